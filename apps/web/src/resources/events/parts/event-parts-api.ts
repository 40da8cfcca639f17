import type {
  EventComissionAnswer,
  EventComissionBody,
  EventGroupBody,
  ExamConditionAnswer,
  ExamConditionBody,
  ExamGroupBody,
  GroupCommonAnswer,
  TournamentGroupBody,
} from '@doyang/domain';
import { apiFetch } from '../../../providers/api.ts';
import { resourceClient } from '../../../providers/api-client.ts';

export type EventKind = 'exams' | 'events';
/** Exams, events and tournaments have groups: each kind's resource and parent key. */
export type GroupKind = EventKind | 'tournaments';
export const GROUP_PARTS = {
  exams: { resource: 'exam_groups', key: 'exam_id' },
  events: { resource: 'event_groups', key: 'event_id' },
  tournaments: { resource: 'tournament_groups', key: 'tournament_id' },
} as const;
export type EventGroup = GroupCommonAnswer;
export type ExamCondition = ExamConditionAnswer;
export type EventComission = EventComissionAnswer;

/** An exam's, event's or tournament's groups; the delete names the parent (DELETE /api/exams/{eventId}/exam_groups/{groupId}). */
export const groupsApi = (kind: GroupKind) => {
  const resource = GROUP_PARTS[kind].resource;
  const rest = resourceClient<EventGroup, ExamGroupBody | EventGroupBody | TournamentGroupBody>(resource);
  return {
    ...rest,
    removeFrom: (eventId: number, groupId: number) =>
      apiFetch<EventGroup>(`/${kind}/${eventId}/${resource}/${groupId}`, { method: 'DELETE' }),
  };
};

export const conditionsApi = resourceClient<ExamCondition, ExamConditionBody>('exam_conditions');
export const comissionsApi = resourceClient<EventComission, EventComissionBody>('event_comissions');

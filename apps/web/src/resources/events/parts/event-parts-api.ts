import type { EventComissionBody, EventGroupBody, ExamConditionBody, ExamGroupBody } from '@doyang/domain';
import { apiFetch } from '../../../providers/api.ts';
import { resourceClient } from '../../../providers/api-client.ts';

export type EventKind = 'exams' | 'events';
export type EventGroup = { id: number; name: string; begins_at: string | null; ends_at: string | null };
export type ExamCondition = { id: number; name: string; description: string | null };
export type EventComission = {
  id: number;
  percentage: string;
  min_participants: number | null;
  max_participants: number | null;
  doyang_surrogation_id: number | null;
  doyang_surrogation: { id: number; name: string } | null;
};

const groupResource = (kind: EventKind) => (kind === 'exams' ? 'exam_groups' : 'event_groups');

/** An exam's or event's groups; the delete names the parent (DELETE /api/exams/{eventId}/exam_groups/{groupId}). */
export const groupsApi = (kind: EventKind) => {
  const rest = resourceClient<EventGroup, ExamGroupBody | EventGroupBody>(groupResource(kind));
  return {
    ...rest,
    removeFrom: (eventId: number, groupId: number) =>
      apiFetch<EventGroup>(`/${kind}/${eventId}/${groupResource(kind)}/${groupId}`, { method: 'DELETE' }),
  };
};

export const conditionsApi = resourceClient<ExamCondition, ExamConditionBody>('exam_conditions');
export const comissionsApi = resourceClient<EventComission, EventComissionBody>('event_comissions');

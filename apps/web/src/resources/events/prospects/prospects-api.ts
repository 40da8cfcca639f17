import type {
  CandidateAnswer,
  EventCommonAnswer,
  EventProspectAnswer,
  ExamAnswer,
  ExamBlockAnswer,
  ExamProspectAnswer,
  FilledExamBlockAnswer,
  Paged,
  ProspectAnswer,
  ScheduledBlockAnswer,
  TournamentCandidateAnswer,
  TournamentProspectAnswer,
} from '@doyang/domain';
import { apiFetch, buildQuery } from '../../../providers/api.ts';

// The prospects screen's calls (spec 03 §7): /api/{exams|events|tournaments}/{id}/prospects, candidates, approval,
// results, blocks; a tournament's weigh-in and registration, an event prospect's bus and hotel.

export type ProspectKind = 'exams' | 'events' | 'tournaments';

type OwnKeys<T, Base> = Omit<T, keyof Base>;

/**
 * A candidate of any kind as the screen reads it: a tournament's carries the weigh-in (absent for exams and events).
 */
export type PersonRow = CandidateAnswer & Partial<OwnKeys<TournamentCandidateAnswer, CandidateAnswer>>;

/** A prospect of any kind as the one screen reads it: each kind's own keys are absent for the others. */
export type ProspectRow = ProspectAnswer &
  Partial<
    OwnKeys<ExamProspectAnswer, ProspectAnswer> &
      OwnKeys<EventProspectAnswer, ProspectAnswer> &
      OwnKeys<TournamentProspectAnswer, ProspectAnswer>
  >;

export type Block = ScheduledBlockAnswer;

/**
 * The exam, event or tournament the screen heads, as GET /{kind}/{id} answers it: the common record, the exam's own
 * keys absent for the others.
 */
export type EventHead = EventCommonAnswer &
  Partial<OwnKeys<ExamAnswer, EventCommonAnswer>> & {
    /** Tournaments: when the brackets' places were passed to the prospects (once). */
    results_from_graphs_at?: string | null;
    /** Tournaments: the competition flags (has_combat…). */
    [flag: `has_${string}`]: boolean | undefined;
  };

export type ListParams = { page: number; search: string; doyangId: number | null };

const listQuery = ({ page, search, doyangId }: ListParams) =>
  buildQuery({ page, prospectSearch: search.trim() || undefined, doyang_id: doyangId ?? undefined });

export const prospectsApi = {
  event: (kind: ProspectKind, id: number) =>
    apiFetch<EventHead>(
      `/${kind}/${id}${kind === 'exams' ? '?with=blocks' : kind === 'tournaments' ? '?with=tournament_areas' : ''}`,
    ),
  prospects: (kind: ProspectKind, id: number, p: ListParams) =>
    apiFetch<Paged<ProspectRow>>(`/${kind}/${id}/prospects${listQuery(p)}`),
  candidates: (kind: ProspectKind, id: number, p: ListParams) =>
    apiFetch<Paged<PersonRow>>(`/${kind}/${id}/candidates${listQuery(p)}`),
  add: (kind: ProspectKind, id: number, userId: number, doyangId: number) =>
    apiFetch<ProspectRow>(`/${kind}/${id}/prospects`, { method: 'POST', json: { userId, doyang_id: doyangId } }),
  remove: (kind: ProspectKind, id: number, userId: number) =>
    apiFetch<ProspectRow>(`/${kind}/${id}/prospects/${userId}`, { method: 'DELETE' }),
  approve: (kind: ProspectKind, id: number, userIds: number[], approved: boolean | null) =>
    apiFetch<ProspectRow[]>(`/${kind}/${id}/prospects`, {
      method: 'PUT',
      json: { user_ids: userIds, is_prospect_approved: approved },
    }),
  weighIn: (userId: number, tournamentId: number, weight: string, height: string) =>
    apiFetch(`/users/${userId}`, {
      method: 'PUT',
      json: { add_tournament_somatometry: 1, tournament_id: tournamentId, weight_kg: weight, height_m: height },
    }),
  /** A tournament prospect's competitions and travel; an event prospect's travel (bus, hotel). */
  register: (kind: 'events' | 'tournaments', id: number, userId: number, body: Record<string, boolean>) =>
    apiFetch<ProspectRow>(`/${kind}/${id}/prospects/${userId}/registration`, { method: 'PUT', json: body }),
  result: (kind: ProspectKind, id: number, userId: number, body: Record<string, unknown>) =>
    apiFetch<ProspectRow>(`/${kind}/${id}/prospects/${userId}/result`, { method: 'POST', json: body }),
  createBlock: (body: Record<string, unknown>) => apiFetch<ExamBlockAnswer>('/exam_blocks', { method: 'POST', json: body }),
  deleteBlock: (blockId: number) => apiFetch<ExamBlockAnswer>(`/exam_blocks/${blockId}`, { method: 'DELETE' }),
  orderBlocks: (examId: number, ids: number[]) =>
    apiFetch<FilledExamBlockAnswer[]>(`/exams/${examId}/block_order`, { method: 'PUT', json: { ids } }),
  placeInBlock: (blockId: number, userIds: number[]) =>
    apiFetch<FilledExamBlockAnswer>(`/exam_blocks/${blockId}/prospects`, { method: 'POST', json: { user_ids: userIds } }),
  takeFromBlock: (blockId: number, userId: number) =>
    apiFetch<FilledExamBlockAnswer>(`/exam_blocks/${blockId}/prospects/${userId}`, { method: 'DELETE' }),
};

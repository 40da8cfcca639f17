import type {
  BracketAnswer,
  BracketDeletedAnswer,
  BracketsDeletedAnswer,
  DoyangStandingAnswer,
  TournamentAnswer,
  TournamentBracketAppends,
  WithBracketAnswer,
} from '@doyang/domain';
import { apiFetch, buildQuery } from '../../../providers/api.ts';

// The brackets screen's calls (spec 03 §7; issue 13): the tournament with its brackets and doyang standings, drawing
// what is missing, deciding, prizes and the editor's changes. Writes answer the bracket as it now stands.

/** An area as the tournament's `with=tournament_areas` answers it. */
export type TournamentArea = NonNullable<TournamentAnswer['tournament_areas']>[number];

/** The tournament as the brackets screen reads it: the record with what the brackets add (`append=graphs`). */
export type BracketsTournament = TournamentAnswer & TournamentBracketAppends & { graphs: BracketAnswer[] };

export const bracketsApi = {
  tournament: (id: number, competition: number) =>
    apiFetch<BracketsTournament>(
      `/tournaments/${id}${buildQuery({ append: 'graphs', with: 'tournament_areas', competition_type_id: competition })}`,
    ),
  standings: (id: number) =>
    apiFetch<{ graph_standings: DoyangStandingAnswer[] }>(`/tournaments/${id}${buildQuery({ append: 'graph_standings' })}`),
  addMissing: (id: number) =>
    apiFetch<Required<Pick<TournamentBracketAppends, 'message' | 'drawn'>>>(`/tournaments/${id}?add_missing_graphs=1`),
  winner: (bracketId: number, winnerId: number, loserId: number) =>
    apiFetch<WithBracketAnswer>(`/tournament_graphs/${bracketId}/winner`, {
      method: 'PUT',
      json: { winner_id: winnerId, loser_id: loserId },
    }),
  prized: (seatId: number, prized: boolean) =>
    apiFetch<WithBracketAnswer>(`/tournament_graphs/prized/${seatId}`, { method: 'PUT', json: { prized: prized ? 1 : 0 } }),
  create: (categoryId: number, competition: number, exhibition: boolean) =>
    apiFetch<WithBracketAnswer>('/tournament_graphs', {
      method: 'POST',
      json: { tournament_category_id: categoryId, competition_type_id: competition, is_exhibition: exhibition ? 1 : 0 },
    }),
  update: (bracketId: number, body: { is_exhibition?: 1 | 0; table_name?: number | null }) =>
    apiFetch<WithBracketAnswer>(`/tournament_graphs/${bracketId}`, { method: 'PUT', json: body }),
  remove: (bracketId: number) => apiFetch<BracketDeletedAnswer>(`/tournament_graphs/${bracketId}`, { method: 'DELETE' }),
  removeCategory: (categoryId: number, competition: number) =>
    apiFetch<BracketsDeletedAnswer>(
      `/tournament_graphs/category/${categoryId}${buildQuery({ competition_type_id: competition })}`,
      {
        method: 'DELETE',
      },
    ),
  move: (seatId: number, body: { graph: string } | { intra_graph_number: number }) =>
    apiFetch<WithBracketAnswer>(`/tournament_graphs/change_graph/${seatId}`, { method: 'PUT', json: body }),
  isolate: (seatId: number, exhibition: boolean) =>
    apiFetch<WithBracketAnswer>(`/tournament_graphs/isolate_graph/${seatId}`, {
      method: 'PUT',
      json: { is_exhibition: exhibition ? 1 : 0 },
    }),
  addCompetitor: (bracketId: number, userId: number) =>
    apiFetch<WithBracketAnswer>(`/tournament_graphs/${bracketId}/users`, { method: 'POST', json: { user_id: userId } }),
  removeCompetitor: (seatId: number) => apiFetch<WithBracketAnswer>(`/tournament_graphs/users/${seatId}`, { method: 'DELETE' }),
};

import type { BracketSection } from '@doyang/domain';
import { apiFetch, buildQuery } from '../../../providers/api.ts';
import type { DoyangStanding } from '../DoyangStandingsTable.tsx';

// The brackets screen's calls (spec 03 §7; issue 13): the tournament with its brackets and doyang standings, drawing
// what is missing, deciding, prizes and the editor's changes. Writes answer the bracket as it now stands.

export type BracketCompetitor = {
  id: number;
  graph_id: number;
  user_id: number;
  intra_graph_number: number;
  full_name: string;
  sex: string | null;
  doyang_id: number | null;
  doyang_name: string | null;
  degree_id: number | null;
  degree_name: string | null;
  age: number | null;
  weight_kg: string | null;
  height_m: string | null;
  responsible_name: string | null;
  group_professor_name: string | null;
  placement: 1 | 2 | 3 | null;
  first_without_competing: boolean;
  prized: boolean;
  changed_graph: boolean;
  losses: number;
  competing: boolean;
  own_doyang: boolean;
};

export type Bracket = {
  id: number;
  tournament_id: number;
  tournament_category_id: number;
  tournament_category_name: string;
  competition_type_id: number;
  competition_name: string;
  graph_number: number;
  label: string;
  is_exhibition: boolean;
  table_name: number | null;
  section: BracketSection;
  size: number;
  stages: number;
  final_encounter: number | null;
  competitors: BracketCompetitor[];
  users: Record<string, BracketCompetitor[]>;
  decisions: { encounter: number; winner_id: number; loser_id: number; decided_at: string; decided_by_name: string | null }[];
  pending: number[];
  can_decide: boolean;
  /** Its decisions no longer replay: shown as drawn with MSG.bracketBroken, nothing to decide. */
  broken: boolean;
};

export type TournamentArea = { id: number; area_number: number; area_responsible_id: number | null };

export type BracketsTournament = {
  id: number;
  name: string;
  parsed_date?: string;
  tournament_areas?: TournamentArea[];
  graphs: Bracket[];
  [flag: `has_${string}`]: boolean | undefined;
};

type WithBracket = { message: string; data: Bracket };

export const bracketsApi = {
  tournament: (id: number, competition: number) =>
    apiFetch<BracketsTournament>(
      `/tournaments/${id}${buildQuery({ append: 'graphs', with: 'tournament_areas', competition_type_id: competition })}`,
    ),
  standings: (id: number) =>
    apiFetch<{ graph_standings: DoyangStanding[] }>(`/tournaments/${id}${buildQuery({ append: 'graph_standings' })}`),
  addMissing: (id: number) => apiFetch<{ message: string }>(`/tournaments/${id}?add_missing_graphs=1`),
  winner: (bracketId: number, winnerId: number, loserId: number) =>
    apiFetch<WithBracket>(`/tournament_graphs/${bracketId}/winner`, {
      method: 'PUT',
      json: { winner_id: winnerId, loser_id: loserId },
    }),
  prized: (seatId: number) =>
    apiFetch<WithBracket>(`/tournament_graphs/prized/${seatId}`, { method: 'PUT', json: { prized: 1 } }),
  create: (categoryId: number, competition: number, exhibition: boolean) =>
    apiFetch<WithBracket>('/tournament_graphs', {
      method: 'POST',
      json: { tournament_category_id: categoryId, competition_type_id: competition, is_exhibition: exhibition ? 1 : 0 },
    }),
  update: (bracketId: number, body: { is_exhibition?: 1 | 0; table_name?: number | null }) =>
    apiFetch<WithBracket>(`/tournament_graphs/${bracketId}`, { method: 'PUT', json: body }),
  remove: (bracketId: number) => apiFetch<{ message: string }>(`/tournament_graphs/${bracketId}`, { method: 'DELETE' }),
  removeCategory: (categoryId: number, competition: number) =>
    apiFetch<{ message: string }>(
      `/tournament_graphs/category/${categoryId}${buildQuery({ competition_type_id: competition })}`,
      {
        method: 'DELETE',
      },
    ),
  move: (seatId: number, body: { graph: string } | { intra_graph_number: number }) =>
    apiFetch<WithBracket>(`/tournament_graphs/change_graph/${seatId}`, { method: 'PUT', json: body }),
  isolate: (seatId: number, exhibition: boolean) =>
    apiFetch<WithBracket>(`/tournament_graphs/isolate_graph/${seatId}`, {
      method: 'PUT',
      json: { is_exhibition: exhibition ? 1 : 0 },
    }),
  addCompetitor: (bracketId: number, userId: number) =>
    apiFetch<WithBracket>(`/tournament_graphs/${bracketId}/users`, { method: 'POST', json: { user_id: userId } }),
  removeCompetitor: (seatId: number) => apiFetch<WithBracket>(`/tournament_graphs/users/${seatId}`, { method: 'DELETE' }),
};

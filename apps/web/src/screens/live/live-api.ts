import { API_BASE, apiFetch, buildQuery } from '../../providers/api.ts';

// The public live view's calls (server: brackets/live.routes.ts). No session: a TV at the venue reads them.

export type LivePerson = { full_name: string; doyang_name: string | null };

type Where = {
  graph_id: number;
  area: number | null;
  category: string;
  competition: string;
  label: string;
  is_exhibition: boolean;
};

export type LiveEncounter = Where & { encounter: number; round: string; competitors: LivePerson[] };
export type LiveDecision = Where & {
  encounter: number;
  round: string;
  winner: LivePerson;
  loser: LivePerson;
  decided_at: string;
};
export type LiveChampion = Where & { champion: LivePerson; crowned_at: string };

export type LiveBoard = {
  tournament: { id: number; name: string; date: string };
  areas: number[];
  area: number | null;
  current: LiveEncounter[];
  next: LiveEncounter[];
  recent: LiveDecision[];
  champions: LiveChampion[];
};

const livePath = (id: string) => `/live/tournaments/${encodeURIComponent(id)}`;

export const liveApi = {
  board: (id: string, area: number | null) => apiFetch<LiveBoard>(`${livePath(id)}${buildQuery({ area })}`),
  /** The stream's URL for EventSource ('changed' when the tournament's brackets change). */
  streamUrl: (id: string, area: number | null) => `${API_BASE}${livePath(id)}/stream${buildQuery({ area })}`,
};

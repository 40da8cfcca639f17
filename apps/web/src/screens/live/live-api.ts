import type { LiveBoard } from '@doyang/domain';
import { API_BASE, apiFetch, buildQuery } from '../../providers/api.ts';

// The public live view's calls (server: brackets/live.routes.ts; the board's shape: domain's live-board schema). No
// session: a TV at the venue reads them.

const livePath = (id: string) => `/live/tournaments/${encodeURIComponent(id)}`;

export const liveApi = {
  board: (id: string, area: number | null) => apiFetch<LiveBoard>(`${livePath(id)}${buildQuery({ area })}`),
  /** The stream's URL for EventSource ('changed' when the tournament's brackets change). */
  streamUrl: (id: string, area: number | null) => `${API_BASE}${livePath(id)}/stream${buildQuery({ area })}`,
};

import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/sql.ts';
import { HttpError } from '../../http/errors.ts';
import { loadGraphs } from './graphs.queries.ts';
import type { LiveBoardCache } from './live-cache.ts';

// What the public live view reads (issue 13, beyond the spec): the tournament, if marked public, and its brackets whole.

export type LiveTournament = { id: number; name: string; date: string };

/** The tournament when its live view is public; otherwise the same 404 as an unknown one (no hint it exists). */
export async function requireLiveTournament(db: Db, id: number): Promise<LiveTournament> {
  const row = await one<LiveTournament & { is_live_public: boolean }>(
    db,
    sql`select id, name, date::text as date, is_live_public from tournaments where id = ${id}`,
  );
  if (!row?.is_live_public) throw new HttpError(404, MSG.liveNotAvailable);
  return { id: row.id, name: row.name, date: row.date };
}

/** The tournament's brackets read whole: each area's board is built from them (live-board.ts). */
export const readLiveGraphs = (db: Db, tournamentId: number) => loadGraphs(db, sql`g.tournament_id = ${tournamentId}`);

/** The tournament is checked on every read (a view made private closes at once); the board may come from the cache. */
export async function liveView(db: Db, boards: LiveBoardCache, tournamentId: number, area: number | null) {
  const tournament = await requireLiveTournament(db, tournamentId);
  return { tournament, area, ...(await boards.get(tournamentId, area)) };
}

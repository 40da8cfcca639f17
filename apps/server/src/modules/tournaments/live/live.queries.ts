import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/sql.ts';
import { loadTournamentBrackets } from '../brackets/tournament-brackets.queries.ts';

// What the public live view reads (issue 13, beyond the spec): the tournament, if marked public, and its brackets whole.

export type LiveTournament = { id: number; name: string; date: string };

/** The tournament when its live view is public; null when it is not, or unknown (the same 404: no hint it exists). */
export async function liveTournament(db: Db, id: number): Promise<LiveTournament | null> {
  const row = await one<LiveTournament & { is_live_public: boolean }>(
    db,
    sql`select id, name, date::text as date, is_live_public from tournaments where id = ${id}`,
  );
  return row?.is_live_public ? { id: row.id, name: row.name, date: row.date } : null;
}

/** The tournament's brackets read whole: each area's board is built from them (live-board.ts). */
export const readLiveBrackets = (db: Db, tournamentId: number) => loadTournamentBrackets(db, tournamentId);

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// What the public live views hear (issue 13; issue 22): a write that changes what a tournament's live view shows (its
// brackets, or the tournament itself: made private, renamed) says so with NOTIFY inside its own transaction.
// PostgreSQL delivers it at commit to every process listening — the writer's too — and drops it when the
// transaction rolls back (a refused or retried write announces nothing); PGlite delivers it to its own listeners the
// same way. Each process then forgets the tournament's cached boards and tells its open streams (live.routes.ts).

export const LIVE_CHANNEL = 'bracket_changed';

/** The tournament's live view changed in this transaction (`db` is the write's transaction). */
export async function announceLiveChange(db: Db, tournamentId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(tournamentId)})`);
}

/** The tournament a notification names; null when it names none (then every tournament is treated as changed). */
export function announcedTournament(payload: string): number | null {
  return /^[1-9]\d{0,14}$/.test(payload) ? Number(payload) : null;
}

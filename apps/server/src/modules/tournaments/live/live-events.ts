import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

// What the public live views hear (issue 13; issue 22): a write that changes what a tournament's live view shows (its
// brackets, or the tournament itself: made private, renamed) says so with NOTIFY inside its own transaction.
// PostgreSQL delivers it at commit to every process listening — the writer's too — and drops it when the
// transaction rolls back (a refused or retried write announces nothing); PGlite delivers it to its own listeners the
// same way. Each process then forgets the tournament's cached boards and tells its open streams (live.routes.ts).

export const LIVE_CHANNEL = 'bracket_changed';

/**
 * The tournament's live view changed in this transaction (`db` is the write's transaction): in the brackets named
 * (only those are read again), or anywhere when none is named.
 */
export async function announceLiveChange(db: Db, tournamentId: number, ...bracketIds: number[]): Promise<void> {
  const payloads = bracketIds.length ? [...new Set(bracketIds)].map((g) => `${tournamentId}:${g}`) : [String(tournamentId)];
  for (const payload of payloads) await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

export type Announced = { tournamentId: number; bracketId: number | null };

/** What a notification names; null when it names nothing (then every tournament is treated as changed). */
export function announced(payload: string): Announced | null {
  const match = /^([1-9]\d{0,14})(?::([1-9]\d{0,14}))?$/.exec(payload);
  if (!match) return null;
  return { tournamentId: Number(match[1]), bracketId: match[2] ? Number(match[2]) : null };
}

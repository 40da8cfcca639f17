import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/sql.ts';
import { loadBrackets, type StoredBracket } from './brackets.queries.ts';

// A whole tournament's brackets read a part at a time (issue 22): on PGlite a statement runs on the server's only
// thread, and one reading a 4,000-seat tournament whole held every other request for most of a second. Between parts
// the event loop gets a turn (PGlite answers within one chain of promises: without it nothing else would run before
// the last part). Each part is read whole, so every bracket is as it stood at one moment; one changed between two
// parts is announced and read again by whoever keeps it (live-cache.ts), and a document printed meanwhile shows each
// bracket as it was read.

/** Brackets per statement: up to 400 seats, some 40 ms on PGlite. */
const PART = 50;

/** The tournament's brackets in id order. */
export async function loadTournamentBrackets(db: Db, tournamentId: number): Promise<StoredBracket[]> {
  const ids = (
    await rows<{ id: number }>(db, sql`select id from tournament_graphs where tournament_id = ${tournamentId} order by id`)
  ).map((r) => r.id);
  const brackets: StoredBracket[] = [];
  for (let at = 0; at < ids.length; at += PART) {
    if (at) await nextTurn();
    brackets.push(...(await loadBrackets(db, sql`g.id in ${ids.slice(at, at + PART)}`)));
  }
  return brackets;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { lockFor } from '../../../db/locks.ts';
import { one, rows, sqlArray } from '../../../db/sql.ts';

// Bracket writes read a bracket, decide, then write (issue 22). Each holds the brackets it reads FOR UPDATE until it
// commits, always lowest id first, whether it touches one bracket (a decision), two (a move) or hundreds (the draw):
// two writes over the same brackets then run one after the other instead of waiting on each other in a circle (two
// crossing moves deadlocked), and a seat never lands behind a decision's back. New bracket numbers (max + 1 in a
// category) are taken under one more lock, always after the bracket locks.

/** Holds these brackets for the rest of the transaction, in ascending id order; answers the ids that exist. */
export async function lockBrackets(db: Db, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  const locked = await rows<{ id: number }>(
    db,
    sql`select id from tournament_graphs where id = any(${sqlArray(wanted, 'int')}) order by id for update`,
  );
  return locked.map((r) => r.id);
}

/** One numbering of new brackets at a time in a tournament (create, isolate, the draw): max + 1 never collides. */
export const lockBracketNumbering = (db: Db, tournamentId: number): Promise<void> =>
  lockFor(db, 'tournament_graphs.graph_number', tournamentId);

/** The next number of a bracket in its category and competition (taken under lockBracketNumbering). */
export const nextBracketNumber = async (db: Db, categoryId: number, competition: number): Promise<number> =>
  (
    await one<{ n: number }>(
      db,
      sql`select coalesce(max(graph_number), 0)::int + 1 as n from tournament_graphs
        where tournament_category_id = ${categoryId} and competition_type_id = ${competition}`,
    )
  )?.n ?? 1;

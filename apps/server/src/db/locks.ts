import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Serializes a business action across every transaction and server process: waits until no other transaction holds
 * the lock of `scope` (and `id`), and holds it until this transaction ends. For read-then-write work that no row lock
 * or constraint covers (what to replace, the next number, a count that must not reach zero). Take several in a fixed
 * order. Call it inside the write's transaction (`asActor`, route() writes).
 */
export async function lockFor(db: Db, scope: string, id = 0): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}), ${id}::int)`);
}

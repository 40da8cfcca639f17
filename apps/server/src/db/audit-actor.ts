import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { HttpError } from '../http/errors.ts';
import type { Db } from './client.ts';
import { lostToAnother } from './pg-errors.ts';

export type AuditActor = { id: number; impersonated_by?: { id: number } | null };

/**
 * Tells the audit trigger (migration 0005) who writes in this transaction, and for whom when impersonating:
 * the impersonated user acts, the impersonator is recorded beside them.
 */
export async function setActor(db: Db, actor: AuditActor): Promise<void> {
  await db.execute(
    sql`select set_config('audit.user_id', ${String(actor.id)}, true), set_config('audit.impersonator_id', ${String(actor.impersonated_by?.id ?? '')}, true)`,
  );
}

/** How often a business action that lost to another transaction is run again before the client gets a 409. */
const ATTEMPTS = 4;

/**
 * Runs `work` as one business action of `actor`: a single transaction, audited. A transaction that PostgreSQL
 * aborted for losing to another (40001, 40P01) changed nothing, so it runs again from the start after a short
 * random pause; when it keeps losing the client gets a 409 with a Spanish text, never a 500. Call it on the pool,
 * never inside another transaction (an aborted outer transaction cannot be retried from within).
 */
export async function asActor<T>(db: Db, actor: AuditActor, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await setActor(tx as unknown as Db, actor);
        return work(tx as unknown as Db);
      });
    } catch (error) {
      if (!lostToAnother(error)) throw error;
      if (attempt >= ATTEMPTS) throw new HttpError(409, MSG.concurrentChange);
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

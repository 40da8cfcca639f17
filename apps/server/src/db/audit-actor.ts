import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

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

/** Runs `work` as one business action of `actor`: a single transaction, audited. */
export function asActor<T>(db: Db, actor: AuditActor, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await setActor(tx as unknown as Db, actor);
    return work(tx as unknown as Db);
  });
}

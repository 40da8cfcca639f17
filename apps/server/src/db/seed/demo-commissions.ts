import { eq } from 'drizzle-orm';
import { asActor } from '../audit-actor.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

/**
 * The commission tables general direction keeps, written as that person would through the app, so the change
 * history (Configuración → Historial de cambios) opens with real entries.
 */
export async function seedCommissionTables(db: Db, authorEmail: string): Promise<void> {
  const [author] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, authorEmail));
  if (!author) return;
  await asActor(db, author, async (tx) => {
    const rows = await tx
      .insert(t.multilevel_discount_types)
      .values([{ name: 'GENERAL' }, { name: 'MAYOREO' }, { name: 'PROMOCIÓN DE VERANO' }, { name: 'EVENTOS NACIONALES' }])
      .returning({ id: t.multilevel_discount_types.id });
    // A correction made the same day: the history shows the edit beside the creation.
    await tx
      .update(t.multilevel_discount_types)
      .set({ name: 'PROMOCIÓN VERANO 2026' })
      .where(eq(t.multilevel_discount_types.id, rows[2].id));
  });
}

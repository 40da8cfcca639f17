import { dutyGeneralDirectionLevel, MSG } from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { monthly_duties } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { requireDoyang, requirePermission } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';

export type Duty = typeof monthly_duties.$inferSelect;

/** The general direction's catalogue ('Tareas bimestrales') with the action: every duty, every option. */
export const generalDirectionLevel = (actor: SessionUser, action: 'create' | 'update' | 'delete') =>
  dutyGeneralDirectionLevel(actor, action);

/** Others edit only their own doyang's duties ('Doyang Tareas Bimestrales' + scope), never the general-direction options. */
export function requireOwnDutyWrite(
  actor: SessionUser,
  duty: Pick<Duty, 'doyang_id' | 'to_doyang' | 'to_general_direction'>,
  action: 'create' | 'update' | 'delete',
) {
  requirePermission(actor, 'Doyang Tareas Bimestrales', action);
  if (duty.to_doyang || duty.to_general_direction || !duty.doyang_id) throw forbidden(MSG.generalDirectionOnlyField);
  requireDoyang(actor, duty.doyang_id);
}

export async function loadDuty(db: Db, id: number): Promise<Duty> {
  const [duty] = await db.select().from(monthly_duties).where(eq(monthly_duties.id, id));
  if (!duty) throw notFound();
  return duty;
}

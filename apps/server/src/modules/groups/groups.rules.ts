import { GENERAL_DIRECTION_DOYANG_ID, GROUP_RESPONSIBLE_ROLES, groupRuleErrors, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { validationError } from '../../http/errors.ts';
import { requireDoyang, requirePermission } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';

// Who may write a group and what a group must satisfy: checked by the routes before every write.

type Row = Record<string, unknown>;

/** Writes on a group: 'Doyang Grupos' (selective groups: 'Grupos de Selectivo') with the action, and the group's doyang. */
export function requireGroupWrite(
  actor: SessionUser,
  group: { doyang_id: number; is_selective_group: boolean },
  action: 'create' | 'update' | 'delete',
) {
  requirePermission(actor, group.is_selective_group ? 'Grupos de Selectivo' : 'Doyang Grupos', action);
  requireDoyang(actor, group.doyang_id);
}

/** A selective group with no doyang belongs to the general direction. */
export const groupDoyangOf = (doyangId: number | null | undefined, selective: boolean) =>
  doyangId ?? (selective ? GENERAL_DIRECTION_DOYANG_ID : null);

/** The form's cross-field and reference rules: end after start, the responsible's role, a certified certifier. */
export async function assertGroupRules(db: Db, g: Row): Promise<void> {
  const errors = groupRuleErrors(g as { begins_at?: string; ends_at?: string });
  const ids = [g.user_responsible_id, g.user_certifier_id].filter((v): v is number => typeof v === 'number');
  const people = ids.length
    ? await rows<{ id: number; role_id: number; certifier: boolean; active: boolean }>(
        db,
        sql`select id, role_id, certifier, active from users where id in ${ids}`,
      )
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  if (typeof g.user_responsible_id === 'number') {
    const p = byId.get(g.user_responsible_id);
    if (!p?.active || !GROUP_RESPONSIBLE_ROLES.includes(p.role_id)) errors.user_responsible_id = [MSG.groupResponsibleRole];
  }
  if (typeof g.user_certifier_id === 'number') {
    const p = byId.get(g.user_certifier_id);
    if (!p?.active || !p.certifier) errors.user_certifier_id = [MSG.groupCertifierInvalid];
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

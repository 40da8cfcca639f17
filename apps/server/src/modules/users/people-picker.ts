import { GROUP_RESPONSIBLE_ROLES, hasPermission, type PersonOption, ROLES, type Subject, staffAccess } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { byFirstName } from '../../db/relations.ts';
import { rows } from '../../db/sql.ts';
import { fullNameHonorificSql, fullNameSql } from '../../session/session-user.queries.ts';
import type { UserFilters } from './user-filters.ts';

/**
 * The group form's selectors (spec 02 §7: `role_id` list, `certifier=1`): active responsibles (certified
 * professor, professor, general and technical director) or active certifiers. A group editor without
 * 'Usuarios' gets them as names only, so choosing a responsible never opens the staff records.
 */
export function isGroupPeoplePicker(f: UserFilters): boolean {
  if (f.active !== true || f.students || !f.staff || f.sinodal || f.doyangIds || f.degreeIds || f.groupIds) return false;
  if (f.roleIds) return f.roleIds.length > 0 && f.roleIds.every((r) => GROUP_RESPONSIBLE_ROLES.includes(r));
  return f.certifier;
}

/** Someone who creates or edits groups but may not read staff records. */
export function readsPickerOnly(user: Subject): boolean {
  if (staffAccess(user, 'read', false)) return false;
  const areas = 'Doyang Grupos,Grupos de Selectivo';
  return hasPermission(user.permissions, areas, 'create') || hasPermission(user.permissions, areas, 'update');
}

/** Names only, by name; the same filters as the staff list. */
export async function listPickerPeople(db: Db, f: UserFilters): Promise<PersonOption[]> {
  const roles = f.roleIds ? sql`u.role_id in ${f.roleIds}` : sql`u.role_id <> ${ROLES.ALUMNO}`;
  const certifier = f.certifier ? sql`and u.certifier` : sql``;
  return rows<PersonOption>(
    db,
    sql`select u.id, ${fullNameSql} as full_name, ${fullNameHonorificSql} as full_name_honorific, u.role_id
    from users u left join honorific_titles h on h.id = u.honorific_title_id
    where u.active and ${roles} ${certifier}
    order by ${byFirstName('u')}, u.id`,
  );
}

import { ROLES, type RosterGroupAnswer } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';

// Reads of one group shared by the group, attendance and revision routes.

/** A group with its doyang's name: the roster's group without its kyosas. */
export type GroupRow = Omit<RosterGroupAnswer, 'kyosa_ids'>;

export async function loadGroup(db: Db, id: number): Promise<GroupRow> {
  const group = await one<GroupRow>(
    db,
    sql`select g.id, g.name, g.doyang_id, d.name as doyang_name, g.is_selective_group, g.json_week, g.begins_at, g.ends_at,
      g.user_responsible_id, g.user_certifier_id
    from doyang_groups g join doyangs d on d.id = g.doyang_id where g.id = ${id}`,
  );
  if (!group) throw notFound();
  return group;
}

const USER_ID = sql`s.id as user_id`;

/**
 * The SQL list of a group's current students: their class group plus the extra members, active only. The
 * branches never overlap (an extra membership of one's class group is skipped), so no distinct is needed;
 * `columns` reads more of `users s` in the same scan.
 */
export const groupMembersSql = (groupId: number, columns: SQL = USER_ID) => sql`
  select ${columns}, true as main from users s where s.doyang_group_id = ${groupId} and s.role_id = ${ROLES.ALUMNO} and s.active
  union all
  select ${columns}, false as main from doyang_group_students m join users s on s.id = m.user_id
  where m.doyang_group_id = ${groupId} and s.active and s.doyang_group_id is distinct from ${groupId}`;

/** The group's kyosas, active only. */
export const groupKyosasSql = (groupId: number, columns: SQL = USER_ID) => sql`
  select ${columns}, true as main from doyang_group_kyosas k join users s on s.id = k.user_id
  where k.doyang_group_id = ${groupId} and s.active`;

/** A mark dated on a no-class day of its group (a general holiday or the group's own). */
export const onHolidaySql = (alias: string) => sql`exists (select 1 from holidays h
  where ${sql.raw(alias)}.date between h.start_date and h.end_date
    and (h.doyang_group_id is null or h.doyang_group_id = ${sql.raw(alias)}.doyang_group_id))`;

import { canSeeGeneralDirection, MSG, ROLES } from '@doyang/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doyang_group_kyosas, doyang_group_students, users } from '../../db/schema/index.ts';
import { one, rows } from '../../db/sql.ts';
import { validationError } from '../../http/errors.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import type { GroupRow } from './groups.queries.ts';

// A group's people: students (class group or extra membership) and kyosas, added and removed.

/**
 * Adds students to a group (the add-student selector). A student without a class group gets this one;
 * otherwise the group is an extra one (a second class of the week, a selective group). Students of
 * another doyang only join selective groups, and only through general direction.
 */
export async function addStudents(db: Db, actor: SessionUser, group: GroupRow, ids: number[]): Promise<void> {
  const found = await rows<{
    id: number;
    role_id: number;
    active: boolean;
    doyang_id: number | null;
    doyang_group_id: number | null;
    extra: boolean;
  }>(
    db,
    sql`select u.id, u.role_id, u.active, u.doyang_id, u.doyang_group_id,
      exists (select 1 from doyang_group_students m where m.user_id = u.id and m.doyang_group_id = ${group.id}) as extra
    from users u where u.id in ${ids}`,
  );
  const crossDoyang = group.is_selective_group && canSeeGeneralDirection(actor);
  for (const id of ids) {
    const s = found.find((f) => f.id === id);
    if (!s || s.role_id !== ROLES.ALUMNO || !s.active) throw validationError({ student: [MSG.studentNotActive] });
    if (s.doyang_group_id === group.id || s.extra) throw validationError({ student: [MSG.alreadyInGroup] });
    if (s.doyang_id !== group.doyang_id && !crossDoyang) throw validationError({ student: [MSG.studentOfOtherDoyang] });
  }
  await db.transaction(async (tx) => {
    for (const s of found) {
      if (s.doyang_group_id === null && !group.is_selective_group && s.doyang_id === group.doyang_id) {
        await tx.update(users).set({ doyang_group_id: group.id, updated_at: new Date() }).where(eq(users.id, s.id));
      } else {
        await tx.insert(doyang_group_students).values({ doyang_group_id: group.id, user_id: s.id });
      }
    }
  });
}

/**
 * Removes students from a group. An extra membership just ends; when it is the student's class group,
 * an extra (non-selective) group of the same doyang becomes the class group, else the student is left
 * without group (the student form then asks for one).
 */
export async function removeStudents(db: Db, group: GroupRow, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(doyang_group_students)
      .where(and(eq(doyang_group_students.doyang_group_id, group.id), inArray(doyang_group_students.user_id, ids)));
    const owned = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.doyang_group_id, group.id), inArray(users.id, ids)));
    for (const s of owned) {
      const next = await one<{ doyang_group_id: number }>(
        tx as unknown as Db,
        sql`select m.doyang_group_id from doyang_group_students m join doyang_groups g on g.id = m.doyang_group_id
        where m.user_id = ${s.id} and not g.is_selective_group and g.doyang_id = ${group.doyang_id}
        order by m.created_at limit 1`,
      );
      if (next) {
        await tx
          .delete(doyang_group_students)
          .where(and(eq(doyang_group_students.user_id, s.id), eq(doyang_group_students.doyang_group_id, next.doyang_group_id)));
      }
      await tx
        .update(users)
        .set({ doyang_group_id: next?.doyang_group_id ?? null, updated_at: new Date() })
        .where(eq(users.id, s.id));
    }
  });
}

/** Kyosas are active staff of the group's doyang; general direction may add any active staff member. */
export async function addKyosas(db: Db, actor: SessionUser, group: GroupRow, ids: number[]): Promise<void> {
  const anyStaff = canSeeGeneralDirection(actor);
  const allowed = await rows<{ id: number }>(
    db,
    sql`select u.id from users u where u.id in ${ids} and u.active and (
      u.id in (select dp.user_id from doyang_personal dp where dp.doyang_id = ${group.doyang_id})
      or u.id = (select d.user_responsible_id from doyangs d where d.id = ${group.doyang_id})
      or (${anyStaff}::boolean and u.role_id <> ${ROLES.ALUMNO}))`,
  );
  if (allowed.length !== new Set(ids).size) throw validationError({ kyosas: [MSG.kyosaNotAllowed] });
  await db
    .insert(doyang_group_kyosas)
    .values(ids.map((user_id) => ({ doyang_group_id: group.id, user_id })))
    .onConflictDoNothing();
}

export async function removeKyosas(db: Db, group: GroupRow, ids: number[]): Promise<void> {
  await db
    .delete(doyang_group_kyosas)
    .where(and(eq(doyang_group_kyosas.doyang_group_id, group.id), inArray(doyang_group_kyosas.user_id, ids)));
}

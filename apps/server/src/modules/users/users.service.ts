import {
  canManageRole,
  isStudentRole,
  MSG,
  studentChangeRefusal,
  studentRuleErrors,
  type UserFields,
  type UserUpdate,
} from '@doyang/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { child_pickers, doyang_groups, doyang_personal, enrollments, recommendations, users } from '../../db/schema/index.ts';
import { one } from '../../db/sql.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import { requireDoyang } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { hashPassword } from '../../shared/passwords.ts';
import { lockMatrix, permissionAdminsLeft } from '../permissions/index.ts';

// Writes of people records: the rules that need the database (group of the doyang, unique e-mail,
// enrollment history) around the pure rules of @doyang/domain.

type UserRow = typeof users.$inferSelect;
type Picker = { name: string; telephone: string | null; kinship: string | null };

/** Column defaults a new student starts from, so the GD-only rule also covers what a create may set. */
const NEW_STUDENT: Partial<UserRow> = {
  active: true,
  enrollment_date: null,
  doyang_surrogation_id: null,
  is_scholarshiped: false,
  scholarship_percentage: null,
  extra_absences: false,
  number_of_partials: 0,
  revalidating: false,
};

const toErrors = (map: Record<string, string>) =>
  Object.fromEntries(Object.entries(map).map(([field, message]) => [field, [message]]));

async function assertEmailFree(db: Db, email: string | null | undefined, exceptId: number | null): Promise<void> {
  if (!email) return;
  const clash = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined));
  if (clash.length) throw validationError({ email: [MSG.emailTaken] });
}

/** spec 02 §5: the group must exist and be one of the student's doyang. */
async function assertGroupOfDoyang(db: Db, groupId: number | null | undefined, doyangId: number | null | undefined) {
  if (!groupId) return;
  const [group] = await db
    .select({ doyang_id: doyang_groups.doyang_id })
    .from(doyang_groups)
    .where(eq(doyang_groups.id, groupId));
  if (!group) throw validationError({ doyang_group_id: [MSG.relatedMissing] });
  if (group.doyang_id !== doyangId) throw validationError({ doyang_group_id: [MSG.groupOfOtherDoyang] });
}

async function replacePickers(db: Db, userId: number, pickers: Picker[] | undefined) {
  if (!pickers) return;
  await db.delete(child_pickers).where(eq(child_pickers.user_id, userId));
  if (pickers.length) await db.insert(child_pickers).values(pickers.map((p) => ({ ...p, user_id: userId })));
}

async function replaceRecommenders(db: Db, userId: number, ids: number[] | undefined) {
  if (!ids) return;
  await db.delete(recommendations).where(eq(recommendations.recommended_user_id, userId));
  const unique = [...new Set(ids)].filter((id) => id !== userId);
  if (unique.length) {
    await db.insert(recommendations).values(unique.map((id) => ({ user_id: id, recommended_user_id: userId })));
  }
}

/** Column values of a write: relation lists go to their own tables; the password is stored hashed. */
async function columnsOf(data: Partial<UserFields>): Promise<Partial<typeof users.$inferInsert>> {
  const { child_pickers: _p, recomended_by: _r, password, role_id, ...columns } = data;
  return {
    ...columns,
    ...(role_id ? { role_id } : {}),
    ...(password ? { password: await hashPassword(password) } : {}),
  };
}

type Created = UserFields & { role_id: number; degree_id: number | null };

/** POST /api/users once the body passed the schema and the caller passed the permission guard. */
export async function createUser(db: Db, actor: SessionUser, data: Created): Promise<number> {
  if (!canManageRole(actor, data.role_id)) throw forbidden();
  const student = isStudentRole(data.role_id);
  if (student) {
    const refusal = studentChangeRefusal(actor, { ...NEW_STUDENT, doyang_id: data.doyang_id }, data);
    if (refusal) throw forbidden(refusal);
    await assertGroupOfDoyang(db, data.doyang_group_id, data.doyang_id);
  }
  await assertEmailFree(db, data.email, null);
  // Staff created with a doyang join its personal in the same save (issue 10): the caller must reach that doyang.
  const joins = !student && data.doyang_id ? data.doyang_id : null;
  if (joins) requireDoyang(actor, joins);
  // New records start active; leaving is the activation toggle's job (it keeps the history right).
  const columns = { ...(await columnsOf(data)), active: true, disenroll_date: null };
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await tx
      .insert(users)
      .values(columns as typeof users.$inferInsert)
      .returning({ id: users.id });
    if (student && data.enrollment_date) {
      await tx.insert(enrollments).values({ user_id: row.id, doyang_id: data.doyang_id, enrollment_date: data.enrollment_date });
    }
    if (joins) await tx.insert(doyang_personal).values({ doyang_id: joins, user_id: row.id });
    await replacePickers(tx, row.id, data.child_pickers);
    await replaceRecommenders(tx, row.id, data.recomended_by);
    return row.id;
  });
}

/** Staff need a phone unless they are a sinodal (the sinodal form asks only for names). */
function staffErrors(merged: UserRow, changes: UserUpdate): Record<string, string> {
  const touched = 'cellphone' in changes || 'phone1' in changes || 'phone2' in changes;
  if (touched && !merged.sinodal && !merged.cellphone && !merged.phone1 && !merged.phone2) {
    return { cellphone: MSG.atLeastOnePhone };
  }
  return {};
}

/**
 * PUT /api/users/{id} (record update). The caller already passed the guard for the record as it is;
 * here: who may change what, the rules touched by the change, and the enrollment history.
 */
export async function updateUser(db: Db, actor: SessionUser, before: UserRow, changes: UserUpdate, today: string): Promise<void> {
  // The disenroll date follows the activation toggle; the history itself is edited through /api/enrollments.
  const { disenroll_date: _d, ...rest } = changes;
  const wasStudent = isStudentRole(before.role_id);
  const roleId = rest.role_id ?? before.role_id;
  if (!canManageRole(actor, before.role_id) || !canManageRole(actor, roleId)) throw forbidden();
  const merged = { ...before, ...rest } as UserRow;

  if (wasStudent) {
    const refusal = studentChangeRefusal(actor, before, rest);
    if (refusal) throw forbidden(refusal);
  }
  const errors = isStudentRole(roleId) ? studentRuleErrors(merged, today, new Set(Object.keys(rest))) : staffErrors(merged, rest);
  if (Object.keys(errors).length) throw validationError(toErrors(errors));
  if (isStudentRole(roleId) && ('doyang_group_id' in rest || 'doyang_id' in rest)) {
    await assertGroupOfDoyang(db, merged.doyang_group_id, merged.doyang_id);
  }
  if (rest.email && rest.email !== before.email) await assertEmailFree(db, rest.email, before.id);

  const deactivating = before.active && rest.active === false;
  const reactivating = !before.active && rest.active === true;
  const columns: Partial<typeof users.$inferInsert> = { ...(await columnsOf(rest)), updated_at: new Date() };
  if (deactivating) columns.disenroll_date = today;
  if (reactivating) columns.disenroll_date = null;

  // Whoever administers permissions can lose it by a deactivation or a new role as by a tick of the matrix: the same
  // lock and the same last-holder check, so nobody is left able to fix the matrix.
  const mayLoseMatrix = deactivating || roleId !== before.role_id;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    if (mayLoseMatrix) await lockMatrix(tx);
    await tx.update(users).set(columns).where(eq(users.id, before.id));
    if (mayLoseMatrix && (await permissionAdminsLeft(tx)) === 0) {
      throw validationError({ [deactivating ? 'active' : 'role_id']: [MSG.permissionLastHolder] });
    }
    if (deactivating) {
      await tx
        .update(enrollments)
        .set({ disenroll_date: today })
        .where(and(eq(enrollments.user_id, before.id), isNull(enrollments.disenroll_date)));
    }
    if (reactivating && isStudentRole(roleId)) {
      await tx.insert(enrollments).values({ user_id: before.id, doyang_id: merged.doyang_id, enrollment_date: today });
    }
    // A record from before the history existed gets its first enrollment when its date is set.
    if (isStudentRole(roleId) && merged.enrollment_date && 'enrollment_date' in rest) {
      await tx.execute(sql`insert into enrollments (user_id, doyang_id, enrollment_date, disenroll_date)
        select ${before.id}, ${merged.doyang_id}, ${merged.enrollment_date}, ${merged.active ? null : (merged.disenroll_date ?? today)}
        where not exists (select 1 from enrollments where user_id = ${before.id})`);
    }
    await replacePickers(tx, before.id, rest.child_pickers);
    await replaceRecommenders(tx, before.id, rest.recomended_by);
  });
}

export async function loadUserRow(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * A person with results — seated in a bracket, a decision's winner or loser, curriculum points, a graded exam, event or
 * tournament — is never deleted: brackets replay from their seats and decisions, and the rest is history. They are
 * deactivated instead. The rule is the database's (person_has_results, migration 0019, which also refuses the delete);
 * asking first answers why instead of 'en uso'.
 */
export async function requireWithoutResults(db: Db, id: number): Promise<void> {
  const row = await one<{ has: boolean }>(db, sql`select person_has_results(${id}) as has`);
  if (row?.has) throw validationError({ _: [MSG.personHasResults] });
}

import {
  canSeeGeneralDirection,
  GENERAL_DIRECTION_DOYANG_ID,
  GROUP_RESPONSIBLE_ROLES,
  groupRuleErrors,
  MSG,
  ROLES,
} from '@doyang/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doyang_group_kyosas, doyang_group_students, users } from '../../db/schema/index.ts';
import { one, rows } from '../../db/sql.ts';
import { validationError } from '../../http/errors.ts';
import { Q } from '../../http/query-params.ts';
import type { AppendContext } from '../../http/resource.ts';
import { requireDoyang, requirePermission } from '../../plugins/permissions.ts';
import { type CsvColumn, csvText } from '../../reports/csv.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { configurationValues } from '../../shared/configuration-values.ts';
import { type GroupRow, loadGroup } from './groups.queries.ts';
import { attendanceGrid, REVISION_COLUMNS, revisionSheet } from './groups-csv.queries.ts';

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

/** The query of a group's CSV sheets (downloads and appended text fields). */
export const GROUP_CSV_QUERY = { from_date: Q.date, to_date: Q.date, revision_id: Q.id };
export type GroupCsvQuery = { from_date?: string; to_date?: string; revision_id?: string };

/** The date range of a CSV: from_date/to_date, else the bimester up to today. */
async function csvRange(db: Db, query: GroupCsvQuery, today: string): Promise<{ from: string; to: string }> {
  const config = await configurationValues(db, ['bimesterStart', 'bimesterEnd']);
  // Checked by the route's schema (GROUP_CSV_QUERY); an instant after the day is cut off.
  const valid = (v: string | undefined) => v?.slice(0, 10) ?? null;
  const end = config.bimesterEnd && config.bimesterEnd < today ? config.bimesterEnd : today;
  return { from: valid(query.from_date) ?? config.bimesterStart ?? today, to: valid(query.to_date) ?? end };
}

/** A CSV's columns and rows with the row type erased: the three sheets have different rows but one writer. */
export type CsvSheet = { columns: CsvColumn<unknown>[]; rows: unknown[] };
const sheet = <T>(columns: CsvColumn<T>[], list: T[]): CsvSheet => ({ columns: columns as CsvColumn<unknown>[], rows: list });

export async function groupCsv(
  db: Db,
  query: GroupCsvQuery,
  today: string,
  group: GroupRow,
  kind: 'assistances' | 'kyosas' | 'revision',
): Promise<CsvSheet> {
  if (kind === 'revision') {
    const revisionId = Number(query.revision_id) || null;
    const active = await one<{ id: number }>(
      db,
      sql`select id from revisions where doyang_group_id = ${group.id} and (id = ${revisionId}::int or (${revisionId}::int is null and active))
      order by id desc limit 1`,
    );
    return sheet(REVISION_COLUMNS, await revisionSheet(db, group, active?.id ?? null));
  }
  const { from, to } = await csvRange(db, query, today);
  const grid = await attendanceGrid(db, group, kind === 'kyosas', from, to);
  return sheet(grid.columns, grid.rows);
}

/** GET /api/doyang_groups/{id}?append=bimester_meeting,revision_csv,assistances_csv,kyosas_assistances_csv */
export async function groupAppends(ctx: AppendContext, row: Row, append: string[]): Promise<Row> {
  const { db, actor, today } = ctx;
  const query = ctx.query as GroupCsvQuery;
  const out: Row = { ...row };
  const group = await loadGroup(db, Number(row.id));
  if (append.includes('bimester_meeting')) {
    out.bimester_meeting =
      (await one(
        db,
        sql`select e.id, e.name, e.date, e.end_date, e.begins_at, e.ends_at, e.unique_assistance, e.is_general_meeting
        from events e, (select max(value) filter (where id = 1) as b_start, max(value) filter (where id = 2) as b_end
          from configurations where id in (1, 2)) c
        where e.active and e.is_meeting and e.date between c.b_start::date and c.b_end::date order by e.date, e.id limit 1`,
      )) ?? null;
  }
  const texts: [string, 'assistances' | 'kyosas' | 'revision'][] = [
    ['assistances_csv', 'assistances'],
    ['kyosas_assistances_csv', 'kyosas'],
    ['revision_csv', 'revision'],
  ];
  for (const [name, kind] of texts) {
    if (!append.includes(name)) continue;
    requirePermission(actor, ['Asistencias', 'Doyang Grupos', 'Grupos de Selectivo']);
    const csv = await groupCsv(db, query, today, group, kind);
    out[name] = csvText(csv.columns, csv.rows);
  }
  return out;
}

import { DEBT_GRACE_DAYS, ROLES } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one, rows } from '../../db/sql.ts';
import type { ListQuery, Page } from '../../http/list-query.ts';
import { pageOf } from '../../http/list-query.ts';
import { fullNameHonorificSql, fullNameSql } from '../../session/session-user.queries.ts';

// Users lists: one statement per request (filters, order, page and total together), every relation a
// join or a JSON subselect, never a query per row. `u` is users, `h` honorific_titles, `g` degrees.

type Row = Record<string, unknown>;

/** Accent- and case-insensitive form of a text; the duplicate-check index is built on the same expression. */
export const norm = (value: SQL) => sql`lower(translate(${value}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))`;

export const ageSql = (today: string) => sql`extract(year from age(${today}::date, u.birth_date))::int`;

export const firstUncoveredSql = sql`coalesce(
  (date_trunc('month', u.last_covered_month) + interval '1 month')::date,
  date_trunc('month', u.start_payments_date)::date)`;

/** SQL twin of the domain's isDebtor (packages/domain/src/students.ts); a test keeps them equal. */
export const debtorSql = (today: string) => sql`(u.active and not u.is_prospect and u.start_payments_date is not null
  and coalesce(u.scholarship_percentage, 0) < 100
  and ${firstUncoveredSql} < (${today}::date - ${DEBT_GRACE_DAYS}::int))`;

export type UserFilters = {
  students: boolean;
  staff: boolean;
  roleIds: number[] | null;
  doyangIds: number[] | null;
  degreeIds: number[] | null;
  groupIds: number[] | null;
  active: boolean | null;
  debtsOnly: boolean;
  sinodal: boolean;
  certifier: boolean;
  isProspect: boolean | null;
  birthDate: string | null;
  name: string | null;
  ids: number[] | null;
};

const intList = (value: string | undefined) =>
  value === undefined
    ? null
    : value
        .split(',')
        .map((v) => Number(v.trim()))
        .filter((n) => Number.isInteger(n) && n > 0);

const flag = (value: string | undefined) =>
  value === undefined ? null : value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : null;

/**
 * The list's filters. Without role_id the list is of students (the StudentIndex never sends one), unless
 * it asks for sinodals or certifiers; a role_id list says which kinds are asked for.
 */
export function readUserFilters(q: ListQuery): UserFilters {
  const f = q.filters;
  const roleIds = intList(f.role_id);
  const sinodal = flag(f.sinodal) === true;
  const certifier = flag(f.certifier) === true;
  const staffOnly = roleIds === null && (sinodal || certifier);
  const birthDate = /^\d{4}-\d{2}-\d{2}/.test(f.birth_date ?? '') ? (f.birth_date ?? '').slice(0, 10) : null;
  return {
    students: roleIds ? roleIds.includes(ROLES.ALUMNO) : !staffOnly,
    staff: roleIds ? roleIds.some((r) => r !== ROLES.ALUMNO) : staffOnly,
    roleIds,
    doyangIds: intList(f.doyang_id),
    degreeIds: intList(f.degree_id),
    groupIds: intList(f.doyang_group_id),
    active: flag(f.active),
    debtsOnly: flag(f.debtsOnly) === true,
    sinodal,
    certifier,
    isProspect: flag(f.is_prospect),
    birthDate,
    name: (f.name ?? q.search ?? '').trim() || null,
    ids: q.ids,
  };
}

const escapeLike = (s: string) => s.replace(/[%_\\]/g, (c) => `\\${c}`);

function whereOf(f: UserFilters, today: string): SQL {
  const w: SQL[] = [];
  if (f.roleIds) w.push(f.roleIds.length ? sql`u.role_id in ${f.roleIds}` : sql`false`);
  else w.push(f.students ? sql`u.role_id = ${ROLES.ALUMNO}` : sql`u.role_id <> ${ROLES.ALUMNO}`);
  if (f.doyangIds) {
    const ids = f.doyangIds.length ? f.doyangIds : [0];
    // Staff belong to a doyang by running it or working at it; students by their doyang_id.
    w.push(
      f.staff
        ? sql`(u.doyang_id in ${ids} or exists (select 1 from doyangs x where x.user_responsible_id = u.id and x.id in ${ids})
            or exists (select 1 from doyang_personal x where x.user_id = u.id and x.doyang_id in ${ids}))`
        : sql`u.doyang_id in ${ids}`,
    );
  }
  if (f.degreeIds) w.push(f.degreeIds.length ? sql`u.degree_id in ${f.degreeIds}` : sql`false`);
  if (f.groupIds) w.push(f.groupIds.length ? sql`u.doyang_group_id in ${f.groupIds}` : sql`false`);
  if (f.ids) w.push(f.ids.length ? sql`u.id in ${f.ids}` : sql`false`);
  if (f.active !== null) w.push(sql`u.active = ${f.active}`);
  if (f.isProspect !== null) w.push(sql`u.is_prospect = ${f.isProspect}`);
  if (f.debtsOnly) w.push(debtorSql(today));
  if (f.sinodal) w.push(sql`u.sinodal`);
  if (f.certifier) w.push(sql`u.certifier`);
  if (f.birthDate) w.push(sql`u.birth_date = ${f.birthDate}`);
  for (const token of (f.name ?? '').split(/\s+/).filter(Boolean)) {
    w.push(
      sql`${norm(sql`concat_ws(' ', u.name, u.last_name, u.second_last_name)`)} like ${norm(sql`${`%${escapeLike(token)}%`}`)}`,
    );
  }
  return sql.join(w, sql` and `);
}

const ORDERABLE: Record<string, SQL> = {
  degree_id: sql`g."order"`,
  name: sql`u.name`,
  last_name: sql`u.last_name`,
  full_name: sql`concat_ws(' ', u.name, u.last_name, u.second_last_name)`,
  birth_date: sql`u.birth_date`,
  age: sql`u.birth_date`,
  enrollment_date: sql`u.enrollment_date`,
  role_id: sql`u.role_id`,
  active: sql`u.active`,
  doyang_id: sql`d.name`,
  id: sql`u.id`,
};

function orderOf(f: UserFilters, q: ListQuery): SQL {
  const requested = q.orderBy.filter((o) => ORDERABLE[o.field]);
  const parts = requested.map((o) => {
    // Age ascending is birth date descending.
    const dir = o.field === 'age' ? (o.dir === 'asc' ? 'desc' : 'asc') : o.dir;
    return sql`${ORDERABLE[o.field]} ${sql.raw(dir)} nulls last`;
  });
  // spec 02 §2: students by degree ascending; staff by name.
  if (!parts.length && f.students && !f.staff) parts.push(sql`g."order" asc nulls first`);
  parts.push(sql`u.last_name, u.second_last_name, u.name, u.id`);
  return sql.join(parts, sql`, `);
}

const ref = (alias: string, fields: string[]) =>
  sql.raw(
    `case when ${alias}.id is null then null else json_build_object(${fields.map((x) => `'${x}', ${alias}.${x === 'order' ? '"order"' : x}`).join(', ')}) end`,
  );

/** Staff show the doyang they belong to, run or work at (ProfessorIndex 'with the doyang name'). */
const staffDoyangSql = sql`(select json_build_object('id', x.id, 'name', x.name) from doyangs x
  where x.id = u.doyang_id or x.user_responsible_id = u.id
     or x.id in (select p.doyang_id from doyang_personal p where p.user_id = u.id)
  order by (x.id = u.doyang_id) desc, (x.user_responsible_id = u.id) desc, x.name limit 1)`;

function relationsOf(f: UserFilters, q: ListQuery): SQL {
  const out: SQL[] = [];
  if (q.with.includes('degree')) out.push(sql`${ref('g', ['id', 'name', 'order', 'belt_group'])} as degree`);
  if (q.with.includes('doyang'))
    out.push(f.staff ? sql`${staffDoyangSql} as doyang` : sql`${ref('d', ['id', 'name'])} as doyang`);
  if (q.with.includes('role')) out.push(sql`${ref('r', ['id', 'name'])} as role`);
  if (q.with.includes('honorific_title')) out.push(sql`${ref('h', ['id', 'name', 'description'])} as honorific_title`);
  if (q.with.includes('doyang_group') || q.with.includes('groups'))
    out.push(sql`${ref('dg', ['id', 'name', 'begins_at', 'ends_at'])} as doyang_group`);
  return out.length ? sql`, ${sql.join(out, sql`, `)}` : sql``;
}

/** GET /api/users: the page (or every row) in one statement; the CTE pages over ids before the joins. */
export async function listUsers(db: Db, f: UserFilters, q: ListQuery, today: string): Promise<Row[] | Page<Row>> {
  const paged = q.paginate && q.perPage > 0;
  const limit = paged ? sql`limit ${q.perPage} offset ${(q.page - 1) * q.perPage}` : sql``;
  const order = orderOf(f, q);
  const result = await rows<Row>(
    db,
    sql`
    with page as (
      select u.id, count(*) over() as __total
      from users u left join degrees g on g.id = u.degree_id left join doyangs d on d.id = u.doyang_id
      where ${whereOf(f, today)}
      order by ${order}
      ${limit}
    )
    select u.id, u.name, u.last_name, u.second_last_name, u.email, u.role_id, u.honorific_title_id, u.degree_id,
      u.doyang_id, u.doyang_group_id, u.user_responsible_id, u.certifier, u.sinodal, u.active, u.is_prospect, u.sex,
      u.birth_date, u.cellphone, u.phone1, u.phone2, u.enrollment_date, u.disenroll_date, u.start_payments_date,
      u.last_covered_month, u.is_scholarshiped,
      ${fullNameSql} as full_name, ${fullNameHonorificSql} as full_name_honorific,
      ${ageSql(today)} as age, ${debtorSql(today)} as is_debtor, page.__total::int as __total
      ${relationsOf(f, q)}
    from page join users u on u.id = page.id
    left join degrees g on g.id = u.degree_id
    left join doyangs d on d.id = u.doyang_id
    left join honorific_titles h on h.id = u.honorific_title_id
    left join roles r on r.id = u.role_id
    left join doyang_groups dg on dg.id = u.doyang_group_id
    order by ${order}`,
  );
  const data = result.map(({ __total, ...row }) => row);
  if (!q.paginate) return data;
  let total = Number(result[0]?.__total ?? 0);
  if (!result.length && q.page > 1) total = await countUsers(db, f, today);
  return pageOf(data, total, q);
}

export async function countUsers(db: Db, f: UserFilters, today: string): Promise<number> {
  const row = await one<{ count: number }>(
    db,
    sql`select count(*)::int as count from users u left join degrees g on g.id = u.degree_id where ${whereOf(f, today)}`,
  );
  return row?.count ?? 0;
}

export type DuplicateQuery = { name: string | null; last_name: string | null; birth_date: string };

/**
 * The duplicate check (spec 02 §5): same birth date and, when given, the same name and last name ignoring
 * case and accents, across every doyang. Only what the 'Coincidencias' dialog needs leaves the server.
 */
export async function findDuplicates(db: Db, d: DuplicateQuery): Promise<Row[]> {
  const w: SQL[] = [sql`u.birth_date = ${d.birth_date}`];
  if (d.name) w.push(sql`${norm(sql`u.name`)} = ${norm(sql`${d.name.trim()}`)}`);
  if (d.last_name) w.push(sql`${norm(sql`u.last_name`)} = ${norm(sql`${d.last_name.trim()}`)}`);
  return rows(
    db,
    sql`
    select u.id, ${fullNameSql} as full_name, u.birth_date, u.active, u.role_id,
      ${ref('d', ['id', 'name'])} as doyang
    from users u left join doyangs d on d.id = u.doyang_id
    where ${sql.join(w, sql` and `)}
    order by u.active desc, u.id
    limit 20`,
  );
}

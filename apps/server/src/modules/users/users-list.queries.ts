import { ROLES, type UserListItemAnswer } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bySurname, foldedFullName, hasOne, joinedObject } from '../../db/relations.ts';
import { foldedContains, spanishKey } from '../../db/spanish-text.ts';
import { one } from '../../db/sql.ts';
import type { ListQuery, Page } from '../../http/list-query.ts';
import { listSqlRows, type OrderExpression } from '../../http/sql-list.ts';
import { fullNameHonorificSql, fullNameSql } from '../../session/session-user.queries.ts';
import { ageSql, debtorSql } from './user-computed.queries.ts';
import type { UserFilters } from './user-filters.ts';

// Users lists: one statement per request (filters, order, page and total together), every relation a
// join or a JSON subselect, never a query per row. `u` is users, `h` honorific_titles, `g` degrees.

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
    w.push(foldedContains(foldedFullName('u'), token));
  }
  return sql.join(w, sql` and `);
}

const nullsLast = (column: SQL) => (dir: 'asc' | 'desc') => sql`${column} ${sql.raw(dir)} nulls last`;

const ORDERABLE: Record<string, OrderExpression> = {
  degree_id: nullsLast(sql`g."order"`),
  name: nullsLast(spanishKey(sql`u.name`)),
  last_name: nullsLast(spanishKey(sql`u.last_name`)),
  // By its parts in turn (name, then surnames) rather than the joined text: the parts' keys are the tie-breaker's, so
  // each is computed once a row instead of a fourth key over the whole name.
  full_name: (dir) =>
    sql.join(
      [sql`u.name`, sql`u.last_name`, sql`u.second_last_name`].map((part) => nullsLast(spanishKey(part))(dir)),
      sql`, `,
    ),
  birth_date: nullsLast(sql`u.birth_date`),
  // Age ascending is birth date descending.
  age: (dir) => sql`u.birth_date ${sql.raw(dir === 'asc' ? 'desc' : 'asc')} nulls last`,
  enrollment_date: nullsLast(sql`u.enrollment_date`),
  role_id: nullsLast(sql`u.role_id`),
  active: nullsLast(sql`u.active`),
  doyang_id: nullsLast(spanishKey(sql`d.name`)),
  id: nullsLast(sql`u.id`),
};

/** Staff show the doyang they belong to, run or work at (ProfessorIndex 'with the doyang name'). */
const staffDoyangSql = hasOne(
  sql`doyangs x`,
  sql`x.id = u.doyang_id or x.user_responsible_id = u.id
     or x.id in (select p.doyang_id from doyang_personal p where p.user_id = u.id)
  order by (x.id = u.doyang_id) desc, (x.user_responsible_id = u.id) desc, ${spanishKey(sql`x.name`)} limit 1`,
  ['id', 'name'],
  'x',
);

function relationsOf(f: UserFilters, q: ListQuery): SQL {
  const out: SQL[] = [];
  if (q.with.includes('degree')) out.push(sql`${joinedObject('g', ['id', 'name', 'order', 'belt_group'])} as degree`);
  if (q.with.includes('doyang'))
    out.push(f.staff ? sql`${staffDoyangSql} as doyang` : sql`${joinedObject('d', ['id', 'name'])} as doyang`);
  if (q.with.includes('role')) out.push(sql`${joinedObject('r', ['id', 'name'])} as role`);
  if (q.with.includes('honorific_title')) out.push(sql`${joinedObject('h', ['id', 'name', 'description'])} as honorific_title`);
  if (q.with.includes('doyang_group') || q.with.includes('groups'))
    out.push(sql`${joinedObject('dg', ['id', 'name', 'begins_at', 'ends_at'])} as doyang_group`);
  return out.length ? sql`, ${sql.join(out, sql`, `)}` : sql``;
}

/** GET /api/users: the page (or every row) in one statement; the CTE pages over ids before the joins. */
export function listUsers(
  db: Db,
  f: UserFilters,
  q: ListQuery,
  today: string,
): Promise<UserListItemAnswer[] | Page<UserListItemAnswer>> {
  return listSqlRows<UserListItemAnswer>(
    db,
    {
      orderable: ORDERABLE,
      // spec 02 §2: students by degree ascending; staff by name.
      defaultOrder: f.students && !f.staff ? [sql`g."order" asc nulls first`] : [],
      tieBreaker: sql`${bySurname('u')}, u.id`,
      count: () => countUsers(db, f, today),
      statement: (order, page) => sql`
    with page as (
      select u.id, count(*) over() as __total
      from users u left join degrees g on g.id = u.degree_id left join doyangs d on d.id = u.doyang_id
      where ${whereOf(f, today)}
      order by ${order}
      ${page}
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
    },
    q,
  );
}

export async function countUsers(db: Db, f: UserFilters, today: string): Promise<number> {
  const row = await one<{ count: number }>(
    db,
    sql`select count(*)::int as count from users u left join degrees g on g.id = u.degree_id where ${whereOf(f, today)}`,
  );
  return row?.count ?? 0;
}

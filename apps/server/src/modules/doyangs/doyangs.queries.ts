import { type DoyangRecordAnswer, ROLES } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { belongsTo, fullNameHonorific, hasMany, hasOne, jsonObject } from '../../db/relations.ts';
import { spanishContains, spanishKey } from '../../db/spanish-text.ts';
import { rows } from '../../db/sql.ts';
import type { SqlListSource } from '../../http/sql-list.ts';
import { dutyCountsJoin } from '../duties/index.ts';

export type DoyangListOptions = {
  active?: boolean;
  ids?: number[] | null;
  typeId?: number;
  categoryId?: number;
  withResponsible: boolean;
  withPersonal: boolean;
  withCategory?: boolean;
  /** The card's bimonthly duties of this bimester, done and pending (spec 01 §2 doyang card). */
  withDuties?: boolean;
  search?: string | null;
};

const responsibleJson = hasOne(
  sql`users r left join honorific_titles h on h.id = r.honorific_title_id`,
  sql`r.id = d.user_responsible_id`,
  ['id', 'name', 'last_name', 'cellphone', ['full_name_honorific', fullNameHonorific('r', 'h')]],
  'r',
);

const certifierJson = hasOne(
  sql`users c left join honorific_titles h on h.id = c.honorific_title_id`,
  sql`c.id = d.user_certifier_id`,
  ['id', ['full_name_honorific', fullNameHonorific('c', 'h')]],
  'c',
);

const personalJson = hasMany(
  sql`doyang_personal dp join users p on p.id = dp.user_id left join honorific_titles h on h.id = p.honorific_title_id`,
  sql`dp.doyang_id = d.id`,
  [
    'id',
    'name',
    'last_name',
    'role_id',
    'cellphone',
    ['full_name_honorific', fullNameHonorific('p', 'h')],
    ['doyang_surrogation_id', sql`dp.doyang_surrogation_id`],
    ['pivot', jsonObject('dp', ['doyang_surrogation_id'])],
  ],
  spanishKey(sql`p.name`),
  'p',
);

const categoryJson = belongsTo('doyang_categories', sql`d.doyang_category_id`, ['id', 'name'], 'c');

/**
 * Doyang rows with the student count in one statement (a grouped join, not a query per row), as a list source:
 * the route's list reads its order, page and window total through the query toolkit.
 */
export function doyangListSource(db: Db, o: DoyangListOptions, paged: boolean): SqlListSource {
  const where: SQL[] = [sql`true`];
  if (o.active !== undefined) where.push(sql`d.active = ${o.active}`);
  if (o.ids) where.push(o.ids.length ? sql`d.id in ${o.ids}` : sql`false`);
  if (o.typeId) where.push(sql`d.doyang_type_id = ${o.typeId}`);
  if (o.categoryId) where.push(sql`d.doyang_category_id = ${o.categoryId}`);
  if (o.search) where.push(spanishContains(sql`d.name`, o.search));
  const filter = sql.join(where, sql` and `);
  return {
    statement: (order, page) => sql`
    select d.*, coalesce(s.students_count, 0)::int as students_count
      ${o.withResponsible ? sql`, ${responsibleJson} as responsible, ${certifierJson} as certifier` : sql``}
      ${o.withPersonal ? sql`, ${personalJson} as personal` : sql``}
      ${o.withCategory ? sql`, ${categoryJson} as category` : sql``}
      ${o.withDuties ? sql`, dt.duties_checked, dt.duties_unchecked` : sql``}
      , count(*) over() as __total
    from doyangs d
    left join (
      select doyang_id, count(*) as students_count from users where role_id = ${ROLES.ALUMNO} and active group by doyang_id
    ) s on s.doyang_id = d.id
    ${o.withDuties ? dutyCountsJoin : sql``}
    where ${filter}
    order by ${order}
    ${page}`,
    orderable: {
      name: spanishKey(sql`d.name`),
      opening_date: sql`d.opening_date`,
      students_count: sql`coalesce(s.students_count, 0)`,
      id: sql`d.id`,
    },
    // The list screen sorts by name; Home's cards and the selectors by type, then name.
    defaultOrder: paged ? [spanishKey(sql`d.name`)] : [sql`d.doyang_type_id`, spanishKey(sql`d.name`)],
    tieBreaker: sql`d.id`,
    count: async () =>
      Number((await rows<{ n: number }>(db, sql`select count(*)::int as n from doyangs d where ${filter}`))[0]?.n ?? 0),
  };
}

/** One doyang's record with the relations its form reads. */
export async function doyangRecord(db: Db, id: number): Promise<Omit<DoyangRecordAnswer, 'surrogated_doyangs'> | undefined> {
  const source = doyangListSource(db, { ids: [id], withResponsible: true, withPersonal: true, withCategory: true }, false);
  const [row] = await rows<Omit<DoyangRecordAnswer, 'surrogated_doyangs'> & { __total: number }>(
    db,
    source.statement(source.tieBreaker, sql``),
  );
  if (!row) return undefined;
  const { __total, ...doyang } = row;
  return doyang;
}

/** Doyangs that answer to this one for commissions ('surrogated doyangs' on the form). */
export async function surrogatedDoyangs(db: Db, id: number): Promise<{ id: number; name: string }[]> {
  return rows(db, sql`select id, name from doyangs where surrogated_to_doyang_id = ${id} order by ${spanishKey(sql`name`)}`);
}

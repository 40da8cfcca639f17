import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';

export type DoyangListOptions = {
  active?: boolean;
  ids?: number[] | null;
  withResponsible: boolean;
  withPersonal: boolean;
  search?: string | null;
};

const responsibleJson = sql`(
  select json_build_object('id', r.id, 'name', r.name, 'last_name', r.last_name, 'cellphone', r.cellphone,
    'full_name_honorific', concat_ws(' ', h.name, r.name, r.last_name, r.second_last_name))
  from users r left join honorific_titles h on h.id = r.honorific_title_id where r.id = d.user_responsible_id)`;

const personalJson = sql`coalesce((
  select json_agg(json_build_object('id', p.id, 'name', p.name, 'last_name', p.last_name, 'role_id', p.role_id,
    'full_name_honorific', concat_ws(' ', h.name, p.name, p.last_name, p.second_last_name),
    'pivot', json_build_object('doyang_surrogation_id', dp.doyang_surrogation_id)) order by p.name)
  from doyang_personal dp join users p on p.id = dp.user_id left join honorific_titles h on h.id = p.honorific_title_id
  where dp.doyang_id = d.id), '[]'::json)`;

/** Doyang rows with the student count, in one statement (the count is a grouped join, not a query per row). */
export async function listDoyangs(db: Db, o: DoyangListOptions): Promise<Record<string, unknown>[]> {
  const where: SQL[] = [sql`true`];
  if (o.active !== undefined) where.push(sql`d.active = ${o.active}`);
  if (o.ids) where.push(o.ids.length ? sql`d.id in ${o.ids}` : sql`false`);
  if (o.search) where.push(sql`d.name ilike ${`%${o.search}%`}`);
  return rows(
    db,
    sql`
    select d.*, coalesce(s.students_count, 0)::int as students_count
      ${o.withResponsible ? sql`, ${responsibleJson} as responsible` : sql``}
      ${o.withPersonal ? sql`, ${personalJson} as personal` : sql``}
    from doyangs d
    left join (
      select doyang_id, count(*) as students_count from users where role_id = 10 and active group by doyang_id
    ) s on s.doyang_id = d.id
    where ${sql.join(where, sql` and `)}
    order by d.doyang_type_id, d.name`,
  );
}

import { ROLES } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bySurname } from '../../db/relations.ts';
import { inSpanishOrder } from '../../db/spanish-text.ts';
import { rows } from '../../db/sql.ts';
import { ageSql, debtorSql } from './user-computed.queries.ts';

export type StudentCsvRow = {
  doyang_name: string;
  name: string;
  last_name: string;
  second_last_name: string | null;
  degree: string | null;
  birth_date: string | null;
  age: number | null;
  sex: number | null;
  cellphone: string | null;
  phone1: string | null;
  phone2: string | null;
  email: string | null;
  address: string | null;
  neighborhood: string | null;
  father_name: string | null;
  father_cellphone: string | null;
  mother_name: string | null;
  mother_cellphone: string | null;
  pickers: string | null;
  group_name: string | null;
  begins_at: string | null;
  ends_at: string | null;
  json_week: boolean[] | null;
  enrollment_date: string | null;
  disenroll_date: string | null;
  last_covered_month: string | null;
  is_prospect: boolean;
  is_debtor: boolean;
};

/**
 * The students of one doyang (active or inactive) for the CSV, in one statement, in the list's order; with a null
 * doyang, those of the whole network, doyang by doyang (the Home's active-students file of general direction).
 * `withProspects: false` leaves out people still deciding to enrol (the Home counts enrolled students only).
 */
export function studentsForCsv(
  db: Db,
  doyangId: number | null,
  active: boolean,
  today: string,
  withProspects = true,
): Promise<StudentCsvRow[]> {
  return rows(
    db,
    sql`
    select d.name as doyang_name, u.name, u.last_name, u.second_last_name, g.name as degree, u.birth_date, ${ageSql(today)} as age, u.sex,
      u.cellphone, u.phone1, u.phone2, u.email, u.address, u.neighborhood,
      u.father_name, u.father_cellphone, u.mother_name, u.mother_cellphone,
      (select string_agg(concat_ws(' - ', p.name, p.kinship, p.telephone), ' | ' order by p.id)
        from child_pickers p where p.user_id = u.id) as pickers,
      dg.name as group_name, dg.begins_at, dg.ends_at, dg.json_week,
      u.enrollment_date, u.disenroll_date, u.last_covered_month, u.is_prospect, ${debtorSql(today)} as is_debtor
    from users u
    join doyangs d on d.id = u.doyang_id
    left join degrees g on g.id = u.degree_id
    left join doyang_groups dg on dg.id = u.doyang_group_id
    where u.role_id = ${ROLES.ALUMNO} and u.active = ${active} and (${withProspects} or not u.is_prospect)
      and ${doyangId === null ? sql`u.doyang_id is not null` : sql`u.doyang_id = ${doyangId}`}
    order by ${doyangId === null ? sql`${inSpanishOrder(sql`d.name`)}, d.id, ` : sql``}g."order" nulls first, ${bySurname('u')}, u.id`,
  );
}

export type CurriculumCsvRow = { date: string | null; concept: string; kind: string | null; points: number };

/** A person's curriculum: starting points, every earned row, and the total, in one statement. */
export function curriculumForCsv(db: Db, userId: number): Promise<CurriculumCsvRow[]> {
  return rows(
    db,
    sql`
    select date, concept, kind, points from (
      select 0 as part, null::date as date, 'PUNTOS INICIALES' as concept, null as kind, u.starting_curriculum_points as points, 0 as id
      from users u where u.id = ${userId}
      union all
      select 1, c.date, c.concept, c.kind, c.points, c.id from curriculum_points c where c.user_id = ${userId}
      union all
      select 2, null, 'TOTAL', null, (u.starting_curriculum_points
        + coalesce((select sum(c.points) from curriculum_points c where c.user_id = u.id), 0))::int, 0
      from users u where u.id = ${userId}
    ) t order by part, date, id`,
  );
}

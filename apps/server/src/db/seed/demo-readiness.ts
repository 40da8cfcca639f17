import { ROLES } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * The exam traffic light of the demo shows every colour (issue 11): curriculum points spread over the requirement's
 * bands (most students at the ideal, some below it, below the official, a few left unacceptable), and in the groups
 * with a revision most students reviewed with everything their requirement asks for checked, some with one item
 * missing (half the groups review: demo-revisions.ts's and as many again). Absences and time in the degree stay as the attendance and students seeds made them. Set-based: the same
 * two statements for 20 or 20,000 students.
 */
export async function seedExamReadiness(db: Db, today: string): Promise<void> {
  // The band from a stable hash of the id: 0–5 ideal, 6–7 below the ideal, 8 below the official, 9 as seeded.
  await db.execute(sql`
    update users u set starting_curriculum_points = greatest(0, case
        when b.band <= 5 then r.min_points + b.spread
        when b.band <= 7 then r.warning_points + (r.min_points - r.warning_points) / 2
        else r.no_right_points + (r.warning_points - r.no_right_points) / 2 end
      - coalesce((select sum(c.points) from curriculum_points c where c.user_id = u.id), 0))
    from requirements r, (
      select s.id, abs(hashtext(s.id::text || 'semaforo')) % 10 as band, abs(hashtext(s.id::text || 'pts')) % 15 as spread
      from users s where s.role_id = ${ROLES.ALUMNO} and s.active and not s.is_prospect) b
    where b.id = u.id and r.min_grade_id = u.degree_id and b.band <= 8
      and r.min_points is not null and r.warning_points is not null and r.no_right_points is not null`);

  // Home names where the next exam's sinodal lives (their neighbourhood and city): the demo's sinodals live in the city.
  await db.execute(sql`update users set city = 'CIUDAD DE MÉXICO' where sinodal and city is null`);

  // Half the groups review this bimester: those of demo-revisions.ts (id % 4 = 1) and as many again (id % 4 = 2).
  await db.execute(sql`
    insert into revisions (name, active, doyang_group_id)
    select 'REVISIÓN DE REQUISITOS DEL BIMESTRE', true, g.id from doyang_groups g
    where g.id % 4 = 2 and not exists (select 1 from revisions r where r.doyang_group_id = g.id)`);

  // In the groups with an active revision: 7 in 10 complete with every item checked, 2 in 10 missing the last item.
  await db.execute(sql`
    with items as (
      select u.id as user_id, rv.id as revision_id, abs(hashtext(u.id::text || 'revision')) % 10 as band,
        coalesce((select jsonb_agg(jsonb_build_object('id', p.product_id, 'checked', true) order by p.product_id)
          from requirement_products p where p.requirement_id = r.id), '[]'::jsonb) as products,
        coalesce((select jsonb_agg(jsonb_build_object('id', o.other_exam_requisite_id, 'checked', true) order by o.other_exam_requisite_id)
          from requirement_other_exam_requisites o where o.requirement_id = r.id), '[]'::jsonb) as others,
        g.user_responsible_id
      from users u
      join doyang_groups g on g.id = u.doyang_group_id
      join revisions rv on rv.doyang_group_id = g.id and rv.active
      join requirements r on r.min_grade_id = u.degree_id
      where u.role_id = ${ROLES.ALUMNO} and u.active and not u.is_prospect
    )
    insert into revision_results (revision_id, user_id, result, requirement_products, requirement_other, assigned_by, assigned_at)
    select revision_id, user_id, case when band < 7 then 1 else 2 end,
      products, case when band < 7 or jsonb_array_length(others) = 0 then others else others - (jsonb_array_length(others) - 1) end,
      user_responsible_id, now()
    from items where band < 9
    on conflict (revision_id, user_id) do update set result = excluded.result,
      requirement_products = excluded.requirement_products, requirement_other = excluded.requirement_other`);

  // A school puts in an exam only students whose revision is complete: the coming exams' prospects were reviewed with
  // everything checked, so their applications print (spec 03 §5).
  const coming = sql`select distinct u.id as user_id, u.degree_id, u.doyang_group_id
    from exam_prospects p join exams e on e.id = p.exam_id join users u on u.id = p.user_id
    where e.date >= ${today}::date and not e.is_black_belt and u.doyang_group_id is not null`;
  await db.execute(sql`
    insert into revisions (name, active, doyang_group_id)
    select distinct 'REVISIÓN DE REQUISITOS DEL BIMESTRE', true, c.doyang_group_id from (${coming}) c
    where not exists (select 1 from revisions r where r.doyang_group_id = c.doyang_group_id and r.active)`);
  await db.execute(sql`
    insert into revision_results (revision_id, user_id, result, requirement_products, requirement_other, assigned_by, assigned_at)
    select rv.id, c.user_id, 1,
      coalesce((select jsonb_agg(jsonb_build_object('id', p.product_id, 'checked', true) order by p.product_id)
        from requirement_products p where p.requirement_id = r.id), '[]'::jsonb),
      coalesce((select jsonb_agg(jsonb_build_object('id', o.other_exam_requisite_id, 'checked', true) order by o.other_exam_requisite_id)
        from requirement_other_exam_requisites o where o.requirement_id = r.id), '[]'::jsonb),
      g.user_responsible_id, now()
    from (${coming}) c
    join doyang_groups g on g.id = c.doyang_group_id
    join lateral (select id from revisions x where x.doyang_group_id = g.id and x.active order by x.id desc limit 1) rv on true
    left join requirements r on r.min_grade_id = c.degree_id
    on conflict (revision_id, user_id) do update set result = 1,
      requirement_products = excluded.requirement_products, requirement_other = excluded.requirement_other`);
}

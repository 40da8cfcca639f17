import { type RequirementItemsAnswer, type RevisionWithResultsAnswer, ROLES, requirementFor } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { one, rows } from '../../db/sql.ts';
import { requirementOtherRequisites, requirementProducts } from '../requirements/index.ts';

/** A revision with its group's doyang and staff: GET /api/revisions/{id} without the results. */
export type RevisionTarget = Omit<RevisionWithResultsAnswer, 'results'>;

/** A revision with its group's doyang and staff (who may run it). */
export async function loadRevision(db: Db, id: number): Promise<RevisionTarget | undefined> {
  return one<RevisionTarget>(
    db,
    sql`select r.id, r.name, r.active, r.doyang_group_id, to_json(r.created_at) as created_at, g.doyang_id, g.user_responsible_id, g.user_certifier_id,
      coalesce((select array_agg(k.user_id) from doyang_group_kyosas k where k.doyang_group_id = g.id), '{}') as kyosa_ids
    from revisions r join doyang_groups g on g.id = r.doyang_group_id where r.id = ${id}`,
  );
}

/** The requirement for a student's next exam (degree and age range), with its products and other requisites. */
export async function requirementOfStudent(
  db: Db,
  userId: number,
  today: string,
): Promise<{
  student: { id: number; doyang_id: number | null; doyang_group_id: number | null } | undefined;
  requirement: RequirementItemsAnswer | null;
}> {
  const student = await one<{
    id: number;
    doyang_id: number | null;
    doyang_group_id: number | null;
    degree_order: number | null;
    birth_date: string | null;
  }>(
    db,
    sql`select u.id, u.doyang_id, u.doyang_group_id, dg."order" as degree_order, u.birth_date
    from users u left join degrees dg on dg.id = u.degree_id where u.id = ${userId} and u.role_id = ${ROLES.ALUMNO}`,
  );
  if (!student) return { student: undefined, requirement: null };
  const list = await rows<RequirementItemsAnswer>(
    db,
    sql`select r.id, r.name, mn."order" as min_grade_order, mx."order" as max_grade_order, r.min_age_years, r.min_age_months,
      r.max_age_years, r.max_age_months, r.max_age_days,
      ${requirementProducts(sql`r.id`)} as products,
      ${requirementOtherRequisites(sql`r.id`)} as other_exam_requisites
    from requirements r left join degrees mn on mn.id = r.min_grade_id left join degrees mx on mx.id = r.max_grade_id
    where (mn.id is null or mn."order" <= ${student.degree_order ?? 0}) and (mx.id is null or mx."order" >= ${student.degree_order ?? 0})
    order by mn."order" nulls last, r.id`,
  );
  return { student, requirement: requirementFor(list, student, today) };
}

/** Whether the student is on the revision's group roster (class group or extra member). */
/** The doyang of a student of the group (class or extra member), or undefined when they are not in it. */
export async function groupStudentDoyang(
  db: Db,
  groupId: number,
  userId: number,
): Promise<{ doyang_id: number | null } | undefined> {
  return one<{ doyang_id: number | null }>(
    db,
    sql`select u.doyang_id from users u where u.id = ${userId} and u.role_id = ${ROLES.ALUMNO} and (u.doyang_group_id = ${groupId}
      or exists (select 1 from doyang_group_students m where m.user_id = u.id and m.doyang_group_id = ${groupId}))`,
  );
}

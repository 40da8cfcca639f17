import { ROLES } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fullName } from '../../db/relations.ts';
import { inSpanishOrder } from '../../db/spanish-text.ts';
import { one, rows } from '../../db/sql.ts';
import type { Applicant } from '../../reports/pdf/exam-application.ts';
import type { ExamHeader } from '../../reports/pdf/exam-header.ts';
import type { ResultRow } from '../../reports/pdf/exam-result-sheet.ts';
import { inDoyangs } from './prospects.queries.ts';

// What the printed exam documents read (spec 03 §5, §7): the exam's head, and its people in ONE statement however
// many there are (the sheets of 300 prospects are one query, never one per person).

/** The exam as its documents name it, or undefined. */
export function examHeader(db: Db, examId: number): Promise<ExamHeader | undefined> {
  return one<ExamHeader>(
    db,
    sql`select e.id, e.name, e.date::text as date, e.begins_at::text as begins_at, v.name as venue_name,
      ${fullName('s')} as sinodal_name, e.is_black_belt,
      (select string_agg(concat_ws(' ', x.name, x.last_name, x.second_last_name), ', ' order by x.name, x.last_name)
         from exam_extra_sinodals l join users x on x.id = l.user_id where l.exam_id = e.id) as extra_sinodals
    from exams e left join venues v on v.id = e.venue_id left join users s on s.id = e.sinodal_id
    where e.id = ${examId}`,
  );
}

/** One person as the application, the sheets and the result sheets print them, with the rule's inputs. */
export type SheetPerson = Applicant &
  ResultRow & {
    doyang_id: number;
    degree_id: number | null;
    degree_has_partials: boolean;
    number_of_partials: number;
    next_partial: number | null;
    /** A prospect of the exam; else `is_candidate` says whether they may still be one (single-person reads). */
    in_exam: boolean;
    is_candidate: boolean;
    teacher_id: number | null;
    certifier_id: number | null;
  };

export type SheetFilter = {
  /** Doyangs reached (null: every one). */
  doyangIds: number[] | null;
  /** One person: a prospect of the exam, or a candidate (left join; then their own doyang counts). */
  userId?: number;
  certifierId?: number;
  order: 'doyang' | 'certifier';
};

/** An active student of a doyang whose degree the exam takes (the candidates' rule, prospects.queries.ts). */
const candidate = (
  examId: number,
) => sql`(u.active and u.role_id = ${ROLES.ALUMNO} and not u.is_prospect and u.doyang_id is not null
  and (not exists (select 1 from exam_degrees_allowed a where a.exam_id = ${examId})
    or u.degree_id in (select a.degree_id from exam_degrees_allowed a where a.exam_id = ${examId})))`;

/**
 * The people of an exam with everything the documents print. Teacher: the group's responsible, else the student's
 * `user_responsible_id` (the domain rule's reading). Certifier (who presents the student): the group's certifier,
 * else the doyang's, else the doyang's responsible. Revision complete: the student's latest revision result is 1.
 * Degree applied for: the one chosen at grading, else the next by order. A graded person shows the degree they
 * presented with (the exam may have promoted them since), and no next degree when the result did not promote.
 * Occupation: the stored job description, else what the student's form calls 'Ocupación' (`job`, the one the form edits).
 */
export function sheetPeople(db: Db, examId: number, f: SheetFilter): Promise<SheetPerson[]> {
  // A single person may be a candidate (no link yet): the people come from users, the link is optional.
  const from = f.userId
    ? sql`users u left join exam_prospects p on p.exam_id = ${examId} and p.user_id = u.id
        join doyangs dy on dy.id = coalesce(p.doyang_id, u.doyang_id)`
    : sql`exam_prospects p join users u on u.id = p.user_id join doyangs dy on dy.id = p.doyang_id`;
  // A prospect rejected for the exam does not sit it: no result sheet or exam sheet lists them.
  const where = f.userId ? sql`u.id = ${f.userId}` : sql`p.exam_id = ${examId} and p.is_prospect_approved is not false`;
  const order =
    f.order === 'doyang'
      ? inSpanishOrder(sql`dy.name`, sql`u.name`, sql`u.last_name`, sql`u.second_last_name`)
      : inSpanishOrder(sql`coalesce(${fullName('c')}, '')`, sql`dy.name`, sql`u.name`, sql`u.last_name`, sql`u.second_last_name`);
  return rows<SheetPerson>(
    db,
    sql`select u.id, ${fullName('u')} as full_name, u.birth_date::text as birth_date, u.sex, u.civil_state,
      coalesce(nullif(trim(u.job_description), ''), u.job) as job_description, u.address, u.neighborhood, u.city,
      u.cellphone, u.father_cellphone, u.mother_cellphone, u.email,
      dy.id as doyang_id, dy.name as doyang_name, u.start_tkd_date::text as start_tkd_date,
      u.last_aproved_exam_date::text as last_aproved_exam_date, u.degree_id, g.name as degree_name,
      coalesce(g.has_partials, false) as degree_has_partials, u.number_of_partials, p.next_partial,
      case when p.already_promoted then nd.name else coalesce(nd.name, nx.name) end as next_degree_name, p.numeric_result::text as numeric_result, r.name as result_name,
      p.id is not null as in_exam, ${candidate(examId)} as is_candidate, t.id as teacher_id, ${fullName('t')} as teacher_name,
      c.id as certifier_id, ${fullName('c')} as certifier_name, coalesce(rv.result = 1, false) as revision_complete
    from ${from}
      left join degrees g on g.id = case when p.already_promoted and p.previous_degree is not null then p.previous_degree else u.degree_id end
      left join degrees nd on nd.id = p.next_degree
      left join lateral (select n.name from degrees n where n."order" > g."order" order by n."order" limit 1) nx on true
      left join exam_results r on r.id = p.exam_result_id
      left join doyang_groups grp on grp.id = u.doyang_group_id
      left join users t on t.id = coalesce(grp.user_responsible_id, u.user_responsible_id)
      left join users c on c.id = coalesce(grp.user_certifier_id, dy.user_certifier_id, dy.user_responsible_id)
      left join lateral (select rr.result from revision_results rr where rr.user_id = u.id
        order by rr.revision_id desc limit 1) rv on true
    where ${where} and ${inDoyangs(sql`dy.id`, f.doyangIds)}
      ${f.certifierId ? sql`and c.id = ${f.certifierId}` : sql``}
    order by ${order}, u.id`,
  );
}

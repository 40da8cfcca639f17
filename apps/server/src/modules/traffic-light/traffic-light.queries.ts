import {
  READINESS_COLOURS,
  type ReadinessColour,
  type ReadinessRequirement,
  type ReadinessStudent,
  type RevisionResult,
  ROLES,
  type TrafficLightRowAnswer,
} from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { byFirstName, fullName } from '../../db/relations.ts';
import { inSpanishOrder } from '../../db/spanish-text.ts';
import { one, rows } from '../../db/sql.ts';
import { configurationSql } from '../../shared/configuration-values.ts';
import { requirementOtherRequisites, requirementProducts } from '../requirements/index.ts';

// The exam traffic light (semáforo): the exam it is for, the requirements, every student's inputs in one statement,
// and the snapshot (traffic_light_results) it is read from.

export type LightExam = { id: number; name: string; date: string; is_black_belt: boolean };

/**
 * The next exam: the first active exam dated today or later (the product's calendar), black-belt exams aside — their
 * candidates are chosen by prospects, not by the degree requirements every student is measured against.
 */
export function nextExam(db: Db, today: string): Promise<LightExam | undefined> {
  return one<LightExam>(
    db,
    sql`select id, name, date, is_black_belt from exams
      where active and not is_black_belt and date >= ${today}::date order by date, id limit 1`,
  );
}

export function examById(db: Db, id: number): Promise<LightExam | undefined> {
  return one<LightExam>(db, sql`select id, name, date, is_black_belt from exams where id = ${id}`);
}

/** Every requirement with its products and other requisites, ordered by degree as requirementFor expects. */
export function readinessRequirements(db: Db): Promise<ReadinessRequirement[]> {
  return rows<ReadinessRequirement>(
    db,
    sql`select r.id, mn."order" as min_grade_order, mx."order" as max_grade_order, r.min_age_years, r.min_age_months,
      r.max_age_years, r.max_age_months, r.max_age_days, r.absences, r.min_time_before_next_exam, r.min_points,
      r.warning_points, r.no_right_points,
      ${requirementProducts(sql`r.id`)} as products,
      ${requirementOtherRequisites(sql`r.id`)} as other_exam_requisites
    from requirements r left join degrees mn on mn.id = r.min_grade_id left join degrees mx on mx.id = r.max_grade_id
    order by mn."order" nulls last, r.id`,
  );
}

type CheckedJson = { id: number; checked?: boolean }[] | null;

/** What the statement answers per student (the domain's ReadinessStudent once the checked ids are picked). */
type InputRow = Omit<ReadinessStudent, 'checked_products' | 'checked_requisites' | 'revision_result'> & {
  id: number;
  doyang_id: number;
  revision_result: number | null;
  requirement_products: CheckedJson;
  requirement_other: CheckedJson;
};

export type StudentInput = { id: number; doyang_id: number; student: ReadinessStudent };

/** Which active students: one doyang's, the whole network's, or those of doyangs the exam's snapshot lacks. */
export type StudentScope = { doyangId: number } | { network: true } | { missingFrom: number };

const scopeSql = (scope: StudentScope): SQL => {
  if ('doyangId' in scope) return sql`u.doyang_id = ${scope.doyangId}`;
  if ('network' in scope) return sql`true`;
  return sql`not exists (select 1 from traffic_light_results t where t.exam_id = ${scope.missingFrom} and t.doyang_id = u.doyang_id)`;
};

const checkedIds = (items: CheckedJson) => (items ?? []).filter((i) => i.checked === true).map((i) => Number(i.id));

/**
 * Every active student's inputs in one statement: degree order, birth date, last approved exam, start in TKD, this
 * bimester's absences (configuration 1 to the earlier of configuration 2 and today, no-class days aside, as the
 * attendance screen counts them), curriculum points (starting plus earned) and the latest revision result with
 * what it checked.
 */
export function studentInputsSql(scope: StudentScope, today: string): SQL {
  const start = sql`(${configurationSql('bimesterStart')})::date`;
  const until = sql`least((${configurationSql('bimesterEnd')})::date, ${today}::date)`;
  // The no-class days of the window, read once: the anti-join per absence then looks at a handful of rows.
  return sql`with hol as materialized (
        select h.start_date, h.end_date, h.doyang_group_id from holidays h where h.end_date >= ${start} and h.start_date <= ${until})
      select u.id, u.doyang_id, dg."order" as degree_order, u.birth_date, u.last_aproved_exam_date, u.start_tkd_date,
        coalesce(ab.n, 0)::int as bimester_absences,
        (u.starting_curriculum_points + coalesce(cp.total, 0))::int as curriculum_points,
        rv.result as revision_result, rv.requirement_products, rv.requirement_other
      from users u
      left join degrees dg on dg.id = u.degree_id
      left join lateral (
        select count(*) as n from assistances a
        where a.user_id = u.id and not a.is_kyosa and a.type = 'F' and a.date between ${start} and ${until}
          and not exists (select 1 from hol h where a.date between h.start_date and h.end_date
            and (h.doyang_group_id is null or h.doyang_group_id = a.doyang_group_id))
      ) ab on true
      left join lateral (select sum(c.points) as total from curriculum_points c where c.user_id = u.id) cp on true
      left join lateral (
        select rr.result, rr.requirement_products, rr.requirement_other from revision_results rr
        where rr.user_id = u.id order by rr.revision_id desc limit 1
      ) rv on true
      where u.role_id = ${ROLES.ALUMNO} and u.active and not u.is_prospect and u.doyang_id is not null and ${scopeSql(scope)}`;
}

export async function studentInputs(db: Db, scope: StudentScope, today: string): Promise<StudentInput[]> {
  const list = await rows<InputRow>(db, studentInputsSql(scope, today));
  return list.map((r) => ({
    id: r.id,
    doyang_id: r.doyang_id,
    student: {
      degree_order: r.degree_order,
      birth_date: r.birth_date,
      last_aproved_exam_date: r.last_aproved_exam_date,
      start_tkd_date: r.start_tkd_date,
      bimester_absences: r.bimester_absences,
      curriculum_points: r.curriculum_points,
      checked_products: checkedIds(r.requirement_products),
      checked_requisites: checkedIds(r.requirement_other),
      revision_result: (r.revision_result ?? 0) as RevisionResult,
    },
  }));
}

export type LightResult = { user_id: number; doyang_id: number; colour: ReadinessColour; reasons: string[] };

/** The snapshot rows of a computation, written in one statement (one JSON parameter, whatever the count). */
export async function storeResults(db: Db, examId: number, results: readonly LightResult[]): Promise<void> {
  if (!results.length) return;
  await db.execute(sql`insert into traffic_light_results (exam_id, user_id, doyang_id, colour, reasons, computed_at)
    select ${examId}, x.user_id, x.doyang_id, x.colour, array(select jsonb_array_elements_text(x.reasons)), now()
    from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as x(user_id int, doyang_id int, colour text, reasons jsonb)
    on conflict (exam_id, user_id) do update set doyang_id = excluded.doyang_id, colour = excluded.colour,
      reasons = excluded.reasons, computed_at = excluded.computed_at`);
}

/**
 * After a recalculation's upsert (same transaction, so `now()` is its stamp): the scope's rows it did not write go —
 * students who left, or moved to another doyang. Replacing row by row instead of deleting first keeps the rows that
 * did not change where they are (an update, not a new row checked against three foreign keys).
 */
export async function clearStale(db: Db, examId: number, doyangId: number | null): Promise<void> {
  await db.execute(sql`delete from traffic_light_results
    where exam_id = ${examId} and (${doyangId}::int is null or doyang_id = ${doyangId}::int) and computed_at < now()`);
}

export async function hasResults(db: Db, examId: number, doyangId: number): Promise<boolean> {
  const row = await one<{ found: boolean }>(
    db,
    sql`select exists (select 1 from traffic_light_results where exam_id = ${examId} and doyang_id = ${doyangId}) as found`,
  );
  return row?.found === true;
}

export type LightCounts = Record<ReadinessColour, number>;

/** The snapshot's students (one doyang or all), with whether they pass the colour filter. */
function snapshotSql(examId: number, examDate: string, doyangId: number | null, colour: ReadinessColour | null): SQL {
  return sql`select u.id, u.name, u.last_name, u.second_last_name, ${fullName('u')} as full_name, t.doyang_id,
      d.name as doyang_name, dg.name as degree_name, extract(year from age(${examDate}::date, u.birth_date))::int as age,
      t.colour, t.reasons, to_json(t.computed_at) as computed_at, t.computed_at as __at, (${colour}::text is null or t.colour = ${colour}::text) as __listed
    from traffic_light_results t join users u on u.id = t.user_id join doyangs d on d.id = t.doyang_id
    left join degrees dg on dg.id = u.degree_id
    where t.exam_id = ${examId} and (${doyangId}::int is null or t.doyang_id = ${doyangId}::int)`;
}

/** Worst colour first: the domain's order, verde to negro, read backwards. */
const ORDER = sql`array_position(array[${sql.join(
  READINESS_COLOURS.map((c) => sql`${c}`),
  sql`, `,
)}]::text[], l.colour::text) desc`;

type ListedRow = TrafficLightRowAnswer & { __listed: boolean; __at: unknown };
const strip = ({ __listed, __at, ...row }: ListedRow): TrafficLightRowAnswer => row;
type Totals = Record<`__${ReadinessColour}`, number> & { __total: number; __computed: string | null };

/**
 * A page of the snapshot (worst colour first, then by name) with the count of every colour of the whole scope,
 * whatever the colour filter, and the filtered total, in one statement.
 */
export async function snapshotPage(
  db: Db,
  o: { examId: number; examDate: string; doyangId: number | null; colour: ReadinessColour | null; limit: number; offset: number },
): Promise<{ rows: TrafficLightRowAnswer[]; counts: LightCounts; total: number; computedAt: string | null }> {
  const list = await rows<Partial<ListedRow> & Totals>(
    db,
    sql`with l as (${snapshotSql(o.examId, o.examDate, o.doyangId, o.colour)})
    select p.*, tot.* from (
      select ${sql.join(
        READINESS_COLOURS.map((c) => sql`count(*) filter (where colour = ${c}) as ${sql.identifier(`__${c}`)}`),
        sql`, `,
      )}, count(*) filter (where __listed) as __total, to_json(max(__at)) as __computed from l) tot
    left join lateral (select * from l where l.__listed order by ${ORDER}, ${byFirstName('l')}, l.id
      limit ${o.limit} offset ${o.offset}) p on true`,
  );
  const first = list[0];
  const counts = Object.fromEntries(READINESS_COLOURS.map((c) => [c, Number(first?.[`__${c}`] ?? 0)])) as LightCounts;
  const page = list.filter((r) => r.id != null) as (ListedRow & Totals)[];
  return {
    rows: page.map(({ __verde, __amarillo, __rojo, __negro, __total, __computed, ...r }) => strip(r)),
    counts,
    total: Number(first?.__total ?? 0),
    computedAt: first?.__computed ?? null,
  };
}

/** Every row of the snapshot's scope, for the spreadsheet. */
export async function snapshotAll(
  db: Db,
  examId: number,
  examDate: string,
  doyangId: number | null,
): Promise<TrafficLightRowAnswer[]> {
  const list = await rows<ListedRow>(
    db,
    sql`select l.* from (${snapshotSql(examId, examDate, doyangId, null)}) l order by ${inSpanishOrder(sql`l.doyang_name`)}, ${ORDER}, ${byFirstName('l')}, l.id`,
  );
  return list.map(strip);
}

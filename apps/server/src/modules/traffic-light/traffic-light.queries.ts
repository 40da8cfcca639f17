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
import { one, rows, sqlArray } from '../../db/sql.ts';
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

/** What the statement answers per student (the domain's ReadinessStudent once the checked ids are picked). */
type InputRow = Omit<ReadinessStudent, 'checked_products' | 'checked_requisites' | 'revision_result'> & {
  id: number;
  doyang_id: number;
  revision_result: number | null;
  checked_products: number[] | null;
  checked_requisites: number[] | null;
};

export type StudentInput = { id: number; doyang_id: number; student: ReadinessStudent };

/** Which active students: one doyang's, the whole network's, or those of doyangs without a run for the exam. */
export type StudentScope = { doyangId: number } | { network: true } | { missingFrom: number };

/** The scope's condition on a doyang id. */
const scopeSql = (scope: StudentScope, doyang: SQL): SQL => {
  if ('doyangId' in scope) return sql`${doyang} = ${scope.doyangId}`;
  if ('network' in scope) return sql`true`;
  return sql`not exists (select 1 from traffic_light_runs r where r.exam_id = ${scope.missingFrom} and r.doyang_id = ${doyang})`;
};

/**
 * The ids a revision checked (`checked: true`), read in the database: the driver parsing every student's revision
 * JSON was most of the statement's time. Ids are JSON numbers (checkedItemAnswer); any other id checks nothing.
 */
const checkedIdsSql = (items: SQL): SQL => sql`case when jsonb_typeof(${items}) = 'array' then array(
  select (e->>'id')::float8 from jsonb_array_elements(${items}) e
  where e->'checked' = 'true'::jsonb and jsonb_typeof(e->'id') = 'number') end`;

/**
 * Every active student's inputs in one statement: degree order, birth date, last approved exam, start in TKD, this
 * bimester's absences (configuration 1 to the earlier of configuration 2 and today, no-class days aside, as the
 * attendance screen counts them), curriculum points (starting plus earned) and the latest revision result with
 * what it checked. Set-based (issue 27): the scope's students once, then the window's absences, the earned points
 * and the latest revisions each grouped once and joined by student — not a subquery per student, whose plan cost
 * at 20,000 students woke PostgreSQL's JIT compiler (a second of compiling for a query of a tenth of that).
 */
export function studentInputsSql(scope: StudentScope, today: string): SQL {
  const start = sql`(${configurationSql('bimesterStart')})::date`;
  const until = sql`least((${configurationSql('bimesterEnd')})::date, ${today}::date)`;
  // One doyang's (or a few doyangs') students: each aggregate reads only theirs, through the student's index. The
  // network's: every row of the window once (assistances_absences_idx), joined to the students by a hash.
  const mine = (user: SQL): SQL => ('network' in scope ? sql`` : sql`${user} in (select id from st) and`);
  return sql`with win as materialized (select ${start} as s, ${until} as e),
      st as materialized (
        select u.id, u.doyang_id, u.degree_id, u.birth_date, u.last_aproved_exam_date, u.start_tkd_date,
          u.starting_curriculum_points
        from users u
        where u.role_id = ${ROLES.ALUMNO} and u.active and not u.is_prospect and u.doyang_id is not null
          and ${scopeSql(scope, sql`u.doyang_id`)}),
      -- The no-class days of the window, read once: the anti-join per absence then looks at a handful of rows.
      hol as materialized (
        select h.start_date, h.end_date, h.doyang_group_id from holidays h, win where h.end_date >= win.s and h.start_date <= win.e),
      ab as (
        select a.user_id, count(*) as n from assistances a, win
        where ${mine(sql`a.user_id`)} not a.is_kyosa and a.type = 'F' and a.date between win.s and win.e
          and not exists (select 1 from hol h where a.date between h.start_date and h.end_date
            and (h.doyang_group_id is null or h.doyang_group_id = a.doyang_group_id))
        group by a.user_id),
      cp as (select c.user_id, sum(c.points) as total from curriculum_points c where ${mine(sql`c.user_id`)} true group by c.user_id),
      rv as (
        select distinct on (rr.user_id) rr.user_id, rr.result, ${checkedIdsSql(sql`rr.requirement_products`)} as checked_products,
          ${checkedIdsSql(sql`rr.requirement_other`)} as checked_requisites
        from revision_results rr where ${mine(sql`rr.user_id`)} true order by rr.user_id, rr.revision_id desc)
      select u.id, u.doyang_id, dg."order" as degree_order, u.birth_date, u.last_aproved_exam_date, u.start_tkd_date,
        coalesce(ab.n, 0)::int as bimester_absences,
        (u.starting_curriculum_points + coalesce(cp.total, 0))::int as curriculum_points,
        rv.result as revision_result, rv.checked_products, rv.checked_requisites
      from st u
      left join degrees dg on dg.id = u.degree_id
      left join ab on ab.user_id = u.id
      left join cp on cp.user_id = u.id
      left join rv on rv.user_id = u.id`;
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
      checked_products: r.checked_products ?? [],
      checked_requisites: r.checked_requisites ?? [],
      revision_result: (r.revision_result ?? 0) as RevisionResult,
    },
  }));
}

export type LightResult = { user_id: number; doyang_id: number; colour: ReadinessColour; reasons: string[] };

/** Reasons travel joined by the unit separator, a character no product or requisite name holds. */
const REASON_SEPARATOR = '\u001f';

/**
 * A light's signature: two string hashes of doyang, colour and reasons (FNV-1a, 32 bits, and djb2's low 21 bits) in
 * one 53-bit number, exact in JS and in a bigint column. Two different lights of a student share it once in 2^53.
 */
export function lightSignature(r: Pick<LightResult, 'doyang_id' | 'colour' | 'reasons'>): number {
  const text = `${r.doyang_id}|${r.colour}|${r.reasons.join(REASON_SEPARATOR)}`;
  let fnv = 0x811c9dc5;
  let djb = 5381;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    fnv = Math.imul(fnv ^ c, 0x01000193);
    djb = (Math.imul(djb, 33) + c) | 0;
  }
  return (fnv >>> 0) * 2 ** 21 + (djb & 0x1fffff);
}

/**
 * A computation written to the snapshot (issue 27: rewriting 20,000 unchanged rows was most of a recalculation's
 * write, and left as many dead rows behind). In one transaction, two statements whatever the count: the first
 * compares each student's light signature (ids and signatures bound as two number arrays) with the stored one, stamps
 * the computed doyangs' runs (the time of the picture) and, with `replaceDoyang`, deletes the rows of the scope's
 * doyang (all of the exam's for the network) the computation did not write — students who left or moved; the second
 * writes only the students whose light changed or is new, with their reasons. Two computations at once rest on the
 * primary keys (upserts), so they do not collide.
 */
export async function storeLight(
  db: Db,
  examId: number,
  results: readonly LightResult[],
  o: { doyangIds: SQL; replaceDoyang?: number | null },
): Promise<void> {
  const signatures = results.map(lightSignature);
  const ids = sqlArray(
    results.map((r) => r.user_id),
    'int',
  );
  const stale =
    o.replaceDoyang === undefined
      ? sql``
      : sql`, gone as (delete from traffic_light_results t
          where t.exam_id = ${examId} and (${o.replaceDoyang}::int is null or t.doyang_id = ${o.replaceDoyang}::int)
            and not exists (select 1 from unnest(${ids}) as k(user_id) where k.user_id = t.user_id) returning 1)`;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [found] = await rows<{ changed: number[] | null }>(
      tx,
      sql`with runs as (insert into traffic_light_runs (exam_id, doyang_id, computed_at)
          select ${examId}, d.id, now() from doyangs d where d.id in (${o.doyangIds})
          on conflict (exam_id, doyang_id) do update set computed_at = excluded.computed_at returning 1)${stale}
        select array(select x.user_id
          from unnest(${ids}, ${sqlArray(signatures, 'numeric')}::bigint[]) as x(user_id, signature)
          left join traffic_light_results t on t.exam_id = ${examId} and t.user_id = x.user_id
          where t.signature is distinct from x.signature) as changed, (select count(*) from runs) as runs`,
    );
    const changed = new Set(found?.changed ?? []);
    if (!changed.size) return;
    const write = results.flatMap((r, i) => (changed.has(r.user_id) ? [{ ...r, signature: signatures[i] }] : []));
    await tx.execute(sql`insert into traffic_light_results (exam_id, user_id, doyang_id, colour, reasons, signature, computed_at)
      select ${examId}, x.user_id, x.doyang_id, x.colour, string_to_array(x.reasons, ${REASON_SEPARATOR}), x.signature, now()
      from unnest(${sqlArray(
        write.map((r) => r.user_id),
        'int',
      )}, ${sqlArray(
        write.map((r) => r.doyang_id),
        'int',
      )}, ${sqlArray(
        write.map((r) => r.colour),
        'text',
      )}, ${sqlArray(
        write.map((r) => r.reasons.join(REASON_SEPARATOR)),
        'text',
      )}, ${sqlArray(
        write.map((r) => r.signature),
        'numeric',
      )}::bigint[]) as x(user_id, doyang_id, colour, reasons, signature)
      on conflict (exam_id, user_id) do update set doyang_id = excluded.doyang_id, colour = excluded.colour,
        reasons = excluded.reasons, signature = excluded.signature, computed_at = excluded.computed_at`);
  });
}

/** Whether the doyang's light of the exam was computed (its run), students or not. */
export async function hasRun(db: Db, examId: number, doyangId: number): Promise<boolean> {
  const row = await one<{ found: boolean }>(
    db,
    sql`select exists (select 1 from traffic_light_runs where exam_id = ${examId} and doyang_id = ${doyangId}) as found`,
  );
  return row?.found === true;
}

/** The doyangs a scope computes: one, all of them, or those without a run for the exam. */
export const scopeDoyangsSql = (scope: StudentScope): SQL => sql`select d.id from doyangs d where ${scopeSql(scope, sql`d.id`)}`;

export type LightCounts = Record<ReadinessColour, number>;

/** The snapshot's rows of one doyang or all, narrow: who, where and what colour. */
const scopeRows = (examId: number, doyangId: number | null): SQL =>
  sql`select t.user_id, t.doyang_id, t.colour from traffic_light_results t
    where t.exam_id = ${examId} and (${doyangId}::int is null or t.doyang_id = ${doyangId}::int)`;

/** What a row answers about its student, from `l` (user_id, doyang_id, colour, reasons) and the run `r`. */
const rowColumns = (examDate: string): SQL => sql`u.id, u.name, u.last_name, u.second_last_name, ${fullName('u')} as full_name,
  l.doyang_id, d.name as doyang_name, dg.name as degree_name, extract(year from age(${examDate}::date, u.birth_date))::int as age,
  l.colour, l.reasons, to_json(coalesce(r.computed_at, l.computed_at)) as computed_at`;

const rowJoins = (examId: number): SQL => sql`join users u on u.id = l.user_id join doyangs d on d.id = l.doyang_id
  left join degrees dg on dg.id = u.degree_id
  left join traffic_light_runs r on r.exam_id = ${examId} and r.doyang_id = l.doyang_id`;

/** Worst colour first: the domain's order, verde to negro, read backwards. */
const worstFirst = (colour: SQL): SQL =>
  sql`array_position(array[${sql.join(
    READINESS_COLOURS.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[], ${colour}::text) desc`;

type Totals = Record<ReadinessColour, number> & { total: number; computed_at: string | null };

/**
 * A page of the snapshot (worst colour first, then by name) with the count of every colour of the whole scope,
 * whatever the colour filter, and the filtered total. The order is taken on narrow rows (who and colour), then the
 * page's 20 students are read in full: two statements, neither carrying every student's reasons through a sort.
 */
export async function snapshotPage(
  db: Db,
  o: { examId: number; examDate: string; doyangId: number | null; colour: ReadinessColour | null; limit: number; offset: number },
): Promise<{ rows: TrafficLightRowAnswer[]; counts: LightCounts; total: number; computedAt: string | null }> {
  const listed = sql`(${o.colour}::text is null or s.colour = ${o.colour}::text)`;
  const [head] = await rows<Totals & { page: number[] | null }>(
    db,
    sql`with s as materialized (${scopeRows(o.examId, o.doyangId)})
    select ${sql.join(
      READINESS_COLOURS.map((c) => sql`(select count(*) from s where s.colour = ${c})::int as ${sql.identifier(c)}`),
      sql`, `,
    )}, (select count(*) from s where ${listed})::int as total,
      (select to_json(max(r.computed_at)) from traffic_light_runs r
        where r.exam_id = ${o.examId} and (${o.doyangId}::int is null or r.doyang_id = ${o.doyangId}::int)) as computed_at,
      array(select s.user_id from s join users u on u.id = s.user_id where ${listed}
        order by ${worstFirst(sql`s.colour`)}, ${byFirstName('u')}, u.id limit ${o.limit} offset ${o.offset}) as page`,
  );
  const counts = Object.fromEntries(READINESS_COLOURS.map((c) => [c, Number(head?.[c] ?? 0)])) as LightCounts;
  const ids = head?.page ?? [];
  const page = ids.length
    ? await rows<TrafficLightRowAnswer>(
        db,
        sql`select ${rowColumns(o.examDate)} from traffic_light_results l ${rowJoins(o.examId)}
          where l.exam_id = ${o.examId} and l.user_id = any(${sqlArray(ids, 'int')})`,
      )
    : [];
  const position = new Map(ids.map((id, i) => [id, i]));
  page.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { rows: page, counts, total: Number(head?.total ?? 0), computedAt: head?.computed_at ?? null };
}

/** A row of the spreadsheet: what its columns show, the reasons already joined (worst first). */
export type LightSheetRow = {
  full_name: string;
  doyang_name: string;
  degree_name: string | null;
  age: number | null;
  colour: ReadinessColour;
  reasons_text: string;
};

/**
 * Every row of the snapshot's scope, for the spreadsheet: by doyang name, worst colour, then name. The statement
 * numbers the rows in that order on narrow rows and answers them unsorted with only the sheet's columns (the reasons
 * joined in the database: parsing 17,000 text arrays in the driver cost more than the query); they are put in order
 * here by that number (a sort of every student's reasons in the database spilled to disk).
 */
export async function snapshotSheet(db: Db, examId: number, examDate: string, doyangId: number | null): Promise<LightSheetRow[]> {
  const list = await rows<LightSheetRow & { n: number }>(
    db,
    sql`with o as (
        select s.user_id, row_number() over (order by ${inSpanishOrder(sql`d.name`)}, ${worstFirst(sql`s.colour`)},
          ${byFirstName('u')}, u.id)::int as n
        from (${scopeRows(examId, doyangId)}) s join users u on u.id = s.user_id join doyangs d on d.id = s.doyang_id)
      select o.n, ${fullName('u')} as full_name, d.name as doyang_name, dg.name as degree_name,
        extract(year from age(${examDate}::date, u.birth_date))::int as age, l.colour,
        array_to_string(l.reasons, '; ') as reasons_text
      from o join traffic_light_results l on l.exam_id = ${examId} and l.user_id = o.user_id
      join users u on u.id = l.user_id join doyangs d on d.id = l.doyang_id left join degrees dg on dg.id = u.degree_id`,
  );
  list.sort((a, b) => a.n - b.n);
  return list;
}

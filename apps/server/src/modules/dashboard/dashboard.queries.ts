import {
  addDays,
  BELT_GROUPS,
  type DashboardStudentAnswer,
  type DashboardStudentKind,
  type DoyangDashboardAnswer,
  dropOutRiskFrom,
  examEfficiencyPercentage,
  GENERAL_DIRECTION_DOYANG_ID,
  ROLES,
} from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { byFirstName, fullName } from '../../db/relations.ts';
import { one, rows, sqlArray } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import { configurationSql } from '../../shared/configuration-values.ts';
import { dutyCountsJoin } from '../duties/index.ts';
import {
  BEHIND_COLUMNS,
  type BehindFilter,
  behindSql,
  type Cards,
  countedPerCard,
  type Frame,
  perCard,
  reasonsOf,
  USER_KIND_NAMES,
  type UserKind,
  userKindFlagsSql,
} from './dashboard-students.queries.ts';

// Home's doyang cards (spec 01 §2, §3; issue 27): what frames them (one statement) and every card's numbers (one
// statement for all the asked doyangs, whatever their number).

export type FrameQuery = { examId: number | null; eventId: number | null; tournamentId: number | null };

type FrameRow = {
  bimester_start: string | null;
  bimester_end: string | null;
  max_absences: string | null;
  days_to_modify_goals: string | null;
  min_efficiency: string | null;
  exam: Frame['exam'];
  asked_exam_found: boolean;
};

const examJson = sql`json_build_object('id', x.id, 'name', x.name, 'date', x.date::text, 'is_black_belt', x.is_black_belt)`;

/** Configuration 1, 2, 4, 6 and 27 and the exam the cards are about (the asked one, or the next), in one statement. */
export async function loadFrame(db: Db, today: string, timeZone: string, q: FrameQuery): Promise<Frame> {
  const row = await one<FrameRow>(
    db,
    sql`select ${configurationSql('bimesterStart')} as bimester_start, ${configurationSql('bimesterEnd')} as bimester_end,
      ${configurationSql('maxContinuousAbsences')} as max_absences, ${configurationSql('daysToModifyGoals')} as days_to_modify_goals,
      ${configurationSql('minExamEfficiency')} as min_efficiency,
      coalesce(
        (select ${examJson} from exams x where x.id = ${q.examId}::int),
        (select ${examJson} from exams x where ${q.examId}::int is null and x.active and not x.is_black_belt
          and x.date >= ${today}::date order by x.date, x.id limit 1)) as exam,
      (${q.examId}::int is null or exists (select 1 from exams where id = ${q.examId}::int)) as asked_exam_found`,
  );
  if (!row?.asked_exam_found) throw notFound();
  const bimesterStart = row.bimester_start ?? today;
  const bimesterEnd = row.bimester_end ?? today;
  const maxAbsences = Number(row.max_absences ?? 0) || 0;
  return {
    today,
    timeZone,
    bimesterStart,
    bimesterEnd,
    horizon: addDays(bimesterEnd, 5),
    maxAbsences,
    riskFrom: dropOutRiskFrom(maxAbsences),
    minEfficiency: Number(row.min_efficiency ?? 0) || 0,
    daysToModifyGoals: Number(row.days_to_modify_goals ?? 0) || 0,
    exam: row.exam,
    asked: { exam: q.examId, event: q.eventId, tournament: q.tournamentId },
  };
}

/** The kinds a card counts with count(*) per doyang, and the field each count goes to. */
const COUNTED = {
  daily_inscriptions: 'daily_inscriptions',
  bimester_inscriptions: 'bimester_inscriptions',
  bimester_disenrolls: 'bimester_disenrolls',
  risk: 'risk_students_count',
  black_belt_prospects: 'black_belt_prospects_count',
  month_birthdays: 'month_birthdays_count',
} as const satisfies Partial<Record<DashboardStudentKind, keyof DoyangDashboardAnswer>>;

/** The students' own kinds, counted in one pass over the active students (userKindFlagsSql), and their fields. */
const USER_COUNTED = {
  active: 'students_count',
  debtors: 'debtors_count',
  insured: 'insuranced_students_count',
  rejected_insurance: 'rejected_insurance_students_count',
  uninsured: 'uninsured_students_count',
} as const satisfies Record<UserKind, keyof DoyangDashboardAnswer>;

const counted = (kind: DashboardStudentKind, f: Frame, cards: Cards) =>
  countedPerCard(behindSql(kind, f), [], sql`count(*)::int as n`, cards);

/** The kinds of coming and past items: their table, prospects table, key column and which of them belong. */
const ITEMS = {
  exam: { table: sql`exams`, prospects: sql`exam_prospects`, key: sql`exam_id`, only: sql`true` },
  event: { table: sql`events`, prospects: sql`event_prospects`, key: sql`event_id`, only: sql`not x.is_meeting` },
  meeting: { table: sql`events`, prospects: sql`event_prospects`, key: sql`event_id`, only: sql`x.is_meeting` },
  tournament: { table: sql`tournaments`, prospects: sql`tournament_prospects`, key: sql`tournament_id`, only: sql`true` },
} as const;
type ItemKind = keyof typeof ITEMS;
const ITEM_KINDS = Object.keys(ITEMS) as ItemKind[];
const goalKind = (k: ItemKind) => (k === 'meeting' ? 'event' : k);

/** The coming items of a kind the totals show: the asked one alone, else those dated from today to the horizon. */
function comingItems(k: ItemKind, f: Frame): SQL {
  const i = ITEMS[k];
  const asked = f.asked[goalKind(k)];
  const when =
    asked !== null
      ? sql`x.id = ${asked}::int`
      : sql`x.active and x.date between ${f.today}::date and ${f.horizon}::date
          ${k === 'exam' ? sql`or x.id = ${f.exam?.id ?? null}::int` : sql``}`;
  return sql`select x.id, x.name, x.date, x.price, ${k === 'exam' ? sql`x.is_black_belt` : sql`false`} as is_black_belt,
    x.show_table_in_dashboard from ${i.table} x where ${i.only} and (${when})`;
}

/** Each asked card's totals of a kind, keyed by the item's name (the earliest wins a repeated name). */
function totalsCte(k: ItemKind, f: Frame, cards: Cards): SQL {
  const i = ITEMS[k];
  const items = sql.identifier(`items_${k}`);
  const prospects = sql`select p.doyang_id, p.${i.key} as item_id, p.user_id from ${i.prospects} p
    where p.${i.key} in (select id from ${items})`;
  return sql`${items} as (${comingItems(k, f)}),
    ${sql.identifier(`count_${k}`)} as (${countedPerCard(prospects, ['item_id'], sql`count(*)::int as n`, cards)}),
    ${sql.identifier(`totals_${k}`)} as (select a.id as doyang_id, jsonb_object_agg(it.name, jsonb_build_object(
        'id', it.id, 'date', it.date::text, 'count', coalesce(c.n, 0), 'goal', g.goal,
        'required', greatest(coalesce(g.goal, 0) - coalesce(c.n, 0), 0), 'price', it.price::text,
        'is_black_belt', it.is_black_belt, 'show_table_in_dashboard', it.show_table_in_dashboard)
        order by it.date desc, it.id desc) as totals
      from asked a cross join ${items} it
      left join ${sql.identifier(`count_${k}`)} c on c.doyang_id = a.id and c.item_id = it.id
      left join doyang_goals g on g.doyang_id = a.id and g.kind = ${goalKind(k)} and g.item_id = it.id
      group by a.id)`;
}

/** The past item of a kind the doyang took the most people to (count, name, date; the latest on a tie). */
function recordCte(k: ItemKind, f: Frame, cards: Cards): SQL {
  const i = ITEMS[k];
  const prospects = sql`select p.doyang_id, p.${i.key} as item_id, p.user_id from ${i.prospects} p
    join ${i.table} x on x.id = p.${i.key} where x.active and ${i.only} and x.date < ${f.today}::date`;
  return sql`${sql.identifier(`record_${k}`)} as (select distinct on (r.doyang_id) r.doyang_id, r.n, x.name, x.date::text as date
    from (${countedPerCard(prospects, ['item_id'], sql`count(*)::int as n`, cards)}) r
    join ${i.table} x on x.id = r.item_id
    order by r.doyang_id, r.n desc, x.date desc, x.id desc)`;
}

/**
 * Rows of a statement run with PostgreSQL's JIT off: the cards' statements are estimated costly enough to be compiled,
 * and compiling them took longer than running them (about 0.55 s of 1.2 s at 20,000 students). `set local` lasts
 * the transaction only (a savepoint inside a write's transaction).
 */
async function rowsWithoutJit<T>(db: Db, statement: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    const inner = tx as unknown as Db;
    await inner.execute(sql`set local jit = off`);
    return rows<T>(inner, statement);
  });
}

/** What the statement answers per card: the doyang's own columns and its parts by key (absent when empty). */
type CardRow = {
  id: number;
  bimester_inscriptions_goal: number | null;
  duties_checked?: number;
  duties_unchecked?: number;
  parts: Record<string, unknown> | null;
};
type Efficiency = { exam_id: number; exam_name: string; presented: number; approved: number };

const NO_RECORD = { count: 0, name: null, date: null };

/**
 * Every asked card's numbers in one statement: each count is count(*) per doyang over its kind's rows
 * (dashboard-students.queries.ts), the lists, records, totals and exam efficiency grouped the same way.
 */
export async function dashboardRows(
  db: Db,
  f: Frame,
  cards: Cards,
  viewer: { withDuties: boolean; goalsModifiable: boolean; birthdays?: boolean },
): Promise<DoyangDashboardAnswer[]> {
  const ids = [...cards.own, ...(cards.network ? [GENERAL_DIRECTION_DOYANG_ID] : [])];
  if (!ids.length) return [];
  const list = await rowsWithoutJit<CardRow>(db, dashboardSql(f, cards, viewer.withDuties, viewer.birthdays ?? false));
  return list.map(({ parts, ...row }) => {
    const p = parts ?? {};
    const students = (p.students ?? {}) as Record<string, number>;
    const count = (key: string) => Number(p[key] ?? students[key] ?? 0);
    const belts = (p.belts ?? {}) as Record<string, number>;
    const light = (p.light ?? {}) as Record<string, number>;
    const efficiency = (p.efficiency ?? null) as Efficiency | null;
    const card: DoyangDashboardAnswer = {
      id: row.id,
      students_count: count('students_count'),
      daily_inscriptions: count('daily_inscriptions'),
      bimester_inscriptions: count('bimester_inscriptions'),
      bimester_inscriptions_goal: row.bimester_inscriptions_goal,
      bimester_disenrolls: count('bimester_disenrolls'),
      risk_students_count: count('risk_students_count'),
      debtors_count: count('debtors_count'),
      insuranced_students_count: count('insuranced_students_count'),
      rejected_insurance_students_count: count('rejected_insurance_students_count'),
      uninsured_students_count: count('uninsured_students_count'),
      month_birthdays_count: count('month_birthdays_count'),
      totals_by_belt: BELT_GROUPS.map((belt_group) => ({ belt_group, count: Number(belts[belt_group] ?? 0) })),
      black_belt_prospects_count: count('black_belt_prospects_count'),
      inscription_record: (p.inscription_record ?? null) as DoyangDashboardAnswer['inscription_record'],
      exam_record: (p.exam_record ?? NO_RECORD) as DoyangDashboardAnswer['exam_record'],
      event_record: (p.event_record ?? NO_RECORD) as DoyangDashboardAnswer['event_record'],
      tournament_record: (p.tournament_record ?? NO_RECORD) as DoyangDashboardAnswer['tournament_record'],
      meeting_record: (p.meeting_record ?? NO_RECORD) as DoyangDashboardAnswer['meeting_record'],
      exam_efficiency: {
        exam_id: efficiency?.exam_id ?? null,
        exam_name: efficiency?.exam_name ?? null,
        presented: efficiency?.presented ?? 0,
        approved: efficiency?.approved ?? 0,
        percentage: examEfficiencyPercentage(efficiency?.presented ?? 0, efficiency?.approved ?? 0),
        minimum: f.minEfficiency,
      },
      traffic_light_report_array: {
        verde: Number(light.verde ?? 0),
        amarillo: Number(light.amarillo ?? 0),
        rojo: Number(light.rojo ?? 0),
        negro: Number(light.negro ?? 0),
      },
      next_exams_totals: (p.next_exams_totals ?? {}) as DoyangDashboardAnswer['next_exams_totals'],
      next_events_totals: (p.next_events_totals ?? {}) as DoyangDashboardAnswer['next_events_totals'],
      next_tournaments_totals: (p.next_tournaments_totals ?? {}) as DoyangDashboardAnswer['next_tournaments_totals'],
      next_meetings_totals: (p.next_meetings_totals ?? {}) as DoyangDashboardAnswer['next_meetings_totals'],
      goals_modifiable: viewer.goalsModifiable,
    };
    if (viewer.birthdays) card.month_birthdays = (p.month_birthdays ?? []) as DoyangDashboardAnswer['month_birthdays'];
    if (viewer.withDuties) Object.assign(card, { duties_checked: row.duties_checked, duties_unchecked: row.duties_unchecked });
    return card;
  });
}

const TOTALS_KEYS: Record<ItemKind, string> = {
  exam: 'next_exams_totals',
  event: 'next_events_totals',
  meeting: 'next_meetings_totals',
  tournament: 'next_tournaments_totals',
};

/**
 * The one statement of the cards (exported for the bench's plans): every part of every card as (doyang, key, value)
 * rows, gathered into one object per doyang, rather than a join per part (a twenty-way join costs more to plan than
 * to run).
 */
export function dashboardSql(f: Frame, cards: Cards, withDuties: boolean, birthdays = false): SQL {
  const ids = [...cards.own, ...(cards.network ? [GENERAL_DIRECTION_DOYANG_ID] : [])];
  const perCardRows = (kind: DashboardStudentKind, filter: BehindFilter = {}) =>
    perCard(behindSql(kind, f, filter), BEHIND_COLUMNS, cards);
  const efficiencyRows = sql`select p.doyang_id, p.exam_id as item_id, p.user_id, r.approved from exam_prospects p
    join exams x on x.id = p.exam_id join exam_results r on r.id = p.exam_result_id
    where x.active and not x.is_black_belt and x.date < ${f.today}::date and p.exam_result_id <> 12`;
  const inscriptionRows = sql`select e.doyang_id, date_trunc('month', e.enrollment_date)::date as m from enrollments e
    join users u on u.id = e.user_id and u.role_id = ${ROLES.ALUMNO}`;
  const counts = Object.entries(COUNTED).map(
    ([kind, field]) =>
      sql`select doyang_id, ${field}::text as k, to_jsonb(n) as v from (${counted(kind as DashboardStudentKind, f, cards)}) c`,
  );
  const records = ITEM_KINDS.map(
    (k) => sql`select doyang_id, ${`${k}_record`}::text, jsonb_build_object('count', n, 'name', name, 'date', date)
      from ${sql.identifier(`record_${k}`)}`,
  );
  const totals = ITEM_KINDS.map(
    (k) => sql`select doyang_id, ${TOTALS_KEYS[k]}::text, totals from ${sql.identifier(`totals_${k}`)}`,
  );
  const studentCounts = USER_KIND_NAMES.map(
    (k) => sql`count(*) filter (where b.${sql.identifier(`is_${k}`)})::int as ${sql.identifier(USER_COUNTED[k])}`,
  );
  const studentFields = USER_KIND_NAMES.map((k) => sql`${USER_COUNTED[k]}::text, s.${sql.identifier(USER_COUNTED[k])}`);
  const countsBy = (kind: DashboardStudentKind, part: string) =>
    sql`select doyang_id, ${part}::text, jsonb_object_agg(grp, n) from (${countedPerCard(
      behindSql(kind, f),
      ['grp'],
      sql`count(*)::int as n`,
      cards,
    )}) g group by doyang_id`;
  const parts = [
    ...counts,
    sql`select doyang_id, 'students', jsonb_build_object(${sql.join(studentFields, sql`, `)})
      from (${countedPerCard(userKindFlagsSql(f), [], sql.join(studentCounts, sql`, `), cards)}) s`,
    // The list only when asked (the old home's append): on the network's card it is every birthday of the month.
    ...(birthdays
      ? [
          sql`select b.doyang_id, 'month_birthdays', jsonb_agg(jsonb_build_object('id', u.id, 'name', u.name,
        'last_name', u.last_name, 'birth_date', u.birth_date::text) order by extract(day from u.birth_date), ${byFirstName('u')}, u.id)
      from (${perCardRows('month_birthdays')}) b join users u on u.id = b.user_id group by b.doyang_id`,
        ]
      : []),
    countsBy('belt', 'belts'),
    countsBy('traffic_light', 'light'),
    sql`select distinct on (doyang_id) doyang_id, 'inscription_record', jsonb_build_object('count', n, 'date', m::text) from (
        select doyang_id, m, n from (${countedPerCard(inscriptionRows, ['m'], sql`count(*)::int as n`, cards)}) c) r
      order by doyang_id, n desc, m desc`,
    sql`select distinct on (s.doyang_id) s.doyang_id, 'efficiency', jsonb_build_object('exam_id', x.id, 'exam_name', x.name,
        'presented', s.presented, 'approved', s.approved)
      from (${countedPerCard(
        efficiencyRows,
        ['item_id'],
        sql`count(*)::int as presented, count(*) filter (where b.approved)::int as approved`,
        cards,
      )}) s
      join exams x on x.id = s.item_id order by s.doyang_id, x.date desc, x.id desc`,
    ...records,
    ...totals,
  ];
  return sql`with asked as (select d.id from doyangs d where d.id = any(${sqlArray(ids, 'int')})),
    ${sql.join(
      ITEM_KINDS.map((k) => recordCte(k, f, cards)),
      sql`, `,
    )},
    ${sql.join(
      ITEM_KINDS.map((k) => totalsCte(k, f, cards)),
      sql`, `,
    )},
    parts (doyang_id, k, v) as (${sql.join(
      parts.map((part) => sql`(${part})`),
      sql` union all `,
    )})
    select d.id, d.bimester_inscriptions_goal, pa.parts ${withDuties ? sql`, dt.duties_checked, dt.duties_unchecked` : sql``}
    from doyangs d
    left join (select doyang_id, jsonb_object_agg(k, v) as parts from parts group by doyang_id) pa on pa.doyang_id = d.id
    ${withDuties ? dutyCountsJoin : sql``}
    where d.id = any(${sqlArray(ids, 'int')})
    order by d.doyang_type_id, d.id`;
}

type StudentRow = Omit<DashboardStudentAnswer, 'reasons'> & {
  reasons: string[];
  grp: string | null;
  n: number | null;
  __total: number;
};

/** The orders of the lists: birthdays by day, inscriptions and drop-outs newest first, the rest by name. */
const LIST_ORDER: Partial<Record<DashboardStudentKind, SQL>> = {
  month_birthdays: sql`s.date, `,
  daily_inscriptions: sql`s.date desc, `,
  bimester_inscriptions: sql`s.date desc, `,
  bimester_disenrolls: sql`s.date desc, `,
  risk: sql`s.n desc, `,
  black_belt_prospects: sql`s.date, `,
};

/**
 * The students behind one count of one card (the same rows the card counted), a page of them or all (`limit` null),
 * with the page's total: one statement.
 */
export async function dashboardStudents(
  db: Db,
  f: Frame,
  cards: Cards,
  kind: DashboardStudentKind,
  filter: BehindFilter,
  limit: number | null,
  offset: number,
): Promise<{ data: DashboardStudentAnswer[]; total: number }> {
  const list = await rowsWithoutJit<StudentRow>(
    db,
    sql`select u.id, ${fullName('u')} as full_name, dg.name as degree_name, u.birth_date::text as birth_date, s.date,
        s.reasons, s.grp, s.n, count(*) over () as __total
      from (${perCard(behindSql(kind, f, filter), BEHIND_COLUMNS, cards)}) s
      join users u on u.id = s.user_id left join degrees dg on dg.id = u.degree_id
      order by ${LIST_ORDER[kind] ?? sql``}${byFirstName('u')}, u.id, s.date
      limit ${limit} offset ${offset}`,
  );
  const total = Number(list[0]?.__total ?? 0);
  // A page past the end has no row to carry the total: count again only then.
  const counted =
    list.length || offset === 0
      ? total
      : Number(
          (
            await one<{ n: number }>(
              db,
              sql`select count(*)::int as n from (${perCard(behindSql(kind, f, filter), BEHIND_COLUMNS, cards)}) s`,
            )
          )?.n ?? 0,
        );
  return {
    data: list.map(({ reasons, grp, n, __total, ...r }) => ({
      ...r,
      reasons: reasonsOf(kind, f, { reasons, grp, n, date: r.date }),
    })),
    total: counted,
  };
}

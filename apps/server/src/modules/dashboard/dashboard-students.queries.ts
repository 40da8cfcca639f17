import {
  type BeltGroup,
  type DashboardStudentKind,
  GENERAL_DIRECTION_DOYANG_ID,
  INSURANCE_TAB_LABELS,
  type InsuranceTab,
  type ReadinessColour,
  ROLES,
  riskReason,
} from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { sqlArray } from '../../db/sql.ts';
import { formatMonthYear } from '../../reports/csv.ts';
import { onHolidaySql } from '../groups/index.ts';
import { insuranceTabSql } from '../insurances/index.ts';
import { debtorSql, firstUncoveredSql } from '../users/index.ts';

// The students behind every count of a doyang card (issue 27): one SQL builder per kind, whose rows are both the
// card's count (count(*) per doyang) and the drill-down list and its CSV, so the two can never disagree.

/** What a card's numbers are measured against: the day, the bimester, the thresholds and the exams asked for. */
export type Frame = {
  today: string;
  timeZone: string;
  bimesterStart: string;
  bimesterEnd: string;
  /** The last day of the coming items the totals show: the bimester end + 5 days, as Home's calendar. */
  horizon: string;
  /** Configuration 4. */
  maxAbsences: number;
  /** max(1, configuration 4 − 5): from here a student is at risk of dropping out (spec 02 §9). */
  riskFrom: number;
  /** Configuration 27. */
  minEfficiency: number;
  /** Configuration 6. */
  daysToModifyGoals: number;
  /** The exam of the traffic light and the exam totals (the next one unless asked), null when there is none. */
  exam: { id: number; name: string; date: string; is_black_belt: boolean } | null;
  /** The items asked for (exam_id, event_id, tournament_id): the only one of their kind in the totals. */
  asked: { exam: number | null; event: number | null; tournament: number | null };
};

/** The cards asked for: doyangs by their own students, and the general direction's (23) as the whole network. */
export type Cards = { own: number[]; network: boolean };

export const cardsOf = (ids: readonly number[], networkAllowed: boolean): Cards => ({
  own: ids.filter((id) => id !== GENERAL_DIRECTION_DOYANG_ID || !networkAllowed),
  network: networkAllowed && ids.includes(GENERAL_DIRECTION_DOYANG_ID),
});

/**
 * Rows of `inner` (which has a `doyang_id` column and `cols`) for the asked cards: the own doyangs' rows as they are,
 * and, for the network card, every row again under doyang 23. Without the network card the doyang filter reaches the
 * scans; with it the rows are computed once and each is given to its doyang's card (when asked) and to the network's.
 */
export function perCard(inner: SQL, cols: readonly string[], cards: Cards): SQL {
  const rest = sql.raw(cols.map((c) => `b.${c}`).join(', '));
  const own = sqlArray(cards.own, 'int');
  if (!cards.network) return sql`select b.doyang_id, ${rest} from (${inner}) b where b.doyang_id = any(${own})`;
  return sql`select x.card as doyang_id, ${rest} from (${inner}) b
    cross join lateral (select b.doyang_id as card where b.doyang_id = any(${own})
      union all select ${GENERAL_DIRECTION_DOYANG_ID}::int) x`;
}

/**
 * Aggregates of `inner`'s rows (which have a `doyang_id` column and the `keys`) per asked card and key: `select` is
 * the aggregate list (count(*), count(*) filter …) over `b`. The network card's aggregates are a grouping set of
 * their own, so each row is counted once for its doyang and once for the network without being copied (perCard's
 * copy doubled the rows every count of the network card went through).
 */
export function countedPerCard(inner: SQL, keys: readonly string[], select: SQL, cards: Cards): SQL {
  const own = sqlArray(cards.own, 'int');
  const keyList = keys.map((k) => sql.raw(`b.${k}`));
  const keyCols = keyList.length ? sql`, ${sql.join(keyList, sql`, `)}` : sql``;
  if (!cards.network) {
    return sql`select b.doyang_id${keyCols}, ${select} from (${inner}) b where b.doyang_id = any(${own})
      group by b.doyang_id${keyCols}`;
  }
  const rest = keyList.length ? sql`(${sql.join(keyList, sql`, `)})` : sql`()`;
  return sql`select case when grouping(b.doyang_id) = 1 then ${GENERAL_DIRECTION_DOYANG_ID}::int else b.doyang_id end as doyang_id
      ${keyCols}, ${select}
    from (${inner}) b
    group by grouping sets ((b.doyang_id${keyCols}), ${rest})
    having grouping(b.doyang_id) = 1 or b.doyang_id = any(${own})`;
}

/** The columns every kind answers, besides doyang_id. */
export const BEHIND_COLUMNS = ['user_id', 'date', 'reasons', 'grp', 'n'] as const;

export type BehindFilter = { colour?: ReadinessColour | null; beltGroup?: BeltGroup | null };

const STUDENT = sql`u.role_id = ${ROLES.ALUMNO} and u.active`;
const NO_REASONS = sql`array[]::text[]`;

/**
 * The kinds that are the students themselves, by a condition on `u` (users) and `t.tab` (their insurance list), within
 * the active students: the drill-down lists filter by it, and the card counts every one of them in one pass over the
 * students (`userKindCountsSql`), each `count(*) filter (where <the same condition>)`.
 */
const USER_KINDS = {
  active: () => sql`true`,
  debtors: (f: Frame) => debtorSql(f.today),
  insured: () => sql`(not u.is_prospect and t.tab = 'insuranced')`,
  rejected_insurance: () => sql`(not u.is_prospect and t.tab = 'rejected')`,
  uninsured: () => sql`(not u.is_prospect and t.tab not in ('insuranced', 'rejected'))`,
} as const;
export type UserKind = keyof typeof USER_KINDS;
export const USER_KIND_NAMES = Object.keys(USER_KINDS) as UserKind[];

/** The active students with their insurance list (`t.tab`): what USER_KINDS' conditions read. */
const studentsWithTab = (f: Frame) =>
  sql`users u cross join lateral (select ${insuranceTabSql(f.today)} as tab) t where ${STUDENT}`;

/** One row per active student (doyang_id and a flag per user kind): the card counts each flag (per card, perCard). */
export function userKindFlagsSql(f: Frame): SQL {
  const flags = USER_KIND_NAMES.map((k) => sql`(${USER_KINDS[k](f)}) as ${sql.identifier(`is_${k}`)}`);
  return sql`select u.doyang_id, ${sql.join(flags, sql`, `)} from ${studentsWithTab(f)}`;
}

/** Inscriptions (stays begun) whose date falls in the window, by the doyang the stay began at. */
const inscriptions = (from: string, to: string) => sql`select e.doyang_id, e.user_id, e.enrollment_date::text as date,
    array[case when u.enrollment_date < e.enrollment_date then 'Reinscripción' else 'Nuevo ingreso' end]::text[] as reasons,
    null::text as grp, null::int as n
  from enrollments e join users u on u.id = e.user_id and u.role_id = ${ROLES.ALUMNO}
  where e.enrollment_date between ${from}::date and ${to}::date`;

/**
 * The rows of one kind: (doyang_id, user_id, date, reasons, grp, n) over every doyang. `grp` splits a kind's count
 * (traffic light colour, belt group, insurance list) and `n` carries a number the reason is written from.
 */
export function behindSql(kind: DashboardStudentKind, f: Frame, o: BehindFilter = {}): SQL {
  switch (kind) {
    case 'active':
      return sql`select u.doyang_id, u.id as user_id, u.enrollment_date::text as date, ${NO_REASONS} as reasons,
          null::text as grp, null::int as n
        from ${studentsWithTab(f)} and ${USER_KINDS.active()}`;
    case 'daily_inscriptions':
      return inscriptions(f.today, f.today);
    case 'bimester_inscriptions':
      return inscriptions(f.bimesterStart, f.bimesterEnd);
    case 'bimester_disenrolls':
      // A stay closed in the bimester counts for the doyang the student left (theirs now, or where the stay began).
      return sql`select coalesce(u.doyang_id, e.doyang_id) as doyang_id, e.user_id, e.disenroll_date::text as date,
          ${NO_REASONS} as reasons, null::text as grp, null::int as n
        from enrollments e join users u on u.id = e.user_id and u.role_id = ${ROLES.ALUMNO}
        where e.disenroll_date between ${f.bimesterStart}::date and ${f.bimesterEnd}::date`;
    case 'risk':
      // Consecutive absences as the attendance roster counts them (attendance-roster.queries.ts): absences since the
      // last day marked present or late, across the student's groups, absences on no-class days aside. Set-based:
      // only students with at least `riskFrom` absences at all can be at risk (read off the absences' partial index),
      // their last present day is one probe each on the present marks' index, and their absences since then are
      // counted in one join — not two probes for every active student (about half the network card's time).
      return sql`select c.doyang_id, c.user_id, c.last_present::text as date, ${NO_REASONS} as reasons,
          null::text as grp, count(*)::int as n
        from (select u.doyang_id, u.id as user_id, lp.last_present
          from (select a.user_id from assistances a where a.type = 'F' and not a.is_kyosa and a.date <= ${f.today}::date
            group by a.user_id having count(*) >= ${f.riskFrom}::int) cand
          join users u on u.id = cand.user_id and ${STUDENT}
          cross join lateral (select max(b.date) as last_present from assistances b
            where b.user_id = u.id and not b.is_kyosa and b.type <> 'F' and b.date <= ${f.today}::date) lp) c
        join assistances a on a.user_id = c.user_id and a.type = 'F' and not a.is_kyosa and a.date <= ${f.today}::date
          and a.date > coalesce(c.last_present, '0001-01-01'::date) and not ${onHolidaySql('a')}
        group by c.doyang_id, c.user_id, c.last_present
        having count(*) >= ${f.riskFrom}::int`;
    case 'debtors':
      return sql`select u.doyang_id, u.id as user_id, ${firstUncoveredSql}::text as date, ${NO_REASONS} as reasons,
          null::text as grp, null::int as n
        from ${studentsWithTab(f)} and ${USER_KINDS.debtors(f)}`;
    case 'insured':
      return sql`select u.doyang_id, u.id as user_id, u.insurance_date::text as date,
          array[concat('Póliza ', u.insurance_number)]::text[] as reasons, null::text as grp, null::int as n
        from ${studentsWithTab(f)} and ${USER_KINDS.insured()}`;
    case 'rejected_insurance':
      return sql`select u.doyang_id, u.id as user_id, (u.rejected_insurance_at at time zone ${f.timeZone})::date::text as date,
          ${NO_REASONS} as reasons, null::text as grp, null::int as n
        from ${studentsWithTab(f)} and ${USER_KINDS.rejected_insurance()}`;
    case 'uninsured':
      return sql`select u.doyang_id, u.id as user_id, null::text as date, ${NO_REASONS} as reasons, t.tab as grp, null::int as n
        from ${studentsWithTab(f)} and ${USER_KINDS.uninsured()}`;
    case 'month_birthdays':
      return sql`select u.doyang_id, u.id as user_id,
          concat(extract(year from ${f.today}::date)::int, to_char(u.birth_date, '-MM-DD')) as date, ${NO_REASONS} as reasons,
          null::text as grp, (extract(year from ${f.today}::date) - extract(year from u.birth_date))::int as n
        from users u where ${STUDENT} and extract(month from u.birth_date) = extract(month from ${f.today}::date)`;
    case 'black_belt_prospects':
      return sql`select p.doyang_id, p.user_id, x.date::text as date, array[x.name]::text[] as reasons,
          null::text as grp, x.id as n
        from exam_prospects p join exams x on x.id = p.exam_id
        where x.is_black_belt and x.active and x.date >= ${f.today}::date`;
    case 'traffic_light':
      return sql`select t.doyang_id, t.user_id, null::text as date, t.reasons, t.colour::text as grp, null::int as n
        from traffic_light_results t
        where t.exam_id = ${f.exam?.id ?? null}::int and (${o.colour ?? null}::text is null or t.colour = ${o.colour ?? null}::text)`;
    case 'belt':
      return sql`select u.doyang_id, u.id as user_id, null::text as date, ${NO_REASONS} as reasons, dg.belt_group::text as grp,
          null::int as n
        from users u join degrees dg on dg.id = u.degree_id
        where ${STUDENT} and (${o.beltGroup ?? null}::text is null or dg.belt_group = ${o.beltGroup ?? null}::text)`;
  }
}

/** The reasons a row carries: those the statement wrote, and those written here from its number or list. */
export function reasonsOf(
  kind: DashboardStudentKind,
  f: Frame,
  row: { reasons: string[]; grp: string | null; n: number | null; date: string | null },
): string[] {
  switch (kind) {
    case 'risk':
      return [riskReason(row.n ?? 0, f.maxAbsences, f.riskFrom)];
    case 'debtors':
      return [`Mensualidades pendientes desde ${formatMonthYear(row.date)}`];
    case 'uninsured':
      return [INSURANCE_TAB_LABELS[row.grp as InsuranceTab] ?? ''];
    case 'month_birthdays':
      return [`Cumple ${row.n} años`];
    default:
      return row.reasons ?? [];
  }
}

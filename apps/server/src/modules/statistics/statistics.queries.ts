import {
  addMonths,
  averageFee,
  breakEvenPoint,
  byMonth,
  type Cents,
  type DoyangStatisticsAnswer,
  disenrollmentsCurve,
  expensesMidpoint,
  type FeeGroup,
  fixedIncome,
  fromCents,
  GENERAL_DIRECTION_DOYANG_ID,
  lastMonths,
  monthsBetween,
  ROLES,
  STATISTICS_DEFAULT_MONTHS,
  toCents,
} from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { configurationSql, configurationValues } from '../../shared/configuration-values.ts';

// Statistics of a doyang (spec 03 §3, §7; issue 27, docs/decisions.md 'Issue 27 — Statistics'): one statement per
// series, each grouped by month over the window, for one doyang or (the general direction's doyang 23) the network.

export type StatisticsOptions = {
  /** Today in APP_TIMEZONE (the window ends with its month; payment_day_totals' days are of that zone). */
  today: string;
  /** Only the current bimester's months (configuration 1–2), the 'Este bimestre' switch. */
  bimesterOnly?: boolean;
  /** How many months back when not the bimester (default 12). */
  months?: number;
};

/** The doyangs a statistics request reads: the one asked, or every doyang for the general direction's (null). */
export const statisticsDoyangs = (doyangId: number): number[] | null =>
  doyangId === GENERAL_DIRECTION_DOYANG_ID ? null : [doyangId];

/** `column` is one of the doyangs (true for the network). */
export const ofDoyangs = (column: SQL, ids: number[] | null): SQL => (ids === null ? sql`true` : sql`${column} = ${ids[0]}`);

/** The window's months: the bimester's (configuration 1–2, today's month when unset) or the last `months`. */
async function windowMonths(db: Db, o: StatisticsOptions): Promise<string[]> {
  if (!o.bimesterOnly) return lastMonths(o.today, o.months ?? STATISTICS_DEFAULT_MONTHS);
  const c = await configurationValues(db, ['bimesterStart', 'bimesterEnd']);
  const start = c.bimesterStart?.slice(0, 10);
  const end = c.bimesterEnd?.slice(0, 10);
  const valid = (d: string | undefined): d is string => !!d && /^\d{4}-\d{2}-\d{2}$/.test(d);
  if (!valid(start) || !valid(end) || end < start) return lastMonths(o.today, 1);
  return monthsBetween(start, end);
}

const cents = (value: string | null | undefined): Cents => (value ? toCents(value) : 0);

type Money = { m: string; total: string; fixed: string };
type Counts = { m: string; inscriptions: number; disenrollments: number };
type Fee = { m: string; total: string };
type Group = {
  fee: string | null;
  is_scholarshiped: boolean;
  scholarship_percentage: number | null;
  students: number;
  max: string | null;
};

/** The statistics of a doyang (or of the network for doyang 23) over the window. */
export async function doyangStatistics(db: Db, doyangId: number, o: StatisticsOptions): Promise<DoyangStatisticsAnswer> {
  const ids = statisticsDoyangs(doyangId);
  const months = await windowMonths(db, o);
  const from = `${months[0]}-01`;
  const until = addMonths(`${months.at(-1)}-01`, 1); // the first day after the window

  const [expenses, counts, fees, groups, parents] = await Promise.all([
    rows<Money>(
      db,
      sql`select to_char(x.date, 'YYYY-MM') as m, sum(x.amount)::text as total,
          coalesce(sum(x.amount) filter (where x.is_fixed_expense), 0)::text as fixed
        from expenses x where ${ofDoyangs(sql`x.doyang_id`, ids)} and x.date >= ${from}::date and x.date < ${until}::date
        group by 1`,
    ),
    // A stay that began in the month is an inscription, one that ended a disenrollment (enrollments, spec 02 §4).
    rows<Counts>(
      db,
      sql`select m, sum(i)::int as inscriptions, sum(d)::int as disenrollments from (
          select to_char(e.enrollment_date, 'YYYY-MM') as m, 1 as i, 0 as d from enrollments e
            where ${ofDoyangs(sql`e.doyang_id`, ids)} and e.enrollment_date >= ${from}::date and e.enrollment_date < ${until}::date
          union all
          select to_char(e.disenroll_date, 'YYYY-MM'), 0, 1 from enrollments e
            where ${ofDoyangs(sql`e.doyang_id`, ids)} and e.disenroll_date >= ${from}::date and e.disenroll_date < ${until}::date
        ) x group by m`,
    ),
    // Monthly fees (concept 5) from INGRESOS' day totals (payment_day_totals, kept by triggers): the same sums INGRESOS
    // shows for those days, a cancelled receipt's reversal line netted on the day it was cancelled.
    rows<Fee>(
      db,
      sql`select to_char(t.day, 'YYYY-MM') as m, sum(t.amount)::text as total
        from payment_day_totals t
        where ${ofDoyangs(sql`t.doyang_id`, ids)} and t.payment_concept_id = 5
          and t.day >= ${from}::date and t.day < ${until}::date
        group by 1`,
    ),
    // The active students by the fee they pay: the doyang's monthly fee, else its category's (as the sale prices it).
    rows<Group>(
      db,
      sql`select coalesce(d.monthly_fee, c.monthly_fee_price)::text as fee, u.is_scholarshiped,
          u.scholarship_percentage, count(*)::int as students, ${configurationSql('maxScholarship')} as max
        from users u join doyangs d on d.id = u.doyang_id left join doyang_categories c on c.id = d.doyang_category_id
        where u.role_id = ${ROLES.ALUMNO} and u.active and not u.is_prospect and ${ofDoyangs(sql`u.doyang_id`, ids)}
        group by 1, 2, 3`,
    ),
    rows<{ id: number; name: string }>(db, sql`select id, name from parent_events order by name, id`),
  ]);

  const expensesOf = new Map(expenses.map((r) => [r.m, cents(r.total)]));
  const monthlyExpenses = months.map((m) => expensesOf.get(m) ?? 0);
  const countsOf = new Map(counts.map((r) => [r.m, r]));
  const inscriptions = byMonth(months, new Map(counts.map((r) => [r.m, Number(r.inscriptions)])), 0);
  const feeGroups: FeeGroup[] = groups.map((g) => ({
    fee: cents(g.fee),
    is_scholarshiped: g.is_scholarshiped,
    scholarship_percentage: g.scholarship_percentage,
    students: Number(g.students),
  }));
  const income = fixedIncome(feeGroups, groups[0]?.max ?? null);
  const midpoint = expensesMidpoint(monthlyExpenses);
  const pesosByMonth = (pairs: [string, string][]) =>
    byMonth(months, new Map(pairs.map(([m, v]) => [m, fromCents(cents(v))])), '0.00');

  return {
    id: doyangId,
    network: ids === null,
    bimester_only: !!o.bimesterOnly,
    months,
    statistics_expenses_by_month: pesosByMonth(expenses.map((r) => [r.m, r.total])),
    statistics_fixed_expenses_by_month: pesosByMonth(expenses.map((r) => [r.m, r.fixed])),
    statistics_inscriptions_by_month: inscriptions,
    statistics_disenrollments_by_month: Object.fromEntries(months.map((m) => [m, Number(countsOf.get(m)?.disenrollments ?? 0)])),
    statistics_disenrollments_chart_by_month: Object.fromEntries(
      months.map((m) => [m, disenrollmentsCurve(inscriptions[m] ?? 0)]),
    ),
    statistics_monthly_fees_by_month: pesosByMonth(fees.map((r) => [r.m, r.total])),
    expenses_midpoint: fromCents(midpoint),
    fixed_income: fromCents(income.fixed_income),
    paying_students: income.paying_students,
    average_fee: fromCents(averageFee(income)),
    break_even_point: breakEvenPoint(midpoint, income),
    parent_events: parents.map((p) => ({ id: Number(p.id), name: p.name })),
  };
}

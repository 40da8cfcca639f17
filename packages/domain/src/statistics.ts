import { type Cents, percentOf } from './money.ts';
import { scholarshipPercent } from './pos/monthly-fees.ts';
import { addMonths, monthStart } from './students.ts';

// Statistics of a doyang (spec 03 §2, §3 'Statistics (on doyang)', §9; issue 27): the months shown, what the active
// students' monthly fees bring (fixed income), the average monthly expenses (expenses midpoint), the break-even point
// and the spec's disenrollments curve. Money in integer cents; the server adds up the rows, these rules do the rest.

/** The statistics window when the 'Este bimestre' switch is off: the last twelve months, this one included. */
export const STATISTICS_DEFAULT_MONTHS = 12;
/** At most three years of months on the charts (`months=`). */
export const STATISTICS_MAX_MONTHS = 36;
/** Spec 03 §9: the statistics attendance table shows 10 rows a page. */
export const STATISTICS_ATTENDANCE_PAGE_SIZE = 10;

/**
 * Spec 03 §9: 'Chart colours cycle through ten.' One palette for every chart of the product (MUI's blue-first
 * categorical order, darkened where a bar on white needed 3:1 contrast).
 */
export const CHART_COLORS = [
  '#1565c0',
  '#e65100',
  '#2e7d32',
  '#c62828',
  '#6a1b9a',
  '#4e342e',
  '#ad1457',
  '#546e7a',
  '#827717',
  '#00838f',
] as const;

/** The colour of the n-th series or bar (0-based), cycling through the ten. */
export const chartColor = (index: number): string =>
  CHART_COLORS[((index % CHART_COLORS.length) + CHART_COLORS.length) % CHART_COLORS.length];

/** 'YYYY-MM' of a day or month. */
export const monthKey = (day: string): string => day.slice(0, 7);

/** The month keys from `from`'s month to `to`'s month, both included (empty when `to` is before `from`). */
export function monthsBetween(from: string, to: string): string[] {
  const keys: string[] = [];
  const last = monthKey(to);
  for (let m = monthStart(from); monthKey(m) <= last && keys.length < 1200; m = addMonths(m, 1)) keys.push(monthKey(m));
  return keys;
}

/** The last `count` months ending with today's, oldest first. */
export function lastMonths(today: string, count: number = STATISTICS_DEFAULT_MONTHS): string[] {
  const n = Math.max(1, Math.min(STATISTICS_MAX_MONTHS, Math.trunc(count)));
  return monthsBetween(addMonths(monthStart(today), -(n - 1)), today);
}

/** A series keyed by every month of the window: the months without rows are zero. */
export function byMonth<T>(months: readonly string[], found: ReadonlyMap<string, T>, zero: T): Record<string, T> {
  return Object.fromEntries(months.map((m) => [m, found.get(m) ?? zero]));
}

/**
 * Spec 03 §9: 'Disenrollments chart = inscriptions ÷ 10 rounded down.' The spec defines the Bajas curve from the
 * inscriptions, not from the disenrollments recorded; the screen draws it as written and the real disenrollments
 * beside it (docs/decisions.md, issue 27 — Statistics).
 */
export const disenrollmentsCurve = (inscriptions: number): number => Math.floor(Math.max(0, inscriptions) / 10);

/** The monthly fee a student pays: the doyang's fee less their scholarship (at most configuration 30), as the sale prices it. */
export function studentMonthlyFee(
  fee: Cents,
  student: { is_scholarshiped: boolean | null; scholarship_percentage: number | string | null },
  maxScholarshipPercent: string | number | null,
): Cents {
  if (fee <= 0) return 0;
  return fee - percentOf(fee, scholarshipPercent(student, true, maxScholarshipPercent));
}

/** Active students of a doyang grouped by what they pay: the doyang's fee and a scholarship percent, and how many. */
export type FeeGroup = {
  fee: Cents;
  is_scholarshiped: boolean;
  scholarship_percentage: number | null;
  students: number;
};

export type FixedIncome = {
  /** What the active students' monthly fees bring in a month. */
  fixed_income: Cents;
  /** Students whose fee is above zero (a full scholarship or a doyang without a fee pays nothing). */
  paying_students: number;
};

/** Fixed income (spec 03 §3): the sum over the active students of the monthly fee each pays. */
export function fixedIncome(groups: readonly FeeGroup[], maxScholarshipPercent: string | number | null): FixedIncome {
  let income = 0;
  let paying = 0;
  for (const g of groups) {
    const each = studentMonthlyFee(g.fee, g, maxScholarshipPercent);
    if (each <= 0 || g.students <= 0) continue;
    income += each * g.students;
    paying += g.students;
  }
  return { fixed_income: income, paying_students: paying };
}

/** Expenses midpoint (spec 03 §3): the average monthly expenses over the window's months, to the cent (half up). */
export function expensesMidpoint(monthly: readonly Cents[]): Cents {
  if (!monthly.length) return 0;
  const total = monthly.reduce((a, b) => a + b, 0);
  return Math.round(total / monthly.length);
}

/** The average monthly fee of the paying students, to the cent; 0 without paying students. */
export const averageFee = (income: FixedIncome): Cents =>
  income.paying_students > 0 ? Math.round(income.fixed_income / income.paying_students) : 0;

/**
 * The break-even point: how many paying students at the average fee cover the expenses midpoint, rounded up
 * (midpoint × paying ÷ income, in integers so no float rounds 3.0000001 up to 4). Zero expenses need nobody (0);
 * without any fee coming in no number of students covers them (null: 'sin punto de equilibrio').
 */
export function breakEvenPoint(midpoint: Cents, income: FixedIncome): number | null {
  if (midpoint <= 0) return 0;
  if (income.fixed_income <= 0 || income.paying_students <= 0) return null;
  const numerator = BigInt(midpoint) * BigInt(income.paying_students);
  const denominator = BigInt(income.fixed_income);
  return Number((numerator + denominator - 1n) / denominator);
}

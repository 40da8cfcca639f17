import { z } from 'zod';
import { paged } from './answers.ts';
import { namedAnswer } from './users-answers.ts';

// Statistics of a doyang (spec 03 §2, §3 'Statistics (on doyang)', §7 'Statistics'; issue 27). Keys of every series are
// 'YYYY-MM', each month of the window present (zero when nothing happened). Money is pesos as text ('1250.00').

const pesos = z.string();
const count = z.number().int();
const pesosByMonth = z.record(z.string(), pesos);
const countByMonth = z.record(z.string(), count);

/** The five names spec 03 §7 appends to the doyang's show (`GET /api/doyangs/{id}?append=…`). */
export const STATISTICS_APPENDS = [
  'statistics_expenses_by_month',
  'statistics_inscriptions_by_month',
  'statistics_monthly_fees_by_month',
  'expenses_midpoint',
  'fixed_income',
] as const;

/** What the doyang's show adds with those appends (each only when asked). */
export const doyangStatisticsAppends = {
  statistics_expenses_by_month: pesosByMonth.optional(),
  statistics_inscriptions_by_month: countByMonth.optional(),
  statistics_monthly_fees_by_month: pesosByMonth.optional(),
  expenses_midpoint: pesos.optional(),
  fixed_income: pesos.optional(),
} satisfies z.ZodRawShape;

/** GET /api/doyangs/{id}/statistics: the statistics screen's numbers and series. */
export const doyangStatisticsAnswer = z
  .object({
    id: z.number(),
    /** True for the general direction's doyang (23): the whole network's numbers. */
    network: z.boolean(),
    bimester_only: z.boolean(),
    /** The window's months, oldest first. */
    months: z.array(z.string()),
    statistics_expenses_by_month: pesosByMonth,
    /** The part of each month's expenses marked fixed (is_fixed_expense). */
    statistics_fixed_expenses_by_month: pesosByMonth,
    statistics_inscriptions_by_month: countByMonth,
    /** The stays that ended in each month (the real disenrollments). */
    statistics_disenrollments_by_month: countByMonth,
    /** Spec 03 §9's Bajas curve: each month's inscriptions ÷ 10, rounded down. */
    statistics_disenrollments_chart_by_month: countByMonth,
    /** Monthly fees (concept 5) received, a cancelled receipt netted in the month it was sold. */
    statistics_monthly_fees_by_month: pesosByMonth,
    expenses_midpoint: pesos,
    fixed_income: pesos,
    /** Active students whose monthly fee is above zero, and the average of those fees. */
    paying_students: count,
    average_fee: pesos,
    /** Paying students needed for the fees to cover the expenses midpoint; null when no fee comes in. */
    break_even_point: count.nullable(),
    /** The parent events the Eventos tab chooses from. */
    parent_events: z.array(namedAnswer),
  })
  .meta({ id: 'DoyangStatistics' });
export type DoyangStatisticsAnswer = z.infer<typeof doyangStatisticsAnswer>;

/** One event of the parent event, with how many of the doyang's people attended and how many of them as prospects. */
export const statisticsEventAnswer = z.object({
  event_id: z.number(),
  event_name: z.string(),
  date: z.string(),
  parsed_date: z.string(),
  count,
  prospects: count,
});
export type StatisticsEventAnswer = z.infer<typeof statisticsEventAnswer>;

/** A row of the attendance table: a student and the parent's events they attended (ids of `events`). */
export const statisticsAttendanceRow = z.object({
  user_id: z.number(),
  full_name: z.string(),
  attended: z.array(z.number()),
});
export type StatisticsAttendanceRow = z.infer<typeof statisticsAttendanceRow>;

/** GET /api/doyangs/{id}/statistics/attendance: the Eventos tab for one parent event, the table 10 a page. */
export const statisticsAttendanceAnswer = paged(statisticsAttendanceRow).extend({
  events: z.array(statisticsEventAnswer),
});
export type StatisticsAttendanceAnswer = z.infer<typeof statisticsAttendanceAnswer>;

import { hourMinute, parseYmd } from './dates.ts';
import { ROLES } from './enums.ts';
import { addDays } from './students.ts';

// Doyang groups: who may run one, and how its week reads (json_week: monday 0 .. sunday 6, spec 02 §3).

/** Roles offered as a group's responsible (spec 02 §6). */
export const GROUP_RESPONSIBLE_ROLES: readonly number[] = [
  ROLES.PROFESOR_CERTIFICADO,
  ROLES.PROFESOR,
  ROLES.DIRECTOR_GENERAL,
  ROLES.DIRECTOR_TECNICO,
];

/** Weekday abbreviations, monday first (the same as the students CSV). */
export const WEEK_DAYS = ['L', 'MA', 'MI', 'J', 'V', 'S', 'D'] as const;

/** 'L, MI, V' — the list groups rows by this summary. */
export function weekSummary(week: readonly boolean[] | null | undefined): string {
  return (week ?? []).flatMap((on, i) => (on && WEEK_DAYS[i] ? [WEEK_DAYS[i]] : [])).join(', ');
}

/** '16:00–17:00 L, MI, V' */
export function scheduleText(
  begins: string | null | undefined,
  ends: string | null | undefined,
  week: readonly boolean[] | null | undefined,
) {
  const hours = begins || ends ? `${hourMinute(begins)}–${hourMinute(ends)}` : '';
  return [hours, weekSummary(week)].filter(Boolean).join(' ');
}

/** Monday 0 .. sunday 6 of a 'YYYY-MM-DD' date. */
export function weekdayIndex(date: string): number {
  const p = parseYmd(date);
  if (!p) throw new Error(`not a date: ${date}`);
  return (new Date(Date.UTC(p.y, p.m - 1, p.d)).getUTCDay() + 6) % 7;
}

export function hasClassOn(week: readonly boolean[] | null | undefined, date: string): boolean {
  return week?.[weekdayIndex(date)] === true;
}

/** The group's last class day on or before `date` (within a week), or null for a group with no class day. */
export function lastClassDay(week: readonly boolean[] | null | undefined, date: string): string | null {
  for (let back = 0; back < 7; back++) {
    const day = addDays(date, -back);
    if (hasClassOn(week, day)) return day;
  }
  return null;
}

/** The form's weekday checkboxes, monday (json_week[0]) to sunday (6). */
export const WEEK_DAY_NAMES = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;

/**
 * DoyangGroupIndex order (spec 02 §2: by start time, grouped by week summary): groups with a class on
 * monday first, then tuesday…, so each week summary is one block; inside a block by start time.
 * SQL twin: `weekOrderSql` in the groups resource, kept equal by an API test.
 */
export function weekOrderKey(week: readonly boolean[] | null | undefined, begins: string | null | undefined): string {
  const days = Array.from({ length: 7 }, (_, i) => (week?.[i] === true ? '0' : '1')).join('');
  return `${days}${hourMinute(begins)}`;
}

export type WeekBlock<T> = { summary: string; rows: T[] };

/** Consecutive rows with the same week summary, as the list shows them under one sub-header. */
export function blocksByWeek<T extends { json_week?: readonly boolean[] | null }>(rows: readonly T[]): WeekBlock<T>[] {
  const blocks: WeekBlock<T>[] = [];
  for (const row of rows) {
    const summary = weekSummary(row.json_week);
    const last = blocks.at(-1);
    if (last && last.summary === summary) last.rows.push(row);
    else blocks.push({ summary, rows: [row] });
  }
  return blocks;
}

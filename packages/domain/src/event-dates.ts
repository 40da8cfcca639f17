import { parseYmd } from './dates.ts';

// Calendar days of events (spec 03 §4): dates are 'YYYY-MM-DD' days, compared as text, never as instants.

const day = (value: string | null | undefined): string | null => (parseYmd(value) ? (value as string).slice(0, 10) : null);

/** An event is over from its own day on (spec 03 §4: "today is on or after its date"); an event without a date is not. */
export function eventHasPassed(eventDate: string | null | undefined, today: string): boolean {
  const date = day(eventDate);
  return date !== null && today.slice(0, 10) >= date;
}

const dayNumber = (value: string): number => {
  const p = parseYmd(value);
  if (!p) throw new RangeError(`not a date: ${value}`);
  return Date.UTC(p.y, p.m - 1, p.d) / 86_400_000;
};

/** Calendar days from the date to the end date, both counted; 1 when there is no end or it comes before the date. */
export function spanningDays(date: string, endDate: string | null | undefined): number {
  const start = dayNumber(date);
  const end = day(endDate);
  if (end === null) return 1;
  return Math.max(1, dayNumber(end) - start + 1);
}

/** The date falls in today's calendar year. */
export function isThisYear(date: string | null | undefined, today: string): boolean {
  const p = parseYmd(date);
  const t = parseYmd(today);
  return p !== null && t !== null && p.y === t.y;
}

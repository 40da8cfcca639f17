// Dates travel as 'YYYY-MM-DD' strings (SQL `date`); these helpers never shift them through time zones.

export const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;
export const MONTH_ABBR = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'] as const;

type Ymd = { y: number; m: number; d: number };

export function parseYmd(value: string | null | undefined): Ymd | null {
  // /^(\d{4})-(\d{2})-(\d{2})/ read character by character: the traffic light parses a few dates for each of
  // 20,000 students, and a regular expression's match arrays were a good part of its time.
  if (typeof value !== 'string' || value.length < 10) return null;
  let y = 0;
  let m = 0;
  let d = 0;
  for (let i = 0; i < 10; i++) {
    const c = value.charCodeAt(i);
    if (i === 4 || i === 7) {
      if (c !== 45) return null;
      continue;
    }
    const digit = c - 48;
    if (digit < 0 || digit > 9) return null;
    if (i < 4) y = y * 10 + digit;
    else if (i < 7) m = m * 10 + digit;
    else d = d * 10 + digit;
  }
  return { y, m, d };
}

/** 'DD/MON/YYYY' with the uppercase Spanish month abbreviation, e.g. 05/MAR/2019. */
export function formatDayMonYear(value: string | null | undefined): string {
  const p = parseYmd(value);
  if (!p) return '';
  return `${String(p.d).padStart(2, '0')}/${MONTH_ABBR[p.m - 1]}/${p.y}`;
}

/** 'MON/YYYY' (a month, e.g. the inscription record: 03/2019 reads MAR/2019). */
export function formatMonYear(value: string | null | undefined): string {
  const p = parseYmd(value);
  return p ? `${MONTH_ABBR[p.m - 1]}/${p.y}` : '';
}

/** 'DD/MON' (a birthday this month). */
export function formatDayMon(value: string | null | undefined): string {
  const p = parseYmd(value);
  return p ? `${String(p.d).padStart(2, '0')}/${MONTH_ABBR[p.m - 1]}` : '';
}

/** Whole years between a date and today (both 'YYYY-MM-DD'). */
export function ageInYears(from: string | null | undefined, today: string): number | null {
  const a = parseYmd(from);
  const b = parseYmd(today);
  if (!a || !b) return null;
  let years = b.y - a.y;
  if (b.m < a.m || (b.m === a.m && b.d < a.d)) years -= 1;
  return Math.max(0, years);
}

/** Today's date in Mexico City as 'YYYY-MM-DD'. */
/** The product's calendar is Mexico City's (spec 01). */
export const APP_TIME_ZONE = 'America/Mexico_City';

/** One formatter per zone: making an Intl.DateTimeFormat costs more than a request's whole answer (issue 24's bench). */
const ymdFormats = new Map<string, Intl.DateTimeFormat>();

export function todayYmd(now: Date = new Date(), timeZone = APP_TIME_ZONE): string {
  let format = ymdFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    ymdFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** 'HH:MM' of a stored time of day ('09:00:00' → '09:00'); '' when there is none. */
export const hourMinute = (time: string | null | undefined): string => (time ? time.slice(0, 5) : '');

const DAY_MINUTES = 24 * 60;

/** Minutes after midnight of 'HH:MM' or 'HH:MM:SS' (seconds dropped: schedules are read to the minute). */
export function clockMinutes(time: string): number {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  const h = Number(match?.[1]);
  const m = Number(match?.[2]);
  if (!match || h > 23 || m > 59 || Number(match[3] ?? 0) > 59) throw new RangeError(`not a time of day: ${time}`);
  return h * 60 + m;
}

/** 'HH:MM' on the 24-hour clock; a schedule that runs past midnight reads on from 00:00, never '24:30'. */
export function clockText(minutes: number): string {
  const m = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export type ConsecutiveTime = { id: number; start_time: string; end_time: string; minutes: number };

/**
 * Items that run one after another from `beginsAt` (exam blocks, a tournament area's schedule): in `order` order (ties
 * keep the given order), each starting where the previous ends and lasting `minutesOf` it.
 */
export function consecutiveTimes<T extends { id: number; order: number }>(
  beginsAt: string,
  items: readonly T[],
  minutesOf: (item: T) => number,
): ConsecutiveTime[] {
  let at = clockMinutes(beginsAt);
  return [...items]
    .sort((a, b) => a.order - b.order)
    .map((item) => {
      const minutes = minutesOf(item);
      const start = at;
      at += minutes;
      return { id: item.id, start_time: clockText(start), end_time: clockText(at), minutes };
    });
}

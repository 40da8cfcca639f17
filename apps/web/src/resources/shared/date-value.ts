import dayjs, { type Dayjs } from 'dayjs';

/** How the API writes a day (SQL `date`). */
export const API_DAY = 'YYYY-MM-DD';
/** How the pickers show a day and a month, whatever the browser's language. */
export const DAY_FORMAT = 'DD/MM/YYYY';
export const MONTH_FORMAT = 'MMMM YYYY';

/**
 * What a form holds while the picker shows a date that is no day (31/02, or a year cut short). Kept apart from
 * null so a half-typed date is refused by the schemas ('La fecha no es válida.') instead of saving as empty.
 */
export const INVALID_DATE = 'fecha-invalida';

// The pickers' calendar covers these years; a year outside them is a slip of the keyboard.
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2099-12-31';

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The picker's value of a stored day: null when empty, an invalid date for anything else that is no day (so
 * the picker keeps what the user is typing). A longer ISO text keeps its calendar day, as the schemas do.
 */
export function toDayjs(value: unknown): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const day = typeof value === 'string' ? value.slice(0, 10) : '';
  const parsed = dayjs(YMD.test(day) ? day : Number.NaN);
  // dayjs rolls 2026-02-30 over to March; the round trip tells a real day.
  return parsed.isValid() && parsed.format(API_DAY) === day ? parsed : dayjs(Number.NaN);
}

/** The stored text of a picked day ('YYYY-MM-DD'), or of its month's first day for a month field. */
export function fromDayjs(value: Dayjs | null, unit: 'day' | 'month' = 'day'): string | null {
  if (value === null) return null;
  if (!value.isValid()) return INVALID_DATE;
  const day = (unit === 'month' ? value.startOf('month') : value).format(API_DAY);
  return day < FIRST_DAY || day > LAST_DAY ? INVALID_DATE : day;
}

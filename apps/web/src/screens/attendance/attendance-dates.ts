import { addDays, formatDayMonYear, MSG, parseYmd, weekdayIndex } from '@doyang/domain';

// The chosen attendance day, readable in Spanish whatever the browser's date input shows (spec 02 §9: DD/MON/YYYY).

const WEEKDAYS = ['LUNES', 'MARTES', 'MIÉRCOLES', 'JUEVES', 'VIERNES', 'SÁBADO', 'DOMINGO'] as const;

/** 'DOMINGO 22/NOV/2026'. */
export function dayLabel(date: string): string {
  if (!parseYmd(date)) return '';
  return `${WEEKDAYS[weekdayIndex(date)]} ${formatDayMonYear(date)}`;
}

/** The day before or after, or null when it leaves the window (min null = no lower limit). */
export function stepDay(date: string, by: 1 | -1, min: string | null, max: string): string | null {
  const next = addDays(date, by);
  if (next > max || (min !== null && next < min)) return null;
  return next;
}

/**
 * Why the day's marks cannot change, the server's own texts: a day ahead of today, or older than the window
 * (`tooOld`: 5 days on the group screen, 3 on the kyosa list). Null inside the window.
 */
export function outsideWindow(
  date: string,
  window: { min_date: string | null; max_date: string },
  tooOld: string,
): string | null {
  if (date > window.max_date) return MSG.attendanceInFuture;
  if (window.min_date !== null && date < window.min_date) return tooOld;
  return null;
}

/** Whether a picked day may carry marks (the same window the server applies). */
export function inWindow(date: string, min: string | null, max: string): boolean {
  return Boolean(parseYmd(date)) && date <= max && (min === null || date >= min);
}

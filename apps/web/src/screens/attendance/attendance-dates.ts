import { addDays, formatDayMonYear, parseYmd, weekdayIndex } from '@doyang/domain';

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

/** Whether a picked day may carry marks (the same window the server applies). */
export function inWindow(date: string, min: string | null, max: string): boolean {
  return Boolean(parseYmd(date)) && date <= max && (min === null || date >= min);
}

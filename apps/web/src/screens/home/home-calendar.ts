import { addDays, type ExamAnswer } from '@doyang/domain';

// Home's calendar (spec 01 §2): the upcoming events and tournaments, and the next exam.

/** One line of 'PRÓXIMOS EVENTOS Y TORNEOS', whatever its kind. */
export type CalendarItem = {
  key: string;
  kind: 'evento' | 'torneo';
  name: string;
  date: string;
  parsed_date: string;
  has_passed: boolean;
};

/** Events shown: from the bimester's start (configuration 1) to its end (configuration 2) plus 5 days. */
export const UPCOMING_DAYS_AFTER_BIMESTER = 5;

export function upcomingWindow(start: string | null, end: string | null): { from_date: string; to_date: string } | null {
  if (!start || !end) return null;
  return { from_date: start.slice(0, 10), to_date: addDays(end.slice(0, 10), UPCOMING_DAYS_AFTER_BIMESTER) };
}

/** Passed ones last, then by date, then by name. */
export function sortUpcoming<T extends Pick<CalendarItem, 'has_passed' | 'date' | 'name'>>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => Number(a.has_passed) - Number(b.has_passed) || a.date.localeCompare(b.date) || a.name.localeCompare(b.name, 'es'),
  );
}

/** An exam as Home reads it (GET /api/exams with sinodal, venue and blocks). */
export type HomeExam = ExamAnswer;

/**
 * The next exam, as the traffic light reads it (traffic-light.queries.ts): the first active exam dated today or later,
 * black-belt exams aside; ties by id.
 */
export function nextExamOf<T extends Pick<HomeExam, 'id' | 'date' | 'active' | 'is_black_belt'>>(
  exams: readonly T[],
  today: string,
): T | null {
  const ahead = exams.filter((e) => e.active && !e.is_black_belt && e.date.slice(0, 10) >= today);
  ahead.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  return ahead[0] ?? null;
}

/** Where the sinodal lives: their neighbourhood and city as recorded, else their address; '' when nothing is known. */
export function sinodalResidency(sinodal: Partial<NonNullable<HomeExam['sinodal']>> | null | undefined): string {
  if (!sinodal) return '';
  const place = [sinodal.neighborhood, sinodal.city].map((p) => p?.trim()).filter(Boolean);
  return place.length ? place.join(', ') : (sinodal.address?.trim() ?? '');
}

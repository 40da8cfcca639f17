import type { EventCommonAnswer } from '@doyang/domain';
import { useBimester } from '../../resources/doyang-groups/use-bimester.ts';
import { useListAll } from '../../resources/shared/use-list-all.ts';
import { type CalendarItem, type HomeExam, nextExamOf, sortUpcoming, upcomingWindow } from './home-calendar.ts';

type EventRow = EventCommonAnswer;

/**
 * Home's calendar in two requests (spec 01 §7 'Exam index … Event index'): this year's exams from January on (the
 * next exam may fall next year, so no upper bound) with sinodal, venue and blocks, and the events of the bimester's
 * window, and the tournaments of the same window (a third request).
 */
export function useHomeCalendar(today: string) {
  const bimester = useBimester();
  const window = upcomingWindow(bimester.start, bimester.end);
  const events = useListAll<EventRow>('events', { ...window, active: 1, 'orderBy[date]': 'asc' }, window !== null);
  const tournaments = useListAll<EventRow>('tournaments', { ...window, active: 1, 'orderBy[date]': 'asc' }, window !== null);
  const exams = useListAll<HomeExam>('exams', {
    with: 'sinodal,venue,blocks',
    append: 'parsed_date',
    active: 1,
    from_date: `${today.slice(0, 4)}-01-01`,
    'orderBy[date]': 'asc',
  });
  const upcoming: CalendarItem[] = sortUpcoming([
    ...(events.data ?? []).map((e) => ({ ...e, key: `evento-${e.id}`, kind: 'evento' as const })),
    ...(tournaments.data ?? []).map((e) => ({ ...e, key: `torneo-${e.id}`, kind: 'torneo' as const })),
  ]);
  const all = exams.data ?? [];
  return {
    upcoming,
    upcomingPending: window === null || events.isPending || tournaments.isPending,
    exams: all.filter((e) => e.date.slice(0, 4) === today.slice(0, 4)),
    nextExam: nextExamOf(all, today),
    examsPending: exams.isPending,
    failed: events.isError || exams.isError || tournaments.isError,
  };
}

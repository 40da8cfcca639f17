import { type AssistanceMarkAnswer, MEETING_FLAGS, type RosterAnswer, type RosterEntryAnswer } from '@doyang/domain';
import type { MarkChange } from './attendance-types.ts';

// How the screen changes its cached roster page without reloading it: one row at a time, with the day
// counts moved by the difference between the row's old and new mark (a click is one small request).

type Kind = 'A' | 'R' | 'F' | null;

const kindOf = (row: Pick<RosterEntryAnswer, 'assistance'> | undefined): Kind => row?.assistance?.type ?? null;

/** The counts after one person's mark went from `before` to `after` (attended = A + R; late = R; absent = F). */
export function moveCounts(counts: RosterAnswer['counts'], before: Kind, after: Kind): RosterAnswer['counts'] {
  if (before === after) return counts;
  const next = { ...counts };
  const apply = (k: Kind, by: number) => {
    if (k === null) next.unmarked += by;
    if (k === 'A' || k === 'R') next.attended += by;
    if (k === 'R') next.late += by;
    if (k === 'F') next.absent += by;
  };
  apply(before, -1);
  apply(after, 1);
  return next;
}

/** The page with one row replaced (same id) and the counts moved accordingly; unchanged when the row is not on it. */
export function replaceRow(page: RosterAnswer, row: RosterEntryAnswer): RosterAnswer {
  const at = page.data.findIndex((r) => r.id === row.id);
  if (at < 0) return page;
  const data = page.data.slice();
  const before = kindOf(data[at]);
  data[at] = row;
  return { ...page, data, counts: moveCounts(page.counts, before, kindOf(row)) };
}

/** The page as shown while some marks wait for their answer: those rows as clicked, the counts moved with them. */
export function withPending(page: RosterAnswer, pending: ReadonlyMap<number, RosterEntryAnswer>): RosterAnswer {
  if (!pending.size) return page;
  return page.data.reduce((p, row) => {
    const shown = pending.get(row.id);
    return shown ? replaceRow(p, shown) : p;
  }, page);
}

/**
 * The mark a click leads to, as the server will store it: keys not sent keep their value; a tick without
 * a type records A; no type and no tick clears the mark.
 */
export function applyChange(mark: AssistanceMarkAnswer | null, change: MarkChange): AssistanceMarkAnswer | null {
  const flags = Object.fromEntries(MEETING_FLAGS.map((f) => [f, change[f] ?? mark?.[f] ?? false])) as Pick<
    AssistanceMarkAnswer,
    (typeof MEETING_FLAGS)[number]
  >;
  const ticked = MEETING_FLAGS.some((f) => flags[f]);
  const type = change.type !== undefined ? change.type : (mark?.type ?? null);
  if (type === null && !ticked) return null;
  return { id: mark?.id ?? 0, type: type ?? 'A', ...flags };
}

/** The screen after 'Día sin clase': no marks on the day, everyone unmarked. */
export function clearDay(page: RosterAnswer, holiday: RosterAnswer['holiday']): RosterAnswer {
  const size = page.counts.attended + page.counts.absent + page.counts.unmarked;
  return {
    ...page,
    holiday,
    data: page.data.map((r) => (r.assistance ? { ...r, assistance: null } : r)),
    counts: { attended: 0, late: 0, absent: 0, unmarked: size },
  };
}

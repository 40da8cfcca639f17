// Exam blocks (spec 01 §9, 03 §4): the exam's students go through blocks one after another from the exam's
// begins_at; a block repeats once for every group of up to max_quantity students it holds.

export type ExamBlock = {
  id: number;
  order: number;
  duration_min: number;
  max_quantity: number;
  actual_quantity: number;
};

export type BlockTime = { id: number; start_time: string; end_time: string; minutes: number };

const DAY_MINUTES = 24 * 60;

/** Minutes after midnight of 'HH:MM' or 'HH:MM:SS' (seconds dropped: the schedule is read to the minute). */
function clockMinutes(time: string): number {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  const h = Number(match?.[1]);
  const m = Number(match?.[2]);
  if (!match || h > 23 || m > 59 || Number(match[3] ?? 0) > 59) throw new RangeError(`not a time of day: ${time}`);
  return h * 60 + m;
}

/** 'HH:MM' on the 24-hour clock; a schedule that runs past midnight reads on from 00:00, never '24:30'. */
function clockText(minutes: number): string {
  const m = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * How long a block takes: its duration once per group of max_quantity students. A block without students takes
 * no time (it stays in the list, starting and ending where the previous one ends); a capacity below 1 counts as 1.
 */
export function blockMinutes(block: Pick<ExamBlock, 'duration_min' | 'max_quantity' | 'actual_quantity'>): number {
  const students = Math.max(0, block.actual_quantity);
  const capacity = Math.max(1, block.max_quantity);
  return Math.max(0, block.duration_min) * Math.ceil(students / capacity);
}

/** Each block's start and end, in `order` order (ties keep the given order), each starting where the previous ends. */
export function blockSchedule(beginsAt: string, blocks: readonly ExamBlock[]): BlockTime[] {
  let at = clockMinutes(beginsAt);
  return [...blocks]
    .sort((a, b) => a.order - b.order)
    .map((block) => {
      const minutes = blockMinutes(block);
      const start = at;
      at += minutes;
      return { id: block.id, start_time: clockText(start), end_time: clockText(at), minutes };
    });
}

/** The orders to save after a drag: the ids as they now stand, numbered from 1. */
export function reorderBlocks(ids: readonly number[]): { id: number; order: number }[] {
  if (new Set(ids).size !== ids.length) throw new RangeError('a block appears twice in the new order');
  return ids.map((id, i) => ({ id, order: i + 1 }));
}

import { type ConsecutiveTime, consecutiveTimes } from './dates.ts';

// Exam blocks (spec 01 §9, 03 §4): the exam's students go through blocks one after another from the exam's
// begins_at; a block repeats once for every group of up to max_quantity students it holds.

export type ExamBlock = {
  id: number;
  order: number;
  duration_min: number;
  max_quantity: number;
  actual_quantity: number;
};

export type BlockTime = ConsecutiveTime;

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
  return consecutiveTimes(beginsAt, blocks, blockMinutes);
}

/** The orders to save after a drag: the ids as they now stand, numbered from 1. */
export function reorderBlocks(ids: readonly number[]): { id: number; order: number }[] {
  if (new Set(ids).size !== ids.length) throw new RangeError('a block appears twice in the new order');
  return ids.map((id, i) => ({ id, order: i + 1 }));
}

/** Whether a new order names every one of `known` exactly once (and nothing else): blocks, schedule entries. */
export function isFullOrder(ids: readonly number[], known: readonly number[]): boolean {
  const sent = new Set(ids);
  const have = new Set(known);
  return sent.size === ids.length && sent.size === have.size && ids.every((id) => have.has(id));
}

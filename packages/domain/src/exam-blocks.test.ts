import { describe, expect, it } from 'vitest';
import { blockMinutes, blockSchedule, type ExamBlock, isFullOrder, reorderBlocks } from './exam-blocks.ts';

const block = (id: number, order: number, duration_min: number, max_quantity: number, actual_quantity: number): ExamBlock => ({
  id,
  order,
  duration_min,
  max_quantity,
  actual_quantity,
});

describe('block minutes', () => {
  it('repeats the duration once per group of max_quantity students (rounded up)', () => {
    expect(blockMinutes(block(1, 1, 10, 8, 8))).toBe(10);
    expect(blockMinutes(block(1, 1, 10, 8, 9))).toBe(20);
    expect(blockMinutes(block(1, 1, 10, 8, 1))).toBe(10);
    expect(blockMinutes(block(1, 1, 15, 4, 17))).toBe(75);
  });
  it('takes no time without students and counts a capacity below 1 as 1', () => {
    expect(blockMinutes(block(1, 1, 10, 8, 0))).toBe(0);
    expect(blockMinutes(block(1, 1, 10, 0, 3))).toBe(30);
    expect(blockMinutes(block(1, 1, 10, -2, 2))).toBe(20);
  });
});

describe('block schedule', () => {
  it('runs the blocks in order from begins_at, each starting where the previous ends', () => {
    const blocks = [block(30, 3, 20, 10, 5), block(10, 1, 15, 6, 7), block(20, 2, 10, 5, 5)];
    expect(blockSchedule('09:00', blocks)).toEqual([
      { id: 10, start_time: '09:00', end_time: '09:30', minutes: 30 },
      { id: 20, start_time: '09:30', end_time: '09:40', minutes: 10 },
      { id: 30, start_time: '09:40', end_time: '10:00', minutes: 20 },
    ]);
  });
  it('reads begins_at with seconds', () => {
    expect(blockSchedule('16:45:00', [block(1, 1, 30, 10, 1)])).toEqual([
      { id: 1, start_time: '16:45', end_time: '17:15', minutes: 30 },
    ]);
  });
  it('keeps an empty block in place at the previous end', () => {
    const schedule = blockSchedule('10:00', [block(1, 1, 20, 5, 5), block(2, 2, 30, 5, 0), block(3, 3, 10, 5, 2)]);
    expect(schedule[1]).toEqual({ id: 2, start_time: '10:20', end_time: '10:20', minutes: 0 });
    expect(schedule[2]).toEqual({ id: 3, start_time: '10:20', end_time: '10:30', minutes: 10 });
  });
  it('wraps past midnight on the 24-hour clock', () => {
    const schedule = blockSchedule('23:30', [block(1, 1, 45, 5, 5), block(2, 2, 60, 5, 10)]);
    expect(schedule).toEqual([
      { id: 1, start_time: '23:30', end_time: '00:15', minutes: 45 },
      { id: 2, start_time: '00:15', end_time: '02:15', minutes: 120 },
    ]);
  });
  it('refuses a begins_at that is not a time of day', () => {
    for (const t of ['9:00', '24:00', '12:60', 'mediodía', '']) expect(() => blockSchedule(t, [])).toThrow(RangeError);
  });
  it('has no blocks to schedule for an empty exam', () => {
    expect(blockSchedule('08:00', [])).toEqual([]);
  });
});

describe('reordering blocks', () => {
  it('numbers the ids from 1 in their new order', () => {
    expect(reorderBlocks([7, 3, 5])).toEqual([
      { id: 7, order: 1 },
      { id: 3, order: 2 },
      { id: 5, order: 3 },
    ]);
    expect(reorderBlocks([])).toEqual([]);
  });
  it('refuses an id twice', () => {
    expect(() => reorderBlocks([1, 2, 1])).toThrow(RangeError);
  });
  it('takes a new order only when it names every known id once', () => {
    expect(isFullOrder([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isFullOrder([1, 2], [1, 2, 3])).toBe(false);
    expect(isFullOrder([1, 2, 3, 4], [1, 2, 3])).toBe(false);
    expect(isFullOrder([1, 1, 3], [1, 2, 3])).toBe(false);
    expect(isFullOrder([], [])).toBe(true);
  });
});

import type { LiveBoardContent } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { liveBoardCache } from './live-cache.ts';

/** A board that says which read it came from (areas[0]) and for which area (areas[1]). */
const board = (read: number, area: number | null): LiveBoardContent => ({
  areas: [read, area ?? 0],
  current: [],
  next: [],
  recent: [],
  champions: [],
  broken: [],
});

/** A reader that counts its reads and answers each with the read's number. */
function counting() {
  const reads: number[] = [];
  const read = async (id: number) => {
    reads.push(id);
    return reads.length;
  };
  return { reads, read };
}

describe('live board cache', () => {
  it('gives screens asking at once one read per tournament, whatever area each shows', async () => {
    const { reads, read } = counting();
    const cache = liveBoardCache(read, board);
    const boards = await Promise.all([cache.get(7, null), cache.get(7, 1), cache.get(7, 2), cache.get(7, 1), cache.get(8, 1)]);
    expect(reads).toEqual([7, 8]);
    expect(boards.map((b) => b.areas)).toEqual([
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 1],
      [2, 1],
    ]);
    expect(await cache.get(7, 1)).toBe(boards[1]);
  });

  it('reads again after a change to that tournament only', async () => {
    const { reads, read } = counting();
    const cache = liveBoardCache(read, board);
    await cache.get(7, null);
    await cache.get(8, null);
    cache.forget(7);
    expect((await cache.get(7, null)).areas).toEqual([3, 0]);
    expect((await cache.get(8, null)).areas).toEqual([2, 0]);
    expect(reads).toEqual([7, 8, 7]);
  });

  it('does not keep a read that was under way when the change came', async () => {
    const pending: ((n: number) => void)[] = [];
    const cache = liveBoardCache((_id) => new Promise<number>((resolve) => pending.push(resolve)), board);
    const before = cache.get(7, null);
    cache.forget(7);
    const after = cache.get(7, null);
    expect(pending).toHaveLength(2);
    pending[0](1);
    pending[1](2);
    expect((await before).areas).toEqual([1, 0]);
    expect((await after).areas).toEqual([2, 0]);
    expect((await cache.get(7, null)).areas).toEqual([2, 0]);
  });

  it('reads again once the time to live has passed, and forgets expired tournaments', async () => {
    const { reads, read } = counting();
    const cache = liveBoardCache(read, board, 1000);
    await cache.get(7, null, 0);
    await cache.get(7, 2, 999);
    expect(reads).toEqual([7]);
    await cache.get(8, null, 1000);
    expect(cache.size).toBe(1);
    expect((await cache.get(7, null, 1000)).areas).toEqual([3, 0]);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const cache = liveBoardCache(async () => {
      if (fail) throw new Error('sin conexión');
      return 1;
    }, board);
    await expect(cache.get(7, null)).rejects.toThrow('sin conexión');
    fail = false;
    expect((await cache.get(7, null)).areas).toEqual([1, 0]);
  });
});

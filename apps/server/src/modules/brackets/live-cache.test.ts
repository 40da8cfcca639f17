import type { LiveBoardContent } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { liveBoardCache } from './live-cache.ts';

const board = (n: number): LiveBoardContent => ({ areas: [n], current: [], next: [], recent: [], champions: [] });

/** A loader that counts its reads and answers each with the read's number. */
function counting() {
  const reads: { id: number; area: number | null }[] = [];
  const load = async (id: number, area: number | null) => {
    reads.push({ id, area });
    return board(reads.length);
  };
  return { reads, load };
}

describe('live board cache', () => {
  it('gives screens asking at once one read per tournament and area', async () => {
    const { reads, load } = counting();
    const cache = liveBoardCache(load);
    const boards = await Promise.all([cache.get(7, null), cache.get(7, null), cache.get(7, 1), cache.get(7, 1), cache.get(8, 1)]);
    expect(reads).toEqual([
      { id: 7, area: null },
      { id: 7, area: 1 },
      { id: 8, area: 1 },
    ]);
    expect(boards.map((b) => b.areas[0])).toEqual([1, 1, 2, 2, 3]);
    expect((await cache.get(7, 1)).areas).toEqual([2]);
  });

  it('reads again after a change to that tournament only', async () => {
    const { reads, load } = counting();
    const cache = liveBoardCache(load);
    await cache.get(7, null);
    await cache.get(8, null);
    cache.forget(7);
    expect((await cache.get(7, null)).areas).toEqual([3]);
    expect((await cache.get(8, null)).areas).toEqual([2]);
    expect(reads).toHaveLength(3);
  });

  it('does not keep a read that was under way when the change came', async () => {
    let release: (b: LiveBoardContent) => void = () => {};
    let calls = 0;
    const cache = liveBoardCache(
      (_id, _area) =>
        new Promise<LiveBoardContent>((resolve) => {
          calls++;
          release = resolve;
        }),
    );
    const before = cache.get(7, null);
    cache.forget(7);
    const after = cache.get(7, null);
    expect(after).not.toBe(before);
    expect(calls).toBe(2);
    release(board(2));
    expect((await after).areas).toEqual([2]);
  });

  it('reads again once the time to live has passed, and forgets expired tournaments', async () => {
    const { reads, load } = counting();
    const cache = liveBoardCache(load, 1000);
    await cache.get(7, null, 0);
    await cache.get(7, null, 999);
    expect(reads).toHaveLength(1);
    await cache.get(8, null, 1000);
    expect(cache.size).toBe(1);
    expect((await cache.get(7, null, 1000)).areas).toEqual([3]);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const cache = liveBoardCache(async () => {
      if (fail) throw new Error('sin conexión');
      return board(1);
    });
    await expect(cache.get(7, null)).rejects.toThrow('sin conexión');
    fail = false;
    expect((await cache.get(7, null)).areas).toEqual([1]);
  });
});

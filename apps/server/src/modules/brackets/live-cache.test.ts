import { describe, expect, it } from 'vitest';
import { liveBoardCache } from './live-cache.ts';

/** A source that counts its reads: each graphs read answers its number; a board says which read and which area. */
function counting(publicIds = [7, 8]) {
  const reads: number[] = [];
  const checks: number[] = [];
  let built = 0;
  const source = {
    tournament: async (id: number) => {
      checks.push(id);
      return publicIds.includes(id) ? { id } : null;
    },
    graphs: async (id: number) => {
      reads.push(id);
      return reads.length;
    },
    board: (_t: { id: number }, read: number, area: number | null) => {
      built++;
      return [read, area ?? 0];
    },
  };
  return { reads, checks, source, built: () => built };
}

describe('live board cache', () => {
  it('gives screens asking at once one read per tournament, whatever area each shows, and builds each board once', async () => {
    const { reads, checks, source, built } = counting();
    const cache = liveBoardCache(source);
    const boards = await Promise.all([cache.get(7, null), cache.get(7, 1), cache.get(7, 2), cache.get(7, 1), cache.get(8, 1)]);
    expect(reads).toEqual([7, 8]);
    expect(checks).toEqual([7, 8]);
    expect(boards).toEqual([
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 1],
      [2, 1],
    ]);
    expect(await cache.get(7, 1)).toBe(boards[1]);
    expect(built()).toBe(4);
  });

  it('answers null for a tournament that is not public, without reading its brackets, and remembers it', async () => {
    const { reads, checks, source } = counting();
    const cache = liveBoardCache(source);
    expect(await cache.get(9, null)).toBeNull();
    expect(await cache.get(9, 1)).toBeNull();
    expect(await cache.tournament(9)).toBeNull();
    expect(await cache.tournament(7)).toEqual({ id: 7 });
    expect(reads).toEqual([]);
    expect(checks).toEqual([9, 7]);
  });

  it('reads again after a change to that tournament only, and everything after clear()', async () => {
    const { reads, source } = counting();
    const cache = liveBoardCache(source);
    await cache.get(7, null);
    await cache.get(8, null);
    cache.forget(7);
    expect(await cache.get(7, null)).toEqual([3, 0]);
    expect(await cache.get(8, null)).toEqual([2, 0]);
    expect(reads).toEqual([7, 8, 7]);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get(8, null)).toEqual([4, 0]);
  });

  it('does not keep a read that was under way when the change came', async () => {
    const pending: ((n: number) => void)[] = [];
    const cache = liveBoardCache({
      tournament: async (id: number) => ({ id }),
      graphs: (_id: number) => new Promise<number>((resolve) => pending.push(resolve)),
      board: (_t: { id: number }, read: number, area: number | null) => [read, area ?? 0],
    });
    const before = cache.get(7, null);
    await new Promise((r) => setImmediate(r));
    cache.forget(7);
    const after = cache.get(7, null);
    await new Promise((r) => setImmediate(r));
    expect(pending).toHaveLength(2);
    pending[0](1);
    pending[1](2);
    expect(await before).toEqual([1, 0]);
    expect(await after).toEqual([2, 0]);
    expect(await cache.get(7, null)).toEqual([2, 0]);
  });

  it('reads again once the time to live has passed, and forgets expired tournaments', async () => {
    const { reads, source } = counting();
    const cache = liveBoardCache(source, 1000);
    await cache.get(7, null, 0);
    await cache.get(7, 2, 999);
    expect(reads).toEqual([7]);
    await cache.get(8, null, 1000);
    expect(cache.size).toBe(1);
    expect(await cache.get(7, null, 1000)).toEqual([3, 0]);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const cache = liveBoardCache({
      tournament: async (id: number) => ({ id }),
      graphs: async () => {
        if (fail) throw new Error('sin conexión');
        return 1;
      },
      board: (_t: { id: number }, read: number) => [read],
    });
    await expect(cache.get(7, null)).rejects.toThrow('sin conexión');
    fail = false;
    expect(await cache.get(7, null)).toEqual([1]);
  });
});

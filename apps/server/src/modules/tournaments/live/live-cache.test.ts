import { describe, expect, it } from 'vitest';
import { liveBoardCache } from './live-cache.ts';

/** A bracket as read: which whole read (or bracket read) it came from. */
type Item = { id: number; read: number };

/**
 * A source that counts its reads: each whole read gives brackets 1 and 2 stamped with its number; a board says which
 * read its first bracket came from and which area it shows.
 */
function counting(publicIds = [7, 8]) {
  const reads: number[] = [];
  const checks: number[] = [];
  const bracketReads: number[] = [];
  let built = 0;
  const source = {
    tournament: async (id: number) => {
      checks.push(id);
      return publicIds.includes(id) ? { id } : null;
    },
    brackets: async (id: number): Promise<Item[]> => {
      reads.push(id);
      return [
        { id: 1, read: reads.length },
        { id: 2, read: reads.length },
      ];
    },
    bracket: async (id: number): Promise<Item | undefined> => {
      bracketReads.push(id);
      return id === 9 ? undefined : { id, read: 100 + bracketReads.length };
    },
    board: (_t: { id: number }, brackets: Item[], area: number | null) => {
      built++;
      return [brackets[0]?.read ?? 0, area ?? 0];
    },
  };
  return { reads, checks, bracketReads, source, built: () => built };
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

  it('after a change to one bracket reads only that bracket, in the order the changes were heard; a deleted one goes', async () => {
    const { reads, checks, bracketReads, source } = counting();
    const cache = liveBoardCache(source);
    expect(await cache.get(7, null)).toEqual([1, 0]);
    cache.forgetBracket(7, 1);
    cache.forgetBracket(7, 1);
    expect(await cache.get(7, null)).toEqual([102, 0]);
    expect(await cache.get(7, 2)).toEqual([102, 2]);
    cache.forgetBracket(7, 9);
    cache.forgetBracket(7, 1);
    expect(await cache.get(7, null)).toEqual([104, 0]);
    expect(reads).toEqual([7]);
    expect(checks).toEqual([7]);
    expect(bracketReads).toEqual([1, 1, 9, 1]);
    // Nothing held, nothing to read again: the next screen reads the whole tournament.
    cache.forgetBracket(8, 1);
    expect(bracketReads).toHaveLength(4);
  });

  it('applies a bracket change heard while the whole read is under way after that read', async () => {
    const pending: ((items: Item[]) => void)[] = [];
    const bracketReads: number[] = [];
    const cache = liveBoardCache({
      tournament: async (id: number) => ({ id }),
      brackets: (_id: number) => new Promise<Item[]>((resolve) => pending.push(resolve)),
      bracket: async (id: number) => {
        bracketReads.push(id);
        return { id, read: 50 };
      },
      board: (_t: { id: number }, brackets: Item[]) => brackets.map((g) => g.read),
    });
    const before = cache.get(7, null);
    await new Promise((r) => setImmediate(r));
    cache.forgetBracket(7, 2);
    const after = cache.get(7, null);
    expect(bracketReads).toEqual([]);
    pending[0]([
      { id: 1, read: 1 },
      { id: 2, read: 1 },
    ]);
    expect(await before).toEqual([1, 1]);
    expect(await after).toEqual([1, 50]);
    expect(bracketReads).toEqual([2]);
  });

  it('does not keep a read that was under way when the change came', async () => {
    const pending: ((items: Item[]) => void)[] = [];
    const cache = liveBoardCache({
      tournament: async (id: number) => ({ id }),
      brackets: (_id: number) => new Promise<Item[]>((resolve) => pending.push(resolve)),
      bracket: async () => undefined,
      board: (_t: { id: number }, brackets: Item[], area: number | null) => [brackets[0].read, area ?? 0],
    });
    const before = cache.get(7, null);
    await new Promise((r) => setImmediate(r));
    cache.forget(7);
    const after = cache.get(7, null);
    await new Promise((r) => setImmediate(r));
    expect(pending).toHaveLength(2);
    pending[0]([{ id: 1, read: 1 }]);
    pending[1]([{ id: 1, read: 2 }]);
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
      brackets: async (): Promise<Item[]> => {
        if (fail) throw new Error('sin conexión');
        return [{ id: 1, read: 1 }];
      },
      bracket: async () => undefined,
      board: (_t: { id: number }, brackets: Item[]) => brackets.map((g) => g.read),
    });
    await expect(cache.get(7, null)).rejects.toThrow('sin conexión');
    fail = false;
    expect(await cache.get(7, null)).toEqual([1]);
  });
});

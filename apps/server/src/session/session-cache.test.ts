import { describe, expect, it } from 'vitest';
import { sessionCache } from './session-cache.ts';
import type { SessionUser } from './session-user.queries.ts';

const user = {
  id: 5,
  role_id: 6,
  permissions: { Grados: { create: true, read: true, update: true, delete: true } },
} as unknown as SessionUser;
const session = (jti: string, exp = 2_000_000_000) => ({ user: structuredClone(user), claims: { sub: 5, jti, exp, ep: 0 } });

describe('session cache', () => {
  it('answers a stored session until cleared', () => {
    const cache = sessionCache();
    cache.set(session('a'), cache.generation);
    expect(cache.get('a')?.user.id).toBe(5);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not store a session loaded before a clear (it may be stale)', () => {
    const cache = sessionCache();
    const loadedAt = cache.generation;
    cache.clear();
    cache.set(session('a'), loadedAt);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps a session no longer than its cap or its token', () => {
    const cache = sessionCache({ ttlMs: 1000 });
    cache.set(session('a'), cache.generation, 0);
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1000)).toBeUndefined();
    cache.set(session('b', 10), cache.generation, 0);
    expect(cache.get('b', 10_000)).toBeUndefined();
  });

  it('drops the oldest entry beyond its size and freezes what it hands out', () => {
    const cache = sessionCache({ maxEntries: 2 });
    for (const jti of ['a', 'b', 'c']) cache.set(session(jti), cache.generation);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(2);
    const stored = cache.get('c');
    expect(() => {
      (stored?.user.permissions as Record<string, unknown>).Grados = null;
    }).toThrow();
  });
});

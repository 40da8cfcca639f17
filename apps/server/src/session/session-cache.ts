import type { SessionUser } from './session-user.queries.ts';
import type { TokenClaims } from './tokens.ts';

export type CachedSession = { user: Readonly<SessionUser>; claims: TokenClaims };

type Entry = CachedSession & { until: number };

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

/**
 * Sessions by token id, so a request is authenticated without a database round trip. Correctness comes
 * from outside: whoever learns that sessions changed (a NOTIFY, the session version after a write) calls
 * `clear()`. `generation` guards the race of a load that started before a clear and ends after it: such a
 * load is not stored.
 */
export function sessionCache(options: { maxEntries?: number; ttlMs?: number } = {}) {
  const maxEntries = options.maxEntries ?? 10_000;
  // A cap, not the mechanism: even a missed notification cannot keep a session past it.
  const ttlMs = options.ttlMs ?? 60_000;
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get(jti: string, now = Date.now()): CachedSession | undefined {
      const entry = entries.get(jti);
      if (!entry) return undefined;
      if (entry.until <= now) {
        entries.delete(jti);
        return undefined;
      }
      return entry;
    },
    /** Stores a session loaded while `loadedAt` was the generation; a clear since then means it may be stale. */
    set(session: CachedSession, loadedAt: number, now = Date.now()): void {
      if (loadedAt !== generation) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const until = Math.min(now + ttlMs, session.claims.exp * 1000);
      entries.set(session.claims.jti, { user: deepFreeze(session.user), claims: session.claims, until });
    },
    clear(): void {
      generation++;
      entries.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof sessionCache>;

import { MSG } from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_SESSION_CHECK_MS } from '../config.ts';
import type { Listen } from '../db/client.ts';
import { revoked_tokens } from '../db/schema/index.ts';
import { unauthenticated } from '../http/errors.ts';
import { type SessionCache, sessionCache } from '../session/session-cache.ts';
import { answeredSessionUser, loadSessionUser, type SessionUser } from '../session/session-user.queries.ts';
import { impersonationStands, signedAtCurrentEpoch } from '../session/session-validity.ts';
import { sessionVersionWatch } from '../session/session-version.ts';
import type { TokenClaims } from '../session/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser;
    token: TokenClaims;
  }
  interface FastifyInstance {
    /**
     * Reads the session version now and drops cached sessions if it moved: what this process does after its own
     * writes, for a write it did not make through a route (a script, a test's SQL) when waiting for NOTIFY won't do.
     */
    checkSessions: () => Promise<void>;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token: the short list is in docs/decisions.md (login, the API docs). */
    public?: boolean;
  }
}

/** The API lives under /api; the web app's files and client-side routes live outside it. */
export const isApiRoute = (routeUrl: string): boolean => routeUrl === '/api' || routeUrl.startsWith('/api/');

/**
 * Whether a matched route needs a session. Decided on the route pattern the router matched (never the
 * raw URL, whose percent-encoding the router decodes: `/%61pi/…` is `/api/…`), deny by default.
 */
export function requiresSession(routeUrl: string | undefined, config: { public?: boolean } | undefined): boolean {
  if (!routeUrl) return false; // unmatched: the not-found handler answers, nothing is read
  return isApiRoute(routeUrl) && config?.public !== true;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps sessions cached per token and correct: every process clears its cache when the database notifies a change
 * ('session_changed', other processes' writes); after each of its own writes it reads the session version before
 * answering, so the next request of the same client never sees a stale session; and it reads the version on its own
 * every `sessionCheckMs`, so a change reaches it within that time even when its LISTEN connection died unnoticed.
 */
async function keepSessionsFresh(app: FastifyInstance, cache: SessionCache, listen: Listen): Promise<() => Promise<void>> {
  const stop = await listen('session_changed', () => cache.clear(), cache.clear);
  const watch = sessionVersionWatch(app.db);
  // When the version cannot be read, nothing cached can be trusted either.
  const check = () =>
    watch.moved().then(
      (moved) => moved && cache.clear(),
      () => cache.clear(),
    );
  const checkNow = async () => {
    await check();
  };
  await check();
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void check().finally(() => {
      checking = false;
    });
  }, app.config.sessionCheckMs ?? DEFAULT_SESSION_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await stop();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) await check();
    return payload;
  });
  return checkNow;
}

/**
 * Every /api route needs a valid bearer token unless its route config declares it public. With `listen`
 * (the database's NOTIFY) sessions are cached per token; without it every request loads its session.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { listen?: Listen }) => {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('token', null as unknown as TokenClaims);
  const cache = options.listen ? sessionCache() : null;
  const checkSessions = cache && options.listen ? await keepSessionsFresh(app, cache, options.listen) : async () => {};
  app.decorate('checkSessions', checkSessions);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!requiresSession(request.routeOptions.url, request.routeOptions.config)) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthenticated();
    const result = await app.tokens.verify(match[1]);
    if (!result.ok) throw unauthenticated(result.expired ? MSG.tokenExpired : MSG.unauthenticated);
    const cached = cache?.get(result.claims.jti);
    if (cached) {
      request.user = cached.user as SessionUser;
      request.token = cached.claims;
      return;
    }
    const loadedAt = cache?.generation ?? 0;
    const [revoked] = await app.db.select().from(revoked_tokens).where(eq(revoked_tokens.jti, result.claims.jti));
    if (revoked) throw unauthenticated();
    const user = await loadSessionUser(app.db, result.claims.sub);
    // A new password or a deactivation since the token was signed ends it (migration 0020), reactivated or not.
    if (!user?.active || !signedAtCurrentEpoch(user, result.claims)) throw unauthenticated();
    // An impersonation token carries who is really acting; it dies with that person's access or right to impersonate.
    let impersonatedBy: SessionUser['impersonated_by'] = null;
    if (result.claims.imp) {
      const by = await loadSessionUser(app.db, result.claims.imp);
      if (!impersonationStands(by, user, result.claims)) throw unauthenticated();
      impersonatedBy = { id: by.id, full_name_honorific: by.full_name_honorific };
    }
    request.user = { ...answeredSessionUser(user), impersonated_by: impersonatedBy };
    request.token = result.claims;
    cache?.set({ user: request.user, claims: result.claims }, loadedAt);
  });
});

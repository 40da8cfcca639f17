import { MSG } from '@doyang/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Listen } from '../db/client.ts';
import { revoked_tokens } from '../db/schema/index.ts';
import { one } from '../db/sql.ts';
import { unauthenticated } from '../http/errors.ts';
import { type SessionCache, sessionCache } from '../session/session-cache.ts';
import { answeredSessionUser, loadSessionUser, type SessionUser } from '../session/session-user.queries.ts';
import { impersonationStands, signedAtCurrentEpoch } from '../session/session-validity.ts';
import type { TokenClaims } from '../session/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser;
    token: TokenClaims;
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

/** Moves whenever a session's data changes (migration 0004: triggers on users, permissions, doyangs, …). */
const readSessionVersion = async (db: Db): Promise<string> =>
  String((await one<{ v: string }>(db, sql`select last_value::text as v from session_version`))?.v ?? '');

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps sessions cached per token and correct: every process clears its cache when the database notifies a
 * change ('session_changed', other processes' writes), and after each of its own writes it compares the
 * session version before answering, so the next request of the same client never sees a stale session.
 */
async function keepSessionsFresh(app: FastifyInstance, cache: SessionCache, listen: Listen): Promise<void> {
  const stop = await listen('session_changed', () => cache.clear(), cache.clear);
  app.addHook('onClose', async () => stop());
  let version = await readSessionVersion(app.db);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (READS.has(request.method)) return payload;
    const now = await readSessionVersion(app.db);
    if (now !== version) {
      version = now;
      cache.clear();
    }
    return payload;
  });
}

/**
 * Every /api route needs a valid bearer token unless its route config declares it public. With `listen`
 * (the database's NOTIFY) sessions are cached per token; without it every request loads its session.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { listen?: Listen }) => {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('token', null as unknown as TokenClaims);
  const cache = options.listen ? sessionCache() : null;
  if (cache && options.listen) await keepSessionsFresh(app, cache, options.listen);

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

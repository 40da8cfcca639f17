import {
  homePreferenceAnswer,
  homePreferenceBody,
  loginSchema,
  MSG,
  messageOnly,
  sessionAnswer,
  sessionUserAnswer,
} from '@doyang/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { unauthenticated } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { endSession } from '../../session/session-end.ts';
import { answeredSessionUser, findUserIdByEmail, loadSessionUser } from '../../session/session-user.queries.ts';
import { verifyPassword } from '../../shared/passwords.ts';

/** The login limit's key: the client address and the e-mail as the login compares it (trimmed, any case). */
export const loginRateKey = (ip: string, email: unknown): string =>
  `${ip}|${String(email ?? '')
    .trim()
    .toLowerCase()}`;

export async function authRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'POST',
    url: '/api/login',
    tags: ['auth'],
    summary: 'Inicia sesión',
    permission: { public: 'iniciar sesión' },
    scope: 'network',
    response: sessionAnswer,
    body: loginSchema,
    config: {
      // Per address AND e-mail: counted after the body is parsed (preHandler), so failures with other
      // e-mails never lock out the right one; the address is the socket's unless TRUST_PROXY says otherwise.
      rateLimit: {
        hook: 'preHandler',
        max: app.config.loginRateLimit,
        timeWindow: '1 minute',
        keyGenerator: (req) => loginRateKey(req.ip, (req.body as { email?: unknown } | undefined)?.email),
      },
    },
    handler: async ({ body }) => {
      const { email, password } = body;
      const found = await findUserIdByEmail(app.db, email);
      // The same answer for unknown e-mail, wrong password or inactive user, in the same time (a password is verified
      // in every case, against a dummy hash when there is none): nothing to probe.
      const matches = await verifyPassword(found?.password, password);
      if (!found?.active || !matches) throw unauthenticated(MSG.loginFailed);
      const user = await loadSessionUser(app.db, found.id);
      if (!user) throw unauthenticated(MSG.loginFailed);
      const { token, claims } = await app.tokens.sign(user);
      return {
        access_token: token,
        token_type: 'bearer' as const,
        expires_at: claims.exp,
        user: { ...answeredSessionUser(user), impersonated_by: null },
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/logout',
    tags: ['auth'],
    summary: 'Cierra la sesión',
    permission: { anyLogin: 'cerrar la propia sesión' },
    scope: 'network',
    response: messageOnly,
    handler: async ({ db, actor, request }) => {
      await endSession(db, request.token, actor.id);
      return { message: 'ok' };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/me',
    tags: ['auth'],
    summary: 'El usuario de la sesión, con sus permisos y doyangs',
    permission: { anyLogin: 'la propia sesión' },
    scope: 'network',
    response: sessionUserAnswer,
    handler: async ({ actor }) => actor,
  });

  // The old or the optimised home (spec 01 §7 toggle-home; its path is ours): the person's own choice, kept so another
  // browser starts with it (the browser's copy decides at once, spec 01 §9).
  route(app, {
    method: 'GET',
    url: '/api/home_preference',
    tags: ['auth'],
    summary: 'Si la persona usa el inicio anterior o el optimizado',
    permission: { anyLogin: 'la propia preferencia' },
    scope: 'network',
    response: homePreferenceAnswer,
    handler: async ({ db, actor }) => {
      const [row] = await db.select({ old_home: users.old_home }).from(users).where(eq(users.id, actor.id));
      return { old_home: row?.old_home ?? false };
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/home_preference',
    tags: ['auth'],
    summary: 'Cambia entre el inicio anterior y el optimizado',
    permission: { anyLogin: 'la propia preferencia' },
    scope: 'network',
    response: homePreferenceAnswer,
    body: homePreferenceBody,
    handler: async ({ db, actor, body }) => {
      await db.update(users).set({ old_home: body.old_home }).where(eq(users.id, actor.id));
      return { old_home: body.old_home };
    },
  });
}

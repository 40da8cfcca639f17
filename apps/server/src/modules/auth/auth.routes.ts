import { loginSchema, MSG } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../http/errors.ts';
import { endSession } from '../../session/session-end.ts';
import { findUserIdByEmail, loadSessionUser } from '../../session/session-user.queries.ts';
import { verifyPassword } from '../../shared/passwords.ts';

/** The login limit's key: the client address and the e-mail as the login compares it (trimmed, any case). */
export const loginRateKey = (ip: string, email: unknown): string =>
  `${ip}|${String(email ?? '')
    .trim()
    .toLowerCase()}`;

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/login',
    {
      schema: { tags: ['auth'], body: loginSchema },
      config: {
        public: true,
        // Per address AND e-mail: counted after the body is parsed (preHandler), so failures with other
        // e-mails never lock out the right one; the address is the socket's unless TRUST_PROXY says otherwise.
        rateLimit: {
          hook: 'preHandler',
          max: app.config.loginRateLimit,
          timeWindow: '1 minute',
          keyGenerator: (req) => loginRateKey(req.ip, (req.body as { email?: unknown } | undefined)?.email),
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const found = await findUserIdByEmail(app.db, email);
      // The same answer for unknown e-mail, wrong password or inactive user: nothing to probe.
      if (!found?.active || !(await verifyPassword(found.password, password))) throw unauthenticated(MSG.loginFailed);
      const user = await loadSessionUser(app.db, found.id);
      if (!user) throw unauthenticated(MSG.loginFailed);
      const { token, claims } = await app.tokens.sign(user.id);
      const { password: _password, ...sessionUser } = user;
      return {
        access_token: token,
        token_type: 'bearer',
        expires_at: claims.exp,
        user: { ...sessionUser, impersonated_by: null },
      };
    },
  );

  r.post('/api/logout', { schema: { tags: ['auth'] } }, async (request) => {
    await endSession(app.db, request.token, request.user.id);
    return { message: 'ok' };
  });

  r.post('/api/me', { schema: { tags: ['auth'] } }, async (request) => ({
    ...request.user,
    impersonated_by: request.user.impersonated_by ?? null,
  }));
}

import { canImpersonate, MSG } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { impersonations } from '../../db/schema/index.ts';
import { forbidden, unauthenticated, validationError } from '../../http/errors.ts';
import { idParams } from '../../http/query-params.ts';
import { endSession } from '../../session/session-end.ts';
import { loadSessionUser } from '../../session/session-user.queries.ts';
import { loadUserRow } from './users.service.ts';

const tags = ['auth'];

/**
 * 'Ingresar como usuario' (spec 02 §2): a session as another user whose token names the real actor
 * (`imp` claim), recorded in `impersonations` from start to leave.
 */
export async function impersonationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const session = async (userId: number, impersonator?: { id: number; full_name_honorific: string }) => {
    const user = await loadSessionUser(app.db, userId);
    if (!user?.active) throw unauthenticated();
    const { token, claims } = await app.tokens.sign(userId, impersonator?.id);
    const { password: _password, ...sessionUser } = user;
    return {
      access_token: token,
      token_type: 'bearer',
      expires_at: claims.exp,
      user: { ...sessionUser, impersonated_by: impersonator ?? null },
    };
  };

  r.post('/api/users/:id/impersonate', { schema: { tags, params: idParams } }, async (request) => {
    // One level only: leave first, then enter as someone else.
    if (request.token.imp) throw forbidden(MSG.impersonationRefused);
    const target = await loadUserRow(app.db, request.params.id);
    if (!canImpersonate(request.user, target)) throw forbidden(MSG.impersonationRefused);
    if (!target.active) throw validationError({ _: [MSG.impersonationInactive] });
    await app.db.insert(impersonations).values({ impersonator_id: request.user.id, user_id: target.id });
    return session(target.id, { id: request.user.id, full_name_honorific: request.user.full_name_honorific });
  });

  r.post('/api/impersonation/leave', { schema: { tags } }, async (request) => {
    const impersonatorId = request.token.imp;
    if (!impersonatorId) throw validationError({ _: [MSG.notImpersonating] });
    // The borrowed session ends here: its token is refused from now on.
    await endSession(app.db, request.token, request.user.id);
    return session(impersonatorId);
  });
}

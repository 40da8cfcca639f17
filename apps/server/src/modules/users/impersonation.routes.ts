import { canImpersonate, MSG, type SessionAnswer, sessionAnswer } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { impersonations } from '../../db/schema/index.ts';
import { forbidden, unauthenticated, validationError } from '../../http/errors.ts';
import { idParams } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { endSession } from '../../session/session-end.ts';
import { answeredSessionUser, loadSessionUser } from '../../session/session-user.queries.ts';
import type { TokenSubject } from '../../session/tokens.ts';
import { loadUserRow } from './users.service.ts';

const tags = ['auth'];

/**
 * 'Ingresar como usuario' (spec 02 §2): a session as another user whose token names the real actor
 * (`imp` claim), recorded in `impersonations` from start to leave.
 */
export async function impersonationRoutes(app: FastifyInstance): Promise<void> {
  const session = async (
    db: Db,
    userId: number,
    impersonator?: TokenSubject & { full_name_honorific: string },
  ): Promise<SessionAnswer> => {
    const user = await loadSessionUser(db, userId);
    if (!user?.active) throw unauthenticated();
    const { token, claims } = await app.tokens.sign(user, impersonator);
    const by = impersonator ? { id: impersonator.id, full_name_honorific: impersonator.full_name_honorific } : null;
    return {
      access_token: token,
      token_type: 'bearer',
      expires_at: claims.exp,
      user: { ...answeredSessionUser(user), impersonated_by: by },
    };
  };

  route(app, {
    method: 'POST',
    url: '/api/users/:id/impersonate',
    tags,
    summary: 'Ingresa como otro usuario',
    permission: { anyLogin: 'canImpersonate (domain people.ts): quién puede ingresar como quién' },
    scope: 'doyang',
    response: sessionAnswer,
    params: idParams,
    handler: async ({ db, actor, params, request }) => {
      // One level only: leave first, then enter as someone else.
      if (request.token.imp) throw forbidden(MSG.impersonationRefused);
      const target = await loadUserRow(db, params.id);
      if (!canImpersonate(actor, target)) throw forbidden(MSG.impersonationRefused);
      if (!target.active) throw validationError({ _: [MSG.impersonationInactive] });
      await db.insert(impersonations).values({ impersonator_id: actor.id, user_id: target.id });
      // The token names the impersonator's epoch too: their new password or deactivation ends it as well.
      const { session_epoch } = await loadUserRow(db, actor.id);
      return session(db, target.id, { id: actor.id, session_epoch, full_name_honorific: actor.full_name_honorific });
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/impersonation/leave',
    tags,
    summary: 'Vuelve al usuario propio',
    permission: { anyLogin: 'terminar la propia suplantación' },
    scope: 'network',
    response: sessionAnswer,
    handler: async ({ db, actor, request }) => {
      const impersonatorId = request.token.imp;
      if (!impersonatorId) throw validationError({ _: [MSG.notImpersonating] });
      // The borrowed session ends here: its token is refused from now on.
      await endSession(db, request.token, actor.id);
      return session(db, impersonatorId);
    },
  });
}

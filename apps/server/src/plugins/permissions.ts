import { type Action, canAccessDoyang, canSeeGeneralDirection, hasPermission, MSG } from '@doyang/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors.ts';

/**
 * The one permission guard (spec 01 §6): area + action with the any-flag and comma-list rules, and
 * doyang scope. Routes use it as a preHandler or call the assertions inside handlers.
 */
export function requirePermission(request: FastifyRequest, area: string, action?: Action): void {
  if (!hasPermission(request.user.permissions, area, action)) throw forbidden(MSG.forbidden);
}

export function requireGeneralDirection(request: FastifyRequest): void {
  if (!canSeeGeneralDirection(request.user)) throw forbidden(MSG.forbidden);
}

export function requireDoyang(request: FastifyRequest, doyangId: number): void {
  if (!canAccessDoyang(request.user, doyangId)) throw forbidden(MSG.forbiddenDoyang);
}

export const guard =
  (area: string, action?: Action) =>
  async (request: FastifyRequest): Promise<void> =>
    requirePermission(request, area, action);

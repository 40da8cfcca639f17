import {
  type Action,
  type Areas,
  canAccessDoyang,
  canSeeGeneralDirection,
  hasPermission,
  MSG,
  staffAccess,
  studentAccess,
} from '@doyang/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors.ts';

/**
 * The one permission guard (spec 01 §6): area + action with the any-flag and comma-list rules, and
 * doyang scope. Routes use it as a preHandler or call the assertions inside handlers.
 */
export function requirePermission(request: FastifyRequest, area: Areas, action?: Action): void {
  if (!hasPermission(request.user.permissions, area, action)) throw forbidden(MSG.forbidden);
}

export function requireGeneralDirection(request: FastifyRequest): void {
  if (!canSeeGeneralDirection(request.user)) throw forbidden(MSG.forbidden);
}

export function requireDoyang(request: FastifyRequest, doyangId: number): void {
  if (!canAccessDoyang(request.user, doyangId)) throw forbidden(MSG.forbiddenDoyang);
}

/** Students of a doyang ('Doyang Alumnos' or 'Alumnos' + scope), or of every doyang (general direction + 'Alumnos'). */
export function requireStudentAccess(request: FastifyRequest, action: Action, doyangId: number | null): void {
  const access = studentAccess(request.user, action, doyangId);
  if (access === 'forbidden') throw forbidden(MSG.forbidden);
  if (access === 'forbiddenDoyang') throw forbidden(MSG.forbiddenDoyang);
}

/** Staff records ('Usuarios'; sinodal records also 'Sinodales'). */
export function requireStaffAccess(request: FastifyRequest, action: Action, sinodal: boolean): void {
  if (!staffAccess(request.user, action, sinodal)) throw forbidden(MSG.forbidden);
}

export const guard =
  (area: Areas, action?: Action) =>
  async (request: FastifyRequest): Promise<void> =>
    requirePermission(request, area, action);

/** Attendance marks need 'Asistencias' with the action, and the group's doyang. */
export function requireAttendance(request: FastifyRequest, group: { doyang_id: number }, action: 'read' | 'update' | 'delete') {
  if (action === 'read') requirePermission(request, ['Asistencias', 'Doyang Grupos', 'Grupos de Selectivo']);
  else requirePermission(request, 'Asistencias', action);
  requireDoyang(request, group.doyang_id);
}

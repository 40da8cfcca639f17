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
import { forbidden } from '../http/errors.ts';
import type { SessionUser } from '../session/session-user.queries.ts';

/**
 * The one permission guard (spec 01 §6): area + action with the any-flag and comma-list rules, and
 * doyang scope. Routes declare their area (http/route.ts); handlers call the finer assertions on their actor.
 */
export function requirePermission(actor: SessionUser, area: Areas, action?: Action): void {
  if (!hasPermission(actor.permissions, area, action)) throw forbidden(MSG.forbidden);
}

export function requireGeneralDirection(actor: SessionUser): void {
  if (!canSeeGeneralDirection(actor)) throw forbidden(MSG.forbidden);
}

export function requireDoyang(actor: SessionUser, doyangId: number): void {
  if (!canAccessDoyang(actor, doyangId)) throw forbidden(MSG.forbiddenDoyang);
}

/** Students of a doyang ('Doyang Alumnos' or 'Alumnos' + scope), or of every doyang (general direction + 'Alumnos'). */
export function requireStudentAccess(actor: SessionUser, action: Action, doyangId: number | null): void {
  const access = studentAccess(actor, action, doyangId);
  if (access === 'forbidden') throw forbidden(MSG.forbidden);
  if (access === 'forbiddenDoyang') throw forbidden(MSG.forbiddenDoyang);
}

/** Staff records ('Usuarios'; sinodal records also 'Sinodales'). */
export function requireStaffAccess(actor: SessionUser, action: Action, sinodal: boolean): void {
  if (!staffAccess(actor, action, sinodal)) throw forbidden(MSG.forbidden);
}

/** Attendance marks need 'Asistencias' with the action, and the group's doyang. */
export function requireAttendance(actor: SessionUser, group: { doyang_id: number }, action: 'read' | 'update' | 'delete') {
  if (action === 'read') requirePermission(actor, ['Asistencias', 'Doyang Grupos', 'Grupos de Selectivo']);
  else requirePermission(actor, 'Asistencias', action);
  requireDoyang(actor, group.doyang_id);
}

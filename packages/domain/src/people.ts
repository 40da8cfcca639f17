import { GENERAL_DIRECTOR_USER_ID, ROLES } from './enums.ts';
import { MSG } from './messages.ts';
import { type Action, canAccessDoyang, canSeeGeneralDirection, hasPermission, type Subject } from './permissions.ts';

// Who may do what with people records (spec 02 §4, §6). The server guard and the web's buttons use these.

export type Access = 'ok' | 'forbidden' | 'forbiddenDoyang';

/**
 * Students of one doyang: 'Doyang Alumnos' (or the general-direction 'Alumnos') plus doyang scope.
 * All doyangs at once (no doyang): a general-direction role with 'Alumnos'.
 */
export function studentAccess(user: Subject, action: Action, doyangId: number | null): Access {
  if (doyangId === null) {
    return canSeeGeneralDirection(user) && hasPermission(user.permissions, 'Alumnos', action) ? 'ok' : 'forbidden';
  }
  if (!hasPermission(user.permissions, 'Doyang Alumnos,Alumnos', action)) return 'forbidden';
  return canAccessDoyang(user, doyangId) ? 'ok' : 'forbiddenDoyang';
}

/** Staff records: 'Usuarios'; sinodal records also through 'Sinodales' (the SINODALES MDK screens). */
export function staffAccess(user: Subject, action: Action, sinodal: boolean): boolean {
  return hasPermission(user.permissions, sinodal ? 'Usuarios,Sinodales' : 'Usuarios', action);
}

export const isStudentRole = (roleId: number | null | undefined) => (roleId ?? ROLES.ALUMNO) === ROLES.ALUMNO;

/** Fields of a student only general direction changes (spec 02 §6: category, doyang, multilevel scheme, scholarship, adult-absence flag, partials). */
export const GENERAL_DIRECTION_ONLY_STUDENT_FIELDS = [
  'doyang_id',
  'doyang_surrogation_id',
  'is_scholarshiped',
  'scholarship_percentage',
  'extra_absences',
  'number_of_partials',
  'revalidating',
] as const;

const normalize = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'boolean') return v ? '1' : '0';
  const n = Number(v);
  return typeof v !== 'object' && String(v).trim() !== '' && Number.isFinite(n) ? String(n) : String(v);
};

/** Same value as stored, so a form that sends the whole record back unchanged is never refused. */
export const sameValue = (a: unknown, b: unknown) => normalize(a) === normalize(b);

/**
 * Why this change of a student is refused for this user (403 text), or null when allowed. General
 * direction may change anything; others may not touch the GD-only fields, may not reactivate an inactive
 * student, and may not move an enrollment date once set (spec 02 §4–§6).
 */
export function studentChangeRefusal(
  user: Pick<Subject, 'role_id'>,
  before: Record<string, unknown>,
  changes: Record<string, unknown>,
): string | null {
  if (canSeeGeneralDirection(user)) return null;
  const changed = (field: string) => field in changes && !sameValue(before[field], changes[field]);
  if (before.active === false && changes.active === true) return MSG.generalDirectionOnlyReactivate;
  if (before.enrollment_date && changed('enrollment_date')) return MSG.enrollmentDateLocked;
  if (GENERAL_DIRECTION_ONLY_STUDENT_FIELDS.some(changed)) return MSG.generalDirectionOnlyField;
  return null;
}

/** Roles 1 (programmer) and 2 (general director) are managed only by user 1 (spec 01 §6: user 1 is the general director). */
export const TOP_ROLES: readonly number[] = [ROLES.PROGRAMADOR, ROLES.DIRECTOR_GENERAL];

/**
 * 'Ingresar como usuario': a general-direction role with 'Usuarios' update, never onto user 1 or onto
 * oneself, and onto a programmer or general director only when the caller is user 1.
 */
export function canImpersonate(user: Subject, target: { id: number; role_id: number }): boolean {
  if (!canSeeGeneralDirection(user) || !hasPermission(user.permissions, 'Usuarios', 'update')) return false;
  if (target.id === GENERAL_DIRECTOR_USER_ID || target.id === user.id) return false;
  return !TOP_ROLES.includes(target.role_id) || user.id === GENERAL_DIRECTOR_USER_ID;
}

/** Giving or editing roles 1/2 is for user 1 only, so 'Usuarios' update never escalates to the top of the network. */
export function canManageRole(user: Pick<Subject, 'id'>, roleId: number): boolean {
  return !TOP_ROLES.includes(roleId) || user.id === GENERAL_DIRECTOR_USER_ID;
}

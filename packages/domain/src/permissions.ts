import { GENERAL_DIRECTION_DOYANG_ID, GENERAL_DIRECTION_ROLES } from './enums.ts';

export type Action = 'create' | 'read' | 'update' | 'delete';
export const ACTIONS: readonly Action[] = ['create', 'read', 'update', 'delete'];
export type Flags = Record<Action, boolean>;
export type PermissionMap = Record<string, Flags>;

/** What the rules need to know about a user; the login answer carries all of it. */
export type Subject = {
  id: number;
  role_id: number;
  permissions: PermissionMap;
  doyangs_as_responsible: readonly { id: number }[];
  doyangs_as_personal: readonly { id: number }[];
};

/** Spec 01 §6: no action passes when any flag is set; a comma list passes when any name passes. */
export function hasPermission(permissions: PermissionMap, names: string | readonly string[], action?: Action): boolean {
  return (typeof names === 'string' ? names.split(',') : names)
    .map((n) => n.trim())
    .filter(Boolean)
    .some((name) => {
      const flags = permissions[name];
      if (!flags) return false;
      return action ? flags[action] === true : ACTIONS.some((a) => flags[a] === true);
    });
}

export function canSeeGeneralDirection(user: Pick<Subject, 'role_id'>): boolean {
  return GENERAL_DIRECTION_ROLES.includes(user.role_id);
}

export function isDoyangStaff(user: Subject, doyangId: number): boolean {
  return user.doyangs_as_responsible.some((d) => d.id === doyangId) || user.doyangs_as_personal.some((d) => d.id === doyangId);
}

/**
 * The doyang a staff member works in when it is their only one (responsible or personal): they land with it selected
 * (issue 10). General direction, people of several doyangs and those of none choose on Home.
 */
export function soleDoyang<D extends { id: number }>(
  user: Pick<Subject, 'role_id'> & { doyangs_as_responsible: readonly D[]; doyangs_as_personal: readonly D[] },
): D | null {
  if (canSeeGeneralDirection(user)) return null;
  const byId = new Map<number, D>();
  for (const d of [...user.doyangs_as_responsible, ...user.doyangs_as_personal]) byId.set(d.id, d);
  return byId.size === 1 ? [...byId.values()][0] : null;
}

/** Doyang scope: general direction reaches every doyang, everyone else only the doyangs they staff. */
export function canAccessDoyang(user: Subject, doyangId: number): boolean {
  return canSeeGeneralDirection(user) || isDoyangStaff(user, doyangId);
}

/** The ids a non general-direction user may reach; null means all. */
export function accessibleDoyangIds(user: Subject): number[] | null {
  if (canSeeGeneralDirection(user)) return null;
  return [...new Set([...user.doyangs_as_responsible, ...user.doyangs_as_personal].map((d) => d.id))];
}

export function isGeneralDirectionDoyang(doyangId: number | null | undefined): boolean {
  return doyangId === GENERAL_DIRECTION_DOYANG_ID;
}

/** Merge role flags with per-user flags: a user row for an area replaces the role row for that area. */
export function mergePermissions(role: PermissionMap, user: PermissionMap): PermissionMap {
  return { ...role, ...user };
}

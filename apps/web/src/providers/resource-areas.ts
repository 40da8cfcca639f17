import { type Action, hasPermission, MENU, type PermissionMap } from '@doyang/domain';

/** The permission area of a catalogue resource, read from the domain menu (e.g. degrees → 'Grados'). */
export function areaOf(resource: string): string | undefined {
  for (const section of MENU) {
    const found = section.items.find((i) => i.to === `/${resource}` && i.permission);
    if (found) return found.permission;
  }
  return undefined;
}

/** react-admin's action names → the permission flags of spec 01 §6. */
const ACTION_FLAGS: Record<string, Action | null> = {
  list: null,
  show: null,
  export: null,
  create: 'create',
  clone: 'create',
  edit: 'update',
  delete: 'delete',
};

/**
 * Whether a user may do `action` on `resource`. Reading catalogue lists only needs a login;
 * writing needs the area's flag (the server checks the same flags).
 */
export function canAccessResource(permissions: PermissionMap, resource: string, action: string): boolean {
  const flag = ACTION_FLAGS[action];
  if (flag === null) return true;
  const area = areaOf(resource);
  if (!area || !flag) return false;
  return hasPermission(permissions, area, flag);
}

import {
  type Action,
  areaNames,
  hasPermission,
  isReferenceCatalogue,
  type PermissionMap,
  placementsOf,
  registryEntry,
} from '@doyang/domain';

/** The permission areas of a screen, from its registry entry ('A,B': any of them); unknown screens have none. */
export function areaOf(resource: string): string | undefined {
  const entry = registryEntry(resource);
  return entry ? areaNames(entry.area) : undefined;
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

/** Screens spec 01 §6 shows without a permission (an ungated menu item); their rows are scoped by the server. */
const isOpenScreen = (resource: string): boolean => {
  const entry = registryEntry(resource);
  return entry !== undefined && placementsOf(entry).some((p) => p.ungated);
};

/** Screens of the general-direction roles whatever their flags (the change history, read only). */
const GENERAL_DIRECTION_SCREENS = new Set(['audit_logs']);

/**
 * Whether a user may do `action` on `resource`, as the server decides it: reading needs any flag of the
 * area, except the reference catalogues any login reads; writing needs the action's flag. Deny by default.
 */
export function canAccessResource(
  permissions: PermissionMap,
  resource: string,
  action: string,
  generalDirection = false,
): boolean {
  const flag = ACTION_FLAGS[action];
  if (GENERAL_DIRECTION_SCREENS.has(resource)) return flag === null && generalDirection;
  if (flag === null) {
    if (isReferenceCatalogue(resource) || isOpenScreen(resource)) return true;
    // A screen opens with its own area's flag (docs/decisions.md, issue 8), even where the API has wider readers.
    const readArea = areaOf(resource);
    return readArea ? hasPermission(permissions, readArea) : false;
  }
  const area = areaOf(resource);
  if (!area || !flag) return false;
  return hasPermission(permissions, area, flag);
}

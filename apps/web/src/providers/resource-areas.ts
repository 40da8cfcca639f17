import { type Action, hasPermission, isReferenceCatalogue, MENU, type PermissionMap, registryEntry } from '@doyang/domain';

/**
 * Screens the registry does not describe yet, by the area the server guards them with (registry entries carry
 * their own, child resources included).
 */
const AREA_OF_CHILD: Record<string, string> = {
  // StudentIndex's menu entries carry a query (?generalDirection / ?doyangId); students of a doyang or of all.
  students: 'Doyang Alumnos,Alumnos',
  // MonthlyDutyIndex serves both menu entries; which duties a user may write is decided per duty (domain duties.ts).
  monthly_duties: 'Tareas bimestrales,Doyang Tareas Bimestrales',
  // 'Grupos de selectivo' shows without a permission (spec 01 §6); its writes need the area's flags.
  selective_groups: 'Grupos de Selectivo',
};

/** The permission area of a catalogue resource, read from the domain menu (e.g. degrees → 'Grados'). */
export function areaOf(resource: string): string | undefined {
  const entry = registryEntry(resource);
  if (entry) return entry.area;
  if (AREA_OF_CHILD[resource]) return AREA_OF_CHILD[resource];
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

/** Screens spec 01 §6 shows without a permission; their rows are scoped by the server. */
const OPEN_SCREENS = new Set(['selective_groups']);

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
    if (isReferenceCatalogue(resource) || OPEN_SCREENS.has(resource)) return true;
    // A screen opens with its own area's flag (docs/decisions.md, issue 8), even where the API has wider readers.
    const readArea = areaOf(resource);
    return readArea ? hasPermission(permissions, readArea) : false;
  }
  const area = areaOf(resource);
  if (!area || !flag) return false;
  return hasPermission(permissions, area, flag);
}

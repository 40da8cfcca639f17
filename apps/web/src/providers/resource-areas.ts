import { type Action, hasPermission, MENU, type PermissionMap } from '@doyang/domain';

/** Resources without a menu entry of their own, guarded by their parent's area (as the server does). */
const AREA_OF_CHILD: Record<string, string> = {
  doyang_bundles: 'Categories de doyang',
  doyang_category_requisites: 'Categories de doyang',
  // StudentIndex's menu entries carry a query (?generalDirection / ?doyangId); students of a doyang or of all.
  students: 'Doyang Alumnos,Alumnos',
  // MonthlyDutyIndex serves both menu entries; which duties a user may write is decided per duty (domain duties.ts).
  monthly_duties: 'Tareas bimestrales,Doyang Tareas Bimestrales',
  // 'Grupos de selectivo' shows without a permission (spec 01 §6); its writes need the area's flags.
  selective_groups: 'Grupos de Selectivo',
};

/** The permission area of a catalogue resource, read from the domain menu (e.g. degrees → 'Grados'). */
export function areaOf(resource: string): string | undefined {
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

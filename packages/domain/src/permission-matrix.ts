import { z } from 'zod';
import { GENERAL_DIRECTION_ROLES, ROLES } from './enums.ts';
import { MSG } from './messages.ts';
import { PERMISSION_AREAS, type PermissionArea } from './permission-areas.ts';
import { ACTIONS, type Action, type Flags } from './permissions.ts';
import { requiredId } from './schemas/ids.ts';

/** The roles the permissions administrator offers (spec 03 §6): every role but Alumno. */
export const PERMISSION_ROLES: readonly number[] = [
  ROLES.RELACIONES_PUBLICAS,
  ROLES.ORIENTACION_Y_ENLACE,
  ROLES.KYOSA_DEPENDIENTE,
  ROLES.KYOSA_DE_CLUB,
  ROLES.KYOSA_DE_DOYANG,
  ROLES.PROFESOR,
  ROLES.PROFESOR_CERTIFICADO,
  ROLES.DIRECTOR_TECNICO,
  ROLES.DIRECTOR_GENERAL,
  ROLES.DIRECTORA_ADMINISTRATIVA,
  ROLES.PROGRAMADOR,
];

/**
 * Cells of the matrix that mean nothing and cannot be ticked (spec 03 §6 names create and delete of Modifica Roles and
 * Permisos; docs/decisions.md records the others): these areas grant a capability or a screen of settings, never
 * records that are created or deleted.
 */
export const DISABLED_CELLS: Partial<Record<PermissionArea, readonly Action[]>> = {
  'Modifica Roles': ['create', 'delete'],
  Permisos: ['create', 'delete'],
  'Asistencias Extemporáneas (72hrs)': ['create', 'delete'],
};

export const isCellDisabled = (area: string, action: Action): boolean =>
  (DISABLED_CELLS[area as PermissionArea] ?? []).includes(action);

/** The flag of 'Permisos' that changes the matrix: the last general-direction holder of it may not lose it. */
export const PERMISSIONS_ADMIN_FLAG: Action = 'update';

/** A user's effective flags: their role's plus their own, flag by flag (a user row adds, it never takes away). */
export function effectiveFlags(role: Partial<Flags> | null | undefined, own: Partial<Flags> | null | undefined): Flags {
  return Object.fromEntries(ACTIONS.map((a) => [a, role?.[a] === true || own?.[a] === true])) as Flags;
}

/** Whether a role is one of the general direction's (spec 01 §6), for the last-access guard. */
export const isGeneralDirectionRole = (roleId: number): boolean => GENERAL_DIRECTION_ROLES.includes(roleId);

/** Every area of the matrix (spec 03 §6), as an enum's values. */
export const AREA_NAMES = Object.values(PERMISSION_AREAS).flat() as [PermissionArea, ...PermissionArea[]];

/**
 * POST /api/permissions (spec 03 §7): toggles one flag of one area for a role or for a user. With `value` it sets the
 * flag to it instead, so a request sent twice (a double click, a retry) leaves what the screen showed (issue 22).
 */
export const permissionToggleSchema = z
  .object({
    name: z.enum(AREA_NAMES, { error: MSG.permissionAreaUnknown }),
    type: z.enum(ACTIONS as [Action, ...Action[]], { error: MSG.permissionTypeUnknown }),
    role_id: requiredId.optional(),
    user_id: requiredId.optional(),
    value: z.boolean(MSG.invalidData).optional(),
  })
  .strict()
  .refine((b) => (b.role_id === undefined) !== (b.user_id === undefined), {
    message: MSG.permissionTarget,
    path: ['role_id'],
  });

export type PermissionToggle = z.infer<typeof permissionToggleSchema>;

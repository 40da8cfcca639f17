import { PAGE_SIZES } from '../enums.ts';
import { permissionToggleSchema } from '../permission-matrix.ts';
import { defineResource, labelled } from './types.ts';

/**
 * The permissions administrator (spec 03 §2, §6): one row per area of the matrix for the chosen role or user, each
 * tick a toggle (POST). Role rows also need 'Modifica Roles' (permissions.routes.ts).
 */
export const permissions = defineResource({
  name: 'permissions',
  area: 'Permisos',
  schema: permissionToggleSchema,
  filters: ['role_id', 'user_id'],
  orderable: ['id'],
  defaultOrder: ['id', 'asc'],
  perPage: PAGE_SIZES.permissions,
  menu: { section: 'catalogues', label: 'Permisos' },
  labels: { name: 'Permiso |||| Permisos', list: 'PERMISOS' },
  fields: labelled({
    name: 'Área',
    section: 'Sección',
    read: 'Leer',
    update: 'Modificar',
    create: 'Crear',
    delete: 'Eliminar',
    role_id: 'Rol',
    user_id: 'Usuario',
  }),
  screens: 'custom',
});

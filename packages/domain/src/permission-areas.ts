/** Permission areas of the spec 03 §6 matrix, by section: the only names a guard may use. */
export const PERMISSION_AREAS = {
  'DIRECCIÓN GENERAL': [
    'Modifica Roles',
    'Grupos de Selectivo',
    'Usuarios',
    'Doyangs',
    'Multinivel Profesores',
    'Tablas Comisiones',
    'Grados',
    'Alumnos',
    'Sedes',
    'Honorificos',
    'Localidades',
    'Productos',
    'Sinodales',
    'Categories de doyang',
    'Validación de examen',
    'Otros requisitos',
    'Tareas bimestrales',
    'Permisos',
    'Poomses',
    'Torneos',
    'Eventos',
    'Examen',
  ],
  'DOYANG AREA TÉCNICA': [
    'Asistencias',
    'Asistencias Extemporáneas (72hrs)',
    'Doyang Alumnos',
    'Doyang Grupos',
    'Doyang Torneos',
    'Doyang Eventos',
    'Doyang Examen',
  ],
  'DOYANG AREA ADMINISTRATIVA': [
    'Recursos Digitales',
    'Doyang Tareas Bimestrales',
    'Doyang Personal',
    'Seguros',
    'Ventas',
    'Gastos',
    'Contabilidad',
    'Inventario',
    'Entradas/Salidas',
    'Recibos',
  ],
} as const;

/** One area of the matrix: a misspelt name is a type error wherever a guard names it. */
export type PermissionArea = (typeof PERMISSION_AREAS)[keyof typeof PERMISSION_AREAS][number];

/** One area, or several of which any passes (spec 01 §6's comma list). */
export type Areas = PermissionArea | readonly PermissionArea[];

/** The comma list the permission rule reads. */
export const areaNames = (areas: Areas): string => (typeof areas === 'string' ? areas : areas.join(','));

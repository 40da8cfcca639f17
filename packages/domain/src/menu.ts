import { type Action, canSeeGeneralDirection, hasPermission, isDoyangStaff, type Subject } from './permissions.ts';
import { REGISTRY, registryEntry } from './registry/index.ts';

export type MenuItem = {
  label: string;
  to: string;
  /** Permission names (comma list) and action; absent means no permission needed. */
  permission?: string;
  action?: Action;
  /** Only the 'can see general direction' roles. */
  generalDirectionOnly?: boolean;
  /** The screen exists in this build; unbuilt screens never show as dead links. */
  built: boolean;
};

export type MenuSection = { key: string; title: string; items: MenuItem[] };

// Screens ship issue by issue; a route joins this set when its screen works end to end (the registry's resources
// ship with their screens).
export const BUILT_ROUTES = new Set<string>([
  ...REGISTRY.map((e) => `/${e.name}`),
  '/',
  '/user/password',
  '/degrees',
  '/honorific_titles',
  '/cities',
  '/venues',
  '/doyangs',
  '/doyang_categories',
  '/genealogy',
  '/students?generalDirection=true',
  '/students?doyangId=:doyangId',
  '/professors',
  '/sinodals',
  '/monthly_duties',
  '/doyang_groups',
  '/selective_groups',
  '/requirements',
  '/other_exam_requisites',
  '/configuration',
  '/audit_logs',
]);

/** A menu item; a registry resource's item takes its label, area and action from the registry entry. */
const item = (label: string, to: string, permission?: string, action?: Action): MenuItem => {
  const entry = registryEntry(to.slice(1));
  return entry?.menu
    ? { label: entry.menu.label, to, permission: entry.area, action: entry.menu.action, built: BUILT_ROUTES.has(to) }
    : { label, to, permission, action, built: BUILT_ROUTES.has(to) };
};

const CATALOGUE_PERMISSIONS =
  'Taekwondo,Doyangs,Multinivel Profesores,Tablas Comisiones,Grados,Alumnos,Sedes,Honorificos,Localidades,Productos,Sinodales,Categories de doyang,Validación de examen,Otros requisitos,Tareas bimestrales,Permisos';

export const MENU: MenuSection[] = [
  {
    key: 'account',
    title: 'Mi cuenta',
    items: [item('Inicio', '/'), item('Cambiar contraseña', '/user/password')],
  },
  {
    key: 'catalogues',
    title: 'Catálogos',
    items: [
      item('Linaje', '/genealogy'),
      item('Grupos de selectivo', '/selective_groups'),
      item('Usuarios', '/professors', 'Usuarios'),
      item('Doyangs', '/doyangs', 'Doyangs'),
      item('Multinivel Profesores', '/doyang_surrogations', 'Multinivel Profesores'),
      item('Tablas Comisiones', '/multilevel_discount_types', 'Tablas Comisiones'),
      item('Grados', '/degrees', 'Grados'),
      item('Alumnos', '/students?generalDirection=true', 'Alumnos'),
      item('Sedes', '/venues', 'Sedes'),
      item('Honorificos', '/honorific_titles', 'Honorificos'),
      item('Localidades', '/cities', 'Localidades'),
      item('Productos', '/products', 'Productos'),
      item('Sinodales', '/sinodals', 'Sinodales'),
      item('Categorías de doyang', '/doyang_categories', 'Categories de doyang'),
      item('Validación de examen', '/requirements', 'Validación de examen'),
      item('Otros requisitos', '/other_exam_requisites', 'Otros requisitos'),
      item('Tareas bimestrales', '/monthly_duties', 'Tareas bimestrales'),
      item('Permisos', '/permissions', 'Permisos'),
      item('Poomses', '/poomses', 'Poomses'),
    ],
  },
  {
    key: 'taekwondo',
    title: 'Taekwondo',
    items: [
      item('Eventos Padre', '/parent-events', 'Torneos', 'update'),
      item('Torneos', '/tournaments', 'Torneos'),
      item('Categorías de torneos', '/tournament_categories', 'Torneos', 'update'),
      item('Eventos', '/events', 'Eventos'),
      item('Examen', '/exams', 'Examen'),
    ],
  },
  {
    key: 'configuration',
    title: 'Configuración',
    items: [item('Configuración', '/configuration'), item('Historial de cambios', '/audit_logs')],
  },
  {
    key: 'doyang',
    title: 'Mi Doyang',
    items: [
      item('Estadística', '/statistics/doyang/:doyangId'),
      item('Alumnos', '/students?doyangId=:doyangId', 'Doyang Alumnos'),
      item('Grupos', '/doyang_groups', 'Doyang Grupos'),
      item('Exámenes', '/exams', 'Doyang Examen'),
      item('Torneos', '/tournaments', 'Doyang Torneos'),
      item('Eventos', '/events', 'Doyang Eventos'),
      item('Tareas bimestrales', '/monthly_duties', 'Doyang Tareas Bimestrales'),
    ],
  },
  {
    key: 'administration',
    title: 'Administración',
    items: [
      item('Recursos Digitales', '/general_file_resources', 'Recursos Digitales'),
      item('Seguros', '/insurances', 'Seguros'),
      item('Ventas', '/payments/create', 'Ventas'),
      item('Gastos', '/expenses'),
      item('Contabilidad', '/payments', 'Contabilidad'),
      item('Inventario', '/doyang/:doyangId/inventory', 'Inventario'),
      item('Entradas/Salidas', '/inventory_moves', 'Entradas/Salidas'),
      item('Recibos', '/receipts', 'Recibos'),
    ],
  },
];

// A registry resource the spec's menu layout does not place yet goes at the end of its section.
for (const entry of REGISTRY) {
  const section = MENU.find((s) => s.key === entry.menu?.section);
  if (section && !section.items.some((i) => i.to === `/${entry.name}`)) section.items.push(item('', `/${entry.name}`));
}

/** Whether a whole section shows, by spec 01 §6. */
export function sectionVisible(key: string, user: Subject, selectedDoyangId: number | null): boolean {
  const gd = canSeeGeneralDirection(user);
  switch (key) {
    case 'account':
      return true;
    case 'catalogues':
      return gd || hasPermission(user.permissions, CATALOGUE_PERMISSIONS);
    case 'taekwondo':
    case 'configuration':
      return gd;
    case 'doyang':
    case 'administration':
      return gd || (selectedDoyangId !== null && isDoyangStaff(user, selectedDoyangId));
    default:
      return false;
  }
}

export function itemVisible(menuItem: MenuItem, user: Subject): boolean {
  if (!menuItem.built) return false;
  if (menuItem.generalDirectionOnly && !canSeeGeneralDirection(user)) return false;
  return !menuItem.permission || hasPermission(user.permissions, menuItem.permission, menuItem.action);
}

/** The menu a user sees: gated sections, gated items, unbuilt screens dropped, empty sections dropped. */
export function visibleMenu(user: Subject, selectedDoyangId: number | null): MenuSection[] {
  return MENU.filter((s) => sectionVisible(s.key, user, selectedDoyangId))
    .map((s) => ({
      ...s,
      items: s.items
        .filter((i) => itemVisible(i, user))
        .map((i) => ({ ...i, to: i.to.replace(':doyangId', String(selectedDoyangId ?? '')) })),
    }))
    .filter((s) => s.items.length > 0);
}

import { areaNames } from './permission-areas.ts';
import { type Action, canSeeGeneralDirection, hasPermission, isDoyangStaff, type Subject } from './permissions.ts';
import { placementsOf, REGISTRY } from './registry/index.ts';

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

// Screens ship issue by issue; a route joins this set when its screen works end to end. The registry's resources
// ship with their screens (a `data` entry has none yet, so its menu item stays hidden).
export const BUILT_ROUTES = new Set<string>([
  ...REGISTRY.filter((e) => e.screens !== 'data').flatMap((e) => [`/${e.name}`, ...placementsOf(e).map((p) => p.to)]),
  '/',
  '/user/password',
  '/genealogy',
  '/configuration',
  '/audit_logs',
  '/cash_closings',
  // Issue 25: INVENTARIO (a doyang's stock)
  '/doyang/:doyangId/inventory',
  // Issue 25: VENTAS and RECIBOS
  '/payments/create',
  '/receipts',
  // Issue 26: INGRESOS (Contabilidad)
  '/payments',
  // Issue 26: SEGUROS
  '/insurances',
  // Issue 27: Estadística
  '/statistics/doyang/:doyangId',
]);

/** A menu item of a screen the registry does not describe (yet). */
const item = (label: string, to: string, permission?: string, action?: Action): MenuItem => ({
  label,
  to,
  permission,
  action,
  built: BUILT_ROUTES.has(to),
});

const PLACEMENTS = REGISTRY.flatMap((entry) => placementsOf(entry).map((placement) => ({ entry, placement })));

/** The menu item of a registry resource at `to` in a section: label, gating and action come from its entry. */
const placed = (section: string, to: string): MenuItem => {
  const found = PLACEMENTS.find((p) => p.placement.section === section && p.placement.to === to);
  if (!found) throw new Error(`El registro no coloca ${to} en ${section}`);
  const { entry, placement } = found;
  return {
    label: placement.label,
    to,
    permission: placement.ungated ? undefined : areaNames(placement.area ?? entry.area),
    action: placement.action,
    built: BUILT_ROUTES.has(to),
  };
};

/** The spec 01 §6 layout: each section's items in the spec's order. */
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
      placed('catalogues', '/selective_groups'),
      placed('catalogues', '/professors'),
      placed('catalogues', '/doyangs'),
      placed('catalogues', '/doyang_surrogations'),
      placed('catalogues', '/multilevel_discount_types'),
      placed('catalogues', '/degrees'),
      placed('catalogues', '/students?generalDirection=true'),
      placed('catalogues', '/venues'),
      placed('catalogues', '/honorific_titles'),
      placed('catalogues', '/cities'),
      placed('catalogues', '/products'),
      placed('catalogues', '/sinodals'),
      placed('catalogues', '/doyang_categories'),
      placed('catalogues', '/requirements'),
      placed('catalogues', '/other_exam_requisites'),
      placed('catalogues', '/monthly_duties'),
      placed('catalogues', '/permissions'),
      placed('catalogues', '/poomses'),
    ],
  },
  {
    key: 'taekwondo',
    title: 'Taekwondo',
    items: [
      placed('taekwondo', '/parent-events'),
      placed('taekwondo', '/tournaments'),
      placed('taekwondo', '/tournament_categories'),
      placed('taekwondo', '/events'),
      placed('taekwondo', '/exams'),
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
      placed('doyang', '/students?doyangId=:doyangId'),
      placed('doyang', '/doyang_groups'),
      placed('doyang', '/exams'),
      placed('doyang', '/tournaments'),
      placed('doyang', '/events'),
      placed('doyang', '/monthly_duties?doyangId=:doyangId'),
    ],
  },
  {
    key: 'administration',
    title: 'Administración',
    items: [
      placed('administration', '/general_file_resources'),
      item('Seguros', '/insurances', 'Seguros'),
      item('Ventas', '/payments/create', 'Ventas'),
      item('Gastos', '/expenses'),
      item('Contabilidad', '/payments', 'Contabilidad'),
      item('Inventario', '/doyang/:doyangId/inventory', 'Inventario'),
      item('Entradas/Salidas', '/inventory_moves', 'Entradas/Salidas'),
      item('Recibos', '/receipts', 'Recibos'),
      item('Corte de caja', '/cash_closings', 'Ventas', 'create'),
    ],
  },
];

// A registry placement the layout above does not list yet goes at the end of its section: a new catalogue needs
// no edit here.
for (const { placement } of PLACEMENTS) {
  const section = MENU.find((s) => s.key === placement.section);
  if (section && !section.items.some((i) => i.to === placement.to)) section.items.push(placed(section.key, placement.to));
}

/** Whether a whole section shows, by spec 01 §6. */
export function sectionVisible(key: string, user: Subject, selectedDoyangId: number | null): boolean {
  const gd = canSeeGeneralDirection(user);
  switch (key) {
    case 'account':
      return true;
    // Linaje and 'Grupos de selectivo' need no permission (spec 01 §6): they show for everyone (issue 10), so the
    // section is everyone's; its other items keep their flags.
    case 'catalogues':
      return true;
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

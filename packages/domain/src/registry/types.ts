import type { z } from 'zod';
import type { Areas, PermissionArea } from '../permission-areas.ts';
import type { Action } from '../permissions.ts';

/** A field a generic catalogue screen shows and edits; on custom screens, its Spanish label. */
export type FieldSpec = {
  name: string;
  label: string;
  /**
   * `upper`: stored uppercase (names, spec 02 §2); `text`: as typed; `number`; `flag` (yes/no); `reference`: an id
   * of another resource (custom screens pick it). Absent: only the label is declared (custom screens draw their
   * own inputs; a generic screen takes it as text).
   */
  kind?: 'upper' | 'text' | 'number' | 'flag' | 'reference';
  /** Shown as a column of the list. */
  list?: boolean;
};

export type MenuPlacement = {
  /** A section key of MENU (menu.ts). */
  section: 'catalogues' | 'taekwondo' | 'configuration' | 'doyang' | 'administration';
  label: string;
  /** The item's path when it is not `/{name}` (e.g. '/students?doyangId=:doyangId'). */
  to?: string;
  /** The area that shows the item when it is not the entry's (a doyang's own item of a network catalogue). */
  area?: PermissionArea;
  /** Shown to whoever sees the section, whatever their flags (spec 01 §6 'Grupos de selectivo'). */
  ungated?: true;
  /** The flag the item needs besides reading (e.g. 'update' for the Taekwondo catalogues). */
  action?: Action;
};

type Labels = {
  /** 'Tabla de comisiones |||| Tablas de comisiones' (react-admin's singular |||| plural). */
  name: string;
  list: string;
  create: string;
  edit: string;
  created: string;
  updated: string;
  deleted?: string;
};

type EntryBase = {
  /** URL segment under /api and the screen's path. */
  name: string;
  /** The screen is a view of another API resource (students → users); absent: the API resource is `name`. */
  api?: string;
  /** Writes need one of these areas' flags; reads too unless `readAreas` names wider readers. */
  area: Areas;
  readAreas?: readonly PermissionArea[];
  /** Every login reads it (the forms' selectors); deny by default otherwise (visibility.ts). */
  anyLoginReads?: true;
  /** Equality filters the list takes, by field name. */
  filters?: readonly string[];
  /** `with=` relations, by name. */
  relations?: readonly string[];
  /**
   * The record as the API answers it, exact and in wire form (issue 23): its columns, the fields computed from the row,
   * and each `with=` relation as an optional field. The server checks it against the table (resource-answers.test.ts).
   * Required of an entry the server binds to a table; one whose module writes its own routes declares their answers there.
   */
  answer?: z.ZodObject;
  orderable: readonly string[];
  defaultOrder: readonly [field: string, dir: 'asc' | 'desc'];
  perPage: number;
  /** Where the list appears in the menu (absent: reached from another screen). */
  menu?: MenuPlacement | readonly MenuPlacement[];
  fields: readonly FieldSpec[];
};

/** A plain catalogue: the web builds list, create and edit from `fields`. */
export type GenericEntry = EntryBase & {
  screens: 'generic';
  /** The create body; updates take its partial. */
  schema: z.ZodObject;
  labels: Labels;
};

/**
 * A resource with screens of its own (`custom`) or none (`data`: read by other screens' selectors). Without a
 * schema it is read-only.
 */
export type CustomEntry = EntryBase & {
  screens: 'custom' | 'data';
  schema?: z.ZodObject;
  labels: Partial<Labels> & { name: string };
};

/**
 * One resource as every layer knows it: the server binds a table and SQL to it, the web derives its screens,
 * menu item and gating, built route, child areas and field labels from it (issue 9).
 */
export type ResourceEntry = GenericEntry | CustomEntry;

export const defineResource = <E extends ResourceEntry>(entry: E): E => entry;

export const isGenericEntry = (entry: ResourceEntry): entry is GenericEntry => entry.screens === 'generic';

/** Every menu placement of an entry, with its path. */
export const placementsOf = (entry: ResourceEntry): (MenuPlacement & { to: string })[] =>
  (entry.menu === undefined ? [] : Array.isArray(entry.menu) ? entry.menu : [entry.menu as MenuPlacement]).map((m) => ({
    ...m,
    to: m.to ?? `/${entry.name}`,
  }));

/** Custom screens' field labels, by field name. */
export const labelled = (labels: Record<string, string>): FieldSpec[] =>
  Object.entries(labels).map(([name, label]) => ({ name, label }));

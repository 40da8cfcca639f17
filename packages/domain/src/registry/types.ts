import type { z } from 'zod';
import type { PermissionArea } from '../permission-areas.ts';
import type { Action } from '../permissions.ts';

/** A field a generic catalogue screen shows and edits. */
export type FieldSpec = {
  name: string;
  label: string;
  /**
   * `upper`: stored uppercase (names, spec 02 §2); `text`: as typed; `number`; `flag` (yes/no); `reference`: an id
   * of another resource (custom screens pick it).
   */
  kind: 'upper' | 'text' | 'number' | 'flag' | 'reference';
  /** Shown as a column of the list. */
  list?: boolean;
};

export type MenuPlacement = {
  /** A section key of MENU (menu.ts). */
  section: 'catalogues' | 'taekwondo' | 'configuration' | 'doyang' | 'administration';
  label: string;
  /** The flag the item needs besides reading (e.g. 'update' for the Taekwondo catalogues). */
  action?: Action;
};

/**
 * One API resource as every layer knows it: the server binds a table and SQL to it, the web derives its screens,
 * menu item and gating, built route, child areas and field labels from it (issue 9).
 */
export type ResourceEntry = {
  /** URL segment under /api and the screen's path. */
  name: string;
  /** Writes need this area's flags; reads too unless `readAreas` names wider readers. */
  area: PermissionArea;
  readAreas?: readonly PermissionArea[];
  /** The create body; updates take its partial. */
  schema: z.ZodObject;
  /** Equality filters the list takes, by field name. */
  filters?: readonly string[];
  /** `with=` relations, by name. */
  relations?: readonly string[];
  orderable: readonly string[];
  defaultOrder: readonly [field: string, dir: 'asc' | 'desc'];
  perPage: number;
  /** Where the list appears in the menu (absent: reached from another screen). */
  menu?: MenuPlacement;
  labels: {
    /** 'Tabla de comisiones |||| Tablas de comisiones' (react-admin's singular |||| plural). */
    name: string;
    list: string;
    create: string;
    edit: string;
    created: string;
    updated: string;
    deleted?: string;
  };
  fields: readonly FieldSpec[];
  /** `generic`: the web's catalogue screens built from `fields`; `custom`: the resource ships its own. */
  screens: 'generic' | 'custom';
};

export const defineResource = <E extends ResourceEntry>(entry: E): E => entry;

import { canSeeGeneralDirection, hasPermission, isDoyangStaff, type Subject } from './permissions.ts';
import { REGISTRY } from './registry/index.ts';

/**
 * Catalogues every login may read (every form needs them in its selectors). Every other resource is read
 * with its area's permission: deny by default (docs/decisions.md, issue 8).
 */
export const REFERENCE_CATALOGUES: readonly string[] = REGISTRY.filter((e) => e.anyLoginReads).map((e) => e.name);

export const isReferenceCatalogue = (resource: string): boolean => REFERENCE_CATALOGUES.includes(resource);

/**
 * What every login sees of any doyang: what Home's cards show (name, type, opening date, counts and the
 * responsible's name). Phones, address, fees, staff and their cellphones are the doyang's details.
 */
export const DOYANG_PUBLIC_FIELDS = [
  'id',
  'name',
  'doyang_type_id',
  'opening_date',
  'active',
  'students_count',
  'duties_checked',
  'duties_unchecked',
] as const;

/** A doyang's details go to general direction, the 'Doyangs' catalogue permission, or that doyang's own staff. */
export function canSeeDoyangDetails(user: Subject, doyangId: number): boolean {
  return canSeeGeneralDirection(user) || hasPermission(user.permissions, 'Doyangs') || isDoyangStaff(user, doyangId);
}

type Row = Record<string, unknown>;

/** The card of a doyang whose details the viewer may not see: public fields and the responsible's name only. */
export function publicDoyang(row: Row): Row {
  const out: Row = {};
  for (const key of DOYANG_PUBLIC_FIELDS) if (key in row) out[key] = row[key];
  const responsible = row.responsible as { id?: unknown; full_name_honorific?: unknown } | null | undefined;
  if (responsible !== undefined) {
    out.responsible = responsible ? { id: responsible.id, full_name_honorific: responsible.full_name_honorific } : null;
  }
  return out;
}

/** Each row as this viewer may see it. */
export function doyangsForViewer(user: Subject, rows: Row[]): Row[] {
  return rows.map((row) => (canSeeDoyangDetails(user, Number(row.id)) ? row : publicDoyang(row)));
}

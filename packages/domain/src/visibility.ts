import { canSeeGeneralDirection, hasPermission, isDoyangStaff, type Subject } from './permissions.ts';
import { REGISTRY } from './registry/index.ts';
import type { DoyangCardAnswer } from './schemas/doyangs-answers.ts';

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

/** What a card is made from: a list row with at least the public fields. */
type CardSource = Omit<DoyangCardAnswer, 'responsible'> & {
  responsible?: { id: number; full_name_honorific: string } | null;
};

/** The card of a doyang whose details the viewer may not see: public fields and the responsible's name only. */
export function publicDoyang(row: CardSource): DoyangCardAnswer {
  const out: Record<string, unknown> = {};
  for (const key of DOYANG_PUBLIC_FIELDS) if (key in row) out[key] = row[key];
  const responsible = row.responsible;
  if (responsible !== undefined) {
    out.responsible = responsible ? { id: responsible.id, full_name_honorific: responsible.full_name_honorific } : null;
  }
  return out as DoyangCardAnswer;
}

/** Each row as this viewer may see it. */
export function doyangsForViewer<R extends CardSource>(user: Subject, rows: R[]): (R | DoyangCardAnswer)[] {
  return rows.map((row) => (canSeeDoyangDetails(user, row.id) ? row : publicDoyang(row)));
}

import { COMPETITION_TYPES } from '@doyang/domain';

// How the categories screens write a category's competition, sex and ranges (spec 03 §3, §9).

/** A category's competition; empty applies to every competition the tournament offers. */
export const competitionName = (id: number | null | undefined): string =>
  id === null || id === undefined ? 'Todas' : (COMPETITION_TYPES[id as keyof typeof COMPETITION_TYPES] ?? String(id));

/** TournamentCategory.is_male as the form picks it ('B' is both, stored as null). */
export const CATEGORY_SEXES = [
  { id: 'M', name: 'Varonil' },
  { id: 'F', name: 'Femenil' },
  { id: 'B', name: 'Mixto' },
] as const;

export const categorySex = (isMale: boolean | null | undefined): string =>
  isMale === true ? 'Varonil' : isMale === false ? 'Femenil' : 'Mixto';

export const sexOfFlag = (isMale: boolean | null | undefined): 'M' | 'F' | 'B' =>
  isMale === true ? 'M' : isMale === false ? 'F' : 'B';

export const flagOfSex = (sex: unknown): boolean | null => (sex === 'M' ? true : sex === 'F' ? false : null);

/** A weight category's sex code (spec 03 §9: M, F, B). */
export const WEIGHT_SEXES = [
  { id: 'M', name: 'Varonil' },
  { id: 'F', name: 'Femenil' },
  { id: 'B', name: 'Ambos' },
] as const;

export const weightSex = (sex: string): string => WEIGHT_SEXES.find((s) => s.id === sex)?.name ?? sex;

const shown = (v: string | number | null | undefined): string | null =>
  v === null || v === undefined || v === '' ? null : String(Number(v));

/** '8 – 11', 'desde 8', 'hasta 11' or the open text; `unit` follows the numbers ('kg'). */
export function rangeText(
  min: string | number | null | undefined,
  max: string | number | null | undefined,
  unit = '',
  open = 'Cualquiera',
): string {
  const lo = shown(min);
  const hi = shown(max);
  const u = unit ? ` ${unit}` : '';
  if (lo && hi) return lo === hi ? `${lo}${u}` : `${lo} – ${hi}${u}`;
  if (lo) return `desde ${lo}${u}`;
  if (hi) return `hasta ${hi}${u}`;
  return open;
}

/** Two degree names as a range ('9NO KUP – 8VO KUP'), either side open. */
export function degreeRange(min: string | null | undefined, max: string | null | undefined): string {
  if (min && max) return min === max ? min : `${min} – ${max}`;
  if (min) return `desde ${min}`;
  if (max) return `hasta ${max}`;
  return 'Cualquiera';
}

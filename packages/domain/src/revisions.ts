import { parseYmd } from './dates.ts';
import { canAccessDoyang, canSeeGeneralDirection, hasPermission, type Subject } from './permissions.ts';
import type { CheckedItemAnswer } from './schemas/groups-answers.ts';

// Revisions (spec 02 §3, §4): a review of each student's exam requirements within the revision season.

export const REVISION_RESULTS = { NOT_REVIEWED: 0, COMPLETE: 1, INCOMPLETE: 2 } as const;
export type RevisionResult = (typeof REVISION_RESULTS)[keyof typeof REVISION_RESULTS];
export const REVISION_RESULT_NAMES: Record<number, string> = { 0: 'SIN REVISAR', 1: 'COMPLETA', 2: 'INCOMPLETA' };

/** Configuration 24 and 25 bound the season; an unset bound keeps the season closed. */
export function revisionSeasonOpen(today: string, start: string | null | undefined, end: string | null | undefined): boolean {
  if (!parseYmd(start) || !parseYmd(end)) return false;
  return today >= (start as string).slice(0, 10) && today <= (end as string).slice(0, 10);
}

/** One requirement item as the review dialog sends it and the result stores it (spec 02 §3: checked, date, second_date, comment). */
export type CheckedItem = CheckedItemAnswer;

/** Complete (1) when every product and every other requisite the requirement asks for is checked; else incomplete (2). */
export function revisionResult(
  required: { products: readonly number[]; others: readonly number[] },
  products: readonly CheckedItem[],
  others: readonly CheckedItem[],
): 1 | 2 {
  const has = (items: readonly CheckedItem[]) => new Set(items.filter((i) => i.checked).map((i) => i.id));
  const p = has(products);
  const o = has(others);
  return required.products.every((id) => p.has(id)) && required.others.every((id) => o.has(id)) ? 1 : 2;
}

export type RequirementRange = {
  id: number;
  min_grade_order: number | null;
  max_grade_order: number | null;
  min_age_years: number | null;
  min_age_months: number | null;
  max_age_years: number | null;
  max_age_months: number | null;
  max_age_days: number | null;
};

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * A day shifted by years, months and days as `Date.UTC` rolls it over (31 Jan + 1 month is 3 Mar, or 2 in a leap
 * year), as the number YYYYMMDD. Without a roll-over no Date is made: the light measures every student of the network
 * against each requirement, and building a Date and its ISO text each time was most of the rule's time.
 */
function shifted(p: { y: number; m: number; d: number }, years: number, months: number, days: number): number {
  const index = p.m - 1 + months;
  const y = p.y + years + Math.floor(index / 12);
  const m = (((index % 12) + 12) % 12) + 1;
  const d = p.d + days;
  if (d >= 1 && d <= 28) return y * 10_000 + m * 100 + d;
  if (d >= 1 && d <= daysInMonth(y, m)) return y * 10_000 + m * 100 + d;
  const at = new Date(Date.UTC(p.y + years, p.m - 1 + months, p.d + days));
  return at.getUTCFullYear() * 10_000 + (at.getUTCMonth() + 1) * 100 + at.getUTCDate();
}

/** A day as the number YYYYMMDD. */
export type DayNumber = number;

/**
 * The requirement that applies to a student: the degree order inside the range, and the age (from the
 * birth date, to today) at least the minimum years + months and at most the maximum years + months + days.
 * Unset bounds do not limit. The first match wins (the list comes ordered by degree).
 */
export function requirementFor<T extends RequirementRange>(
  requirements: readonly T[],
  student: { degree_order: number | null; birth_date: string | null },
  today: string,
): T | null {
  const t = parseYmd(today);
  if (!t) throw new Error(`not a date: ${today}`);
  return requirementOnDay(requirements, student, t.y * 10_000 + t.m * 100 + t.d);
}

/** requirementFor with today already read as YYYYMMDD (the traffic light reads the exam's date once for everyone). */
export function requirementOnDay<T extends RequirementRange>(
  requirements: readonly T[],
  student: { degree_order: number | null; birth_date: string | null },
  day: DayNumber,
): T | null {
  const born = student.birth_date ? parseYmd(student.birth_date) : null;
  const order = student.degree_order;
  for (const r of requirements) {
    if (order !== null && r.min_grade_order !== null && order < r.min_grade_order) continue;
    if (order !== null && r.max_grade_order !== null && order > r.max_grade_order) continue;
    if (!student.birth_date) return r;
    const hasMin = r.min_age_years !== null || r.min_age_months !== null;
    const hasMax = r.max_age_years !== null || r.max_age_months !== null || r.max_age_days !== null;
    if ((hasMin || hasMax) && !born) throw new Error(`not a date: ${student.birth_date}`);
    if (hasMin && born && shifted(born, r.min_age_years ?? 0, r.min_age_months ?? 0, 0) > day) continue;
    if (hasMax && born && shifted(born, r.max_age_years ?? 0, r.max_age_months ?? 0, r.max_age_days ?? 0) < day) continue;
    return r;
  }
  return null;
}

/** The people of a group who run its revision: responsible, certifier and kyosas. */
export type RevisionGroup = {
  doyang_id: number;
  user_responsible_id: number | null;
  user_certifier_id: number | null;
  kyosa_ids: readonly number[];
};

/**
 * Who creates, activates and assigns a group's revision: general direction, or within the doyang's scope
 * whoever may update the doyang's groups or is staff of this group. Approving is general direction only.
 */
export function canManageRevision(user: Subject, group: RevisionGroup): boolean {
  if (canSeeGeneralDirection(user)) return true;
  if (!canAccessDoyang(user, group.doyang_id)) return false;
  if (hasPermission(user.permissions, 'Doyang Grupos', 'update')) return true;
  return user.id === group.user_responsible_id || user.id === group.user_certifier_id || group.kyosa_ids.includes(user.id);
}

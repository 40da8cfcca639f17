// ALUMNOS MDK filters (spec 02 §2): remembered in browser storage per user and restored on start.

export type StudentFilters = { doyang_id?: number; active?: 1; debtsOnly?: 1; degree_id?: number; name?: string };

/** Only active students at first (spec 02 §2). */
export const DEFAULT_STUDENT_FILTERS: StudentFilters = { active: 1 };
/** Spec 02 §2: restoring the saved filter at start waits 500 ms. */
export const FILTER_RESTORE_DELAY_MS = 500;
/** Spec 02 §9: student search debounce. */
export const STUDENT_SEARCH_DEBOUNCE_MS = 1000;

const storageKey = (userId: number) => `students-filter:${userId}`;

const positiveInt = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const on = (v: unknown) => v === 1 || v === '1' || v === true || v === 'true';

/** Keeps only the known filters with their types (storage and list state may hold anything). */
export function cleanFilters(raw: Record<string, unknown> | null | undefined): StudentFilters {
  const out: StudentFilters = {};
  if (!raw) return out;
  const doyang = positiveInt(raw.doyang_id);
  const degree = positiveInt(raw.degree_id);
  if (doyang) out.doyang_id = doyang;
  if (on(raw.active)) out.active = 1;
  if (on(raw.debtsOnly)) out.debtsOnly = 1;
  if (degree) out.degree_id = degree;
  if (typeof raw.name === 'string' && raw.name.trim()) out.name = raw.name;
  return out;
}

export function loadStudentFilters(userId: number): StudentFilters | null {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    return raw ? cleanFilters(JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function saveStudentFilters(userId: number, filters: Record<string, unknown>): void {
  localStorage.setItem(storageKey(userId), JSON.stringify(cleanFilters(filters)));
}

/**
 * The filters a visit starts with: the saved ones, except that the doyang comes from the route (a
 * doyang's list, or a user outside general direction, never shows another doyang).
 */
export function startFilters(
  saved: StudentFilters | null,
  routeDoyangId: number | null,
  generalDirection: boolean,
): StudentFilters {
  const base = saved ?? DEFAULT_STUDENT_FILTERS;
  const { doyang_id: savedDoyang, ...rest } = base;
  if (!generalDirection) return rest;
  if (routeDoyangId) return { ...rest, doyang_id: routeDoyangId };
  return savedDoyang ? { ...rest, doyang_id: savedDoyang } : rest;
}

import { z } from 'zod';

// The exam result scale (spec 03 §9): a numeric score maps to one of ten passing results or 'No aprobado';
// 'No asistió' has no score and is chosen, never computed.

export type ExamResult = { id: number; name: string; min_score: number | null; approved: boolean };

export const EXAM_RESULTS: readonly ExamResult[] = [
  { id: 1, name: 'Excelente', min_score: 98, approved: true },
  { id: 2, name: 'Muy bien arriba', min_score: 95, approved: true },
  { id: 3, name: 'Muy bien', min_score: 90, approved: true },
  { id: 4, name: 'Muy bien abajo', min_score: 85, approved: true },
  { id: 5, name: 'Bien arriba', min_score: 80, approved: true },
  { id: 6, name: 'Bien', min_score: 75, approved: true },
  { id: 7, name: 'Bien abajo', min_score: 70, approved: true },
  { id: 8, name: 'Suficiente arriba', min_score: 65, approved: true },
  { id: 9, name: 'Suficiente', min_score: 63, approved: true },
  { id: 10, name: 'Suficiente abajo', min_score: 60, approved: true },
  { id: 11, name: 'No aprobado', min_score: 0, approved: false },
  { id: 12, name: 'No asistió', min_score: null, approved: false },
];

export const EXAM_RESULT_IDS = { NOT_APPROVED: 11, DID_NOT_ATTEND: 12 } as const;

export const EXAM_SCORE_RANGE = { min: 0, max: 100 } as const;

/** The result of a score: the first whose minimum the score reaches (minimums inclusive, no rounding: 62.9 is not 63). */
export function examResultForScore(score: number): number {
  if (!Number.isFinite(score) || score < EXAM_SCORE_RANGE.min || score > EXAM_SCORE_RANGE.max) {
    throw new RangeError(`exam score out of 0..100: ${score}`);
  }
  const result = EXAM_RESULTS.find((r) => r.min_score !== null && score >= r.min_score);
  return result ? result.id : EXAM_RESULT_IDS.NOT_APPROVED;
}

/** Ids 1–10 pass; 'No aprobado', 'No asistió' and unknown ids do not. */
export function isApprovedResult(id: number): boolean {
  return EXAM_RESULTS.some((r) => r.id === id && r.approved);
}

const SCORE_MESSAGE = 'La calificación debe estar entre 0 y 100.';
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A typed score: text or number, 0 to 100. An empty field is refused instead of coerced to 0. */
export const examScoreSchema = z.preprocess(
  (v) => (blank(v) ? undefined : v),
  z.coerce.number({ error: SCORE_MESSAGE }).min(EXAM_SCORE_RANGE.min, SCORE_MESSAGE).max(EXAM_SCORE_RANGE.max, SCORE_MESSAGE),
);

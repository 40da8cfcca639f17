import { z } from 'zod';
import { fillMessage, MSG } from '../messages.ts';
import { upperName } from './catalogues.ts';
import { text } from './text.ts';

// Exam requirements (REQUISITOS DE EXAMEN, spec 02 §3) and other exam requisites (spec 03 §3).

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** A whole number from 0 to `max`, empty meaning no limit (null). */
const count = (max: number) => {
  const text = fillMessage(MSG.integerRange, { min: 0, max });
  return z.preprocess((v) => (empty(v) ? null : v), z.coerce.number(text).int(text).min(0, text).max(max, text).nullable());
};
const optionalId = z.preprocess((v) => (empty(v) ? null : v), z.coerce.number().int().positive().nullable());
/** Link lists arrive as ids or as records with an id (react-admin reference arrays). */
const idList = z
  .array(
    z.union([z.coerce.number().int().positive(), z.object({ id: z.coerce.number().int().positive() }).transform((o) => o.id)]),
  )
  .transform((ids) => [...new Set(ids)]);

/** Bounds that keep every number sensible (an age in months never reaches 12: that is a year). */
export const REQUIREMENT_LIMITS = {
  absences: 200,
  partial: 10,
  years: 120,
  months: 11,
  days: 30,
  monthsBeforeNextExam: 240,
  points: 100_000,
} as const;

const L = REQUIREMENT_LIMITS;

export const requirementSchema = z.object({
  name: upperName(),
  absences: count(L.absences),
  partial: count(L.partial),
  min_grade_id: optionalId,
  max_grade_id: optionalId,
  min_age_years: count(L.years),
  max_age_years: count(L.years),
  min_age_months: count(L.months),
  max_age_months: count(L.months),
  max_age_days: count(L.days),
  /** Months. */
  min_time_before_next_exam: count(L.monthsBeforeNextExam),
  /** Ideal points. */
  min_points: count(L.points),
  /** Official curriculum points. */
  warning_points: count(L.points),
  /** Unacceptable points. */
  no_right_points: count(L.points),
  products: idList.optional(),
  other_exam_requisites: idList.optional(),
});
export type RequirementInput = z.input<typeof requirementSchema>;

type RequirementBounds = {
  min_age_years?: number | null;
  min_age_months?: number | null;
  max_age_years?: number | null;
  max_age_months?: number | null;
  min_points?: number | null;
  warning_points?: number | null;
  no_right_points?: number | null;
};

/** The minimum age (years + months) may not pass the maximum when both are given. */
export function requirementAgeErrors(r: RequirementBounds): Record<string, string[]> {
  const hasMin = r.min_age_years != null || r.min_age_months != null;
  const hasMax = r.max_age_years != null || r.max_age_months != null;
  if (!hasMin || !hasMax) return {};
  const min = (r.min_age_years ?? 0) * 12 + (r.min_age_months ?? 0);
  const max = (r.max_age_years ?? 0) * 12 + (r.max_age_months ?? 0);
  return min > max ? { min_age_years: [MSG.minAgeAboveMax] } : {};
}

/**
 * Curriculum points go from best to worst: ideal ≥ official curriculum ≥ unacceptable (the exam
 * traffic light reads them as bands), each pair checked when both are given.
 */
export function requirementPointsErrors(r: RequirementBounds): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (r.min_points != null && r.warning_points != null && r.warning_points > r.min_points) {
    errors.warning_points = [MSG.warningPointsAboveIdeal];
  }
  if (r.warning_points != null && r.no_right_points != null && r.no_right_points > r.warning_points) {
    errors.no_right_points = [MSG.noRightPointsAboveWarning];
  }
  return errors;
}

/** Every cross-field rule of a requirement (the degree range needs the degrees' order: the server checks it). */
export function requirementRuleErrors(r: RequirementBounds): Record<string, string[]> {
  return { ...requirementAgeErrors(r), ...requirementPointsErrors(r) };
}

export const otherExamRequisiteSchema = z.object({
  name: text({ error: MSG.fieldNotEmpty })
    .trim()
    .min(1, MSG.fieldNotEmpty)
    .max(100, MSG.nameTooLong)
    .transform((s) => s.toUpperCase()),
});

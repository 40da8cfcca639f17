import { z } from 'zod';
import { MSG } from '../messages.ts';
import { upperName } from './catalogues.ts';

// Exam requirements (REQUISITOS DE EXAMEN, spec 02 §3) and other exam requisites (spec 03 §3).

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const count = z.preprocess(
  (v) => (empty(v) ? null : v),
  z.coerce.number(MSG.invalidData).int(MSG.invalidData).min(0, MSG.invalidData).nullable(),
);
const optionalId = z.preprocess((v) => (empty(v) ? null : v), z.coerce.number().int().positive().nullable());
/** Link lists arrive as ids or as records with an id (react-admin reference arrays). */
const idList = z
  .array(
    z.union([z.coerce.number().int().positive(), z.object({ id: z.coerce.number().int().positive() }).transform((o) => o.id)]),
  )
  .transform((ids) => [...new Set(ids)]);

export const requirementSchema = z.object({
  name: upperName(),
  absences: count,
  partial: count,
  min_grade_id: optionalId,
  max_grade_id: optionalId,
  min_age_years: count,
  max_age_years: count,
  min_age_months: count,
  max_age_months: count,
  max_age_days: count,
  /** Months. */
  min_time_before_next_exam: count,
  /** Ideal points. */
  min_points: count,
  /** Official curriculum points. */
  warning_points: count,
  /** Unacceptable points. */
  no_right_points: count,
  products: idList.optional(),
  other_exam_requisites: idList.optional(),
});
export type RequirementInput = z.input<typeof requirementSchema>;

type AgeBounds = {
  min_age_years?: number | null;
  min_age_months?: number | null;
  max_age_years?: number | null;
  max_age_months?: number | null;
};

/** The minimum age (years + months) may not pass the maximum when both are given. */
export function requirementAgeErrors(r: AgeBounds): Record<string, string[]> {
  const hasMin = r.min_age_years != null || r.min_age_months != null;
  const hasMax = r.max_age_years != null || r.max_age_months != null;
  if (!hasMin || !hasMax) return {};
  const min = (r.min_age_years ?? 0) * 12 + (r.min_age_months ?? 0);
  const max = (r.max_age_years ?? 0) * 12 + (r.max_age_months ?? 0);
  return min > max ? { min_age_years: [MSG.minAgeAboveMax] } : {};
}

export const otherExamRequisiteSchema = z.object({
  name: z
    .string({ error: MSG.fieldNotEmpty })
    .trim()
    .min(1, MSG.fieldNotEmpty)
    .max(100, MSG.nameTooLong)
    .transform((s) => s.toUpperCase()),
});

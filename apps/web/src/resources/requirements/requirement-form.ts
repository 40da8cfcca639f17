import { type RequirementAnswer, requirementRuleErrors, requirementSchema } from '@doyang/domain';

/** The degrees a requirement applies to, for the list: '9NO KUP a 8VO KUP', one end only, or every degree. */
export function degreeRangeText(r: Pick<RequirementAnswer, 'min_grade' | 'max_grade'>): string {
  const min = r.min_grade?.name;
  const max = r.max_grade?.name;
  if (min && max) return min === max ? min : `${min} a ${max}`;
  if (min) return `Desde ${min}`;
  if (max) return `Hasta ${max}`;
  return 'Todos los grados';
}

/** Link lists arrive as records ({id, name}) and leave as ids. */
export const toIds = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.map((v) => (typeof v === 'object' && v !== null ? Number((v as { id: number }).id) : Number(v)))
    : [];

/**
 * The form's schema: the domain schema plus the rules across fields (ages, points bands) that the server
 * checks too, so the form says them before saving. The degree order is the server's (422 on the field).
 */
export const requirementFormSchema = requirementSchema.superRefine((r, ctx) => {
  for (const [field, texts] of Object.entries(requirementRuleErrors(r))) {
    ctx.addIssue({ code: 'custom', path: [field], message: texts[0] });
  }
});

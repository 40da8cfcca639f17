import { type StudentRuleInput, sameValue, studentRuleErrors, userFieldsSchema } from '@doyang/domain';
import { zodValidate } from '../shared/zod-validate.ts';

type Values = Record<string, unknown>;

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Form values → the domain rule input (selects answer numbers, pickers strings; empty is null). */
function ruleInput(v: Values): StudentRuleInput {
  return {
    doyang_id: num(v.doyang_id),
    is_prospect: Boolean(v.is_prospect),
    doyang_group_id: num(v.doyang_group_id),
    start_payments_date: text(v.start_payments_date),
    birth_date: text(v.birth_date),
    enrollment_date: text(v.enrollment_date),
    degree_id: num(v.degree_id),
    sex: num(v.sex),
    job: text(v.job),
    address: text(v.address),
    cellphone: text(v.cellphone),
    father_name: text(v.father_name),
    father_cellphone: text(v.father_cellphone),
    mother_name: text(v.mother_name),
    mother_cellphone: text(v.mother_cellphone),
  };
}

const fieldErrors = zodValidate(userFieldsSchema);

/**
 * The student form's errors (spec 02 §5 'Student create'), all at once: each field's own rule from the
 * domain schema plus the cross-field rules of `studentRuleErrors`. Creating runs every rule; editing runs
 * the rules that read a changed field, as the server does, so an old record with missing data can still
 * be corrected one field at a time.
 */
export function studentFormErrors(values: Values, today: string, before: Values | null): Record<string, string> {
  const touched = before ? new Set(Object.keys(values).filter((k) => !sameValue(before[k], values[k]))) : undefined;
  return { ...studentRuleErrors(ruleInput(values), today, touched), ...fieldErrors(values) };
}

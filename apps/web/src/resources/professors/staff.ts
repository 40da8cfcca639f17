import { MSG, sameValue, userCreateSchema, userFieldsSchema, userUpdateSchema } from '@doyang/domain';
import { zodPick, zodValidate } from '../shared/zod-validate.ts';

type Values = Record<string, unknown>;

/** ProfessorIndex lists every role but student (spec 02 §2). */
export const STAFF_ROLE_IDS = '1,2,3,4,5,6,7,8,9,11,12';
/** 'Alumno de' offers professors, general, technical and administrative directors and programmers. */
export const TEACHER_ROLE_IDS = '6,2,3,11,1';
export const STAFF_WITH = 'degree,role,honorific_title,doyang,responsible';

const fieldErrors = zodValidate(userFieldsSchema);
const PHONES = ['cellphone', 'phone1', 'phone2'];
const filled = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

/**
 * The user form's errors: names as everywhere, a category, and at least one phone ('Debes introducir al
 * menos un telefono', under the cellphone as the server answers it). Editing checks the phones only when
 * one of them changed, like the server.
 */
export function staffFormErrors(values: Values, before: Values | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!filled(values.role_id)) errors.role_id = MSG.required;
  const phonesTouched = !before || PHONES.some((k) => !sameValue(before[k], values[k]));
  if (phonesTouched && !PHONES.some((k) => filled(values[k]))) errors.cellphone = MSG.atLeastOnePhone;
  return { ...errors, ...fieldErrors(values) };
}

export function staffCreateBody(today: string) {
  const pick = zodPick(userCreateSchema(() => today));
  return (values: Values): Values => pick(values);
}

/** The writable fields; the history's disenroll date follows the active flag on the server. */
export function staffUpdateBody(values: Values): Values {
  const { disenroll_date: _d, ...body } = zodPick(userUpdateSchema)(values);
  return body;
}

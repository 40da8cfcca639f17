import { MSG, userCreateSchema, userUpdateSchema, withReason } from '@doyang/domain';
import { HttpError } from 'react-admin';
import { zodPick } from '../shared/zod-validate.ts';

type Values = Record<string, unknown>;

/** Relations read with a student (GET /api/users/{id}?with=…) for the form and its tables. */
export const STUDENT_WITH = 'groups,degree,doyang,child_pickers,enrollments,doyang_bundle,recommendations';

/** What a new student sends: the create schema's output (defaults, uppercase); activation is the toggle's job. */
export function createBody(today: string) {
  const pick = zodPick(userCreateSchema(() => today));
  return (values: Values): Values => {
    const { active: _active, disenroll_date: _disenroll, ...body } = pick(values);
    return body;
  };
}

/** What an edit sends: the writable fields only (the record's relations and computed fields stay behind). */
export function updateBody(values: Values): Values {
  const { active: _active, disenroll_date: _disenroll, ...body } = zodPick(userUpdateSchema)(values);
  return body;
}

/**
 * The spec's banner for a failed save; a refusal that is not about a field (403: 'Solo la dirección
 * general…') is added so the user knows why. Field texts (422) show under their inputs.
 */
export function saveErrorText(base: string, error: unknown): string {
  if (error instanceof HttpError && error.status === 403 && error.message) return withReason(base, error.message);
  return base;
}

export const createErrorText = (error: unknown) => saveErrorText(MSG.createError, error);
export const editErrorText = (error: unknown) => saveErrorText(MSG.editError, error);

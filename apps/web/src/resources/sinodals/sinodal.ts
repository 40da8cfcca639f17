import { userCreateSchema, userFieldsSchema, userUpdateSchema } from '@doyang/domain';
import { zodPick, zodValidate } from '../shared/zod-validate.ts';

type Values = Record<string, unknown>;

/** Spec 02 §5: a sinodal needs a name and a last name of at most 100 characters. */
export const sinodalFormErrors = zodValidate(userFieldsSchema);

/** A new sinodal is `sinodal: true` without a role (the server makes them a certified professor). */
export function sinodalCreateBody(today: string) {
  const pick = zodPick(userCreateSchema(() => today));
  return (values: Values): Values => {
    const { role_id: _role, active: _active, ...body } = pick({ ...values, sinodal: true });
    return body;
  };
}

export function sinodalUpdateBody(values: Values): Values {
  const { disenroll_date: _d, active: _a, ...body } = zodPick(userUpdateSchema)(values);
  return body;
}

import { isBlank, MSG } from '@doyang/domain';
import { HttpError } from 'react-admin';
import type { FieldErrors, RelatedForm } from './related-types.ts';
import { zodValidate } from './zod-validate.ts';

/** The texts a form shows before any call: its required fields, then the server's schema on the call's body. */
export function checkValues<Row, Values, Input>(form: RelatedForm<Row, Values, Input>, values: Values): FieldErrors {
  const input = form.toInput(values) as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const key of form.required ?? []) if (isBlank(input[key])) errors[key] = MSG.required;
  const found = zodValidate(form.schema)(input);
  for (const [key, text] of Object.entries(found)) errors[key === 'root.serverError' ? 'root' : key] ??= text;
  return errors;
}

/** A 422's texts by field (the data provider's `{field: text, root: {serverError}}`); none for other failures. */
export function serverErrors(error: unknown): FieldErrors {
  if (!(error instanceof HttpError) || error.status !== 422) return {};
  const body = error.body as { errors?: Record<string, unknown> } | undefined;
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(body?.errors ?? {})) {
    if (typeof value === 'string') errors[key] = value;
    else if (key === 'root') {
      const text = (value as { serverError?: unknown } | null)?.serverError;
      if (typeof text === 'string') errors.root = text;
    }
  }
  return errors;
}

/** The dialog's title for a new row (`null`) or for `row`. */
export const formTitle = <Row, Values, Input>(form: RelatedForm<Row, Values, Input>, row: Row | null) =>
  typeof form.title === 'string' ? form.title : form.title(row);

import type { ZodType } from 'zod';

type Values = Record<string, unknown>;

/** Empty inputs arrive as '' or null; the domain schemas treat a missing value as "required". */
const emptyToUndefined = (values: Values): Values =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' || v === null ? undefined : v]));

/** react-admin form `validate`: the first Spanish message of each field, from a domain zod schema. */
export function zodValidate(schema: ZodType) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(emptyToUndefined(values));
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || 'root.serverError';
      errors[key] ??= issue.message;
    }
    return errors;
  };
}

/** react-admin `transform`: send what the schema outputs (trimmed, names uppercased) over the form values. */
export function zodTransform(schema: ZodType) {
  return (values: Values): Values => {
    const result = schema.safeParse(emptyToUndefined(values));
    return result.success ? { ...values, ...(result.data as Values) } : values;
  };
}

/**
 * `transform` that sends only what the schema outputs, for records whose reads carry relations the write
 * must not echo (a doyang's `personal` list means "add this person" to PUT /api/doyangs/{id}).
 */
export function zodPick(schema: ZodType) {
  return (values: Values): Values => {
    const result = schema.safeParse(emptyToUndefined(values));
    return result.success ? (result.data as Values) : values;
  };
}

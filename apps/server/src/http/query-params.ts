import { MSG, text } from '@doyang/domain';
import { z } from 'zod';
import { documentedAs, documentedOverride } from './documented.ts';

/**
 * Query parameter kinds. A query arrives as text; each kind accepts only what it means and answers the
 * Spanish 'Parámetro no válido.' otherwise, so `?personal=abc` can never fall back to another meaning.
 */
const MAX_INT = 2_147_483_647;
const invalid = { error: MSG.invalidParameter };

// A query and a path carry text, but a client means the number the text spells: /api/docs says `integer` (what a
// generated client lets its caller pass) where the parse reads digits.
const positiveInt = documentedAs(
  z
    .string(invalid)
    .regex(/^\s*[1-9]\d{0,9}\s*$/, { error: MSG.invalidParameter, abort: true })
    .refine((v) => Number(v) <= MAX_INT, MSG.invalidParameter),
  () => ({ type: 'integer', minimum: 1, maximum: MAX_INT }),
);

export const Q = {
  /** One positive id. */
  id: positiveInt,
  /** A comma list of positive ids ('' is the empty list). */
  ids: z
    .string(invalid)
    .regex(/^\s*(\d{1,10}\s*(,\s*\d{1,10}\s*)*,?)?$/, { error: MSG.invalidParameter, abort: true })
    .refine((v) => v.split(',').every((s) => !s.trim() || (Number(s) > 0 && Number(s) <= MAX_INT)), MSG.invalidParameter)
    .meta({ description: 'Ids separados por comas (1,2,3)' }),
  /** A whole number from 0. */
  count: documentedAs(z.string(invalid).regex(/^\s*\d{1,9}\s*$/, MSG.invalidParameter), () => ({
    type: 'integer',
    minimum: 0,
    maximum: 999_999_999,
  })),
  flag: z.enum(['0', '1', 'true', 'false'], invalid),
  /** A calendar day 'YYYY-MM-DD' (an instant after it is tolerated: date inputs send both). */
  date: z
    .string(invalid)
    .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: MSG.invalidDate, abort: true })
    .refine((v) => {
      const day = v.slice(0, 10);
      const d = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
    }, MSG.invalidDate),
  text: text(invalid).max(200, MSG.invalidParameter),
  /** Comma list of relation or computed-field names. */
  names: z
    .string(invalid)
    .regex(/^[\w\s,]*$/, MSG.invalidParameter)
    .max(500, MSG.invalidParameter),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC'], invalid),
} as const;

type Shape = Record<string, z.ZodType>;

const unknownKeys = (keys: string[]) => `${MSG.unknownParameter} (${keys.join(', ')})`;

/** A route's whole query, as declared (a parameter is required unless its schema is optional); any other is refused. */
export function queryOf<S extends Shape>(shape: S) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? unknownKeys(issue.keys) : undefined),
  });
}

/** A route's whole query: the declared parameters, each optional; any other parameter is refused. */
export function strictQuery<S extends Shape>(shape: S) {
  const optional = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof S]: z.ZodOptional<S[K]>;
  };
  return queryOf(optional);
}

/** The list conventions of DESIGN.md §4 (with, append, orderBy[field], paginate, page, perPage, search, ids). */
export const LIST_PARAMS = {
  with: Q.names,
  append: Q.names,
  paginate: Q.flag,
  page: Q.count,
  perPage: Q.count,
  per_page: Q.count,
  search: Q.text,
  q: Q.text,
  ids: Q.ids,
} satisfies Shape;

const ORDER_KEY = /^orderBy\[\w+\]$/;

/**
 * How a list query reads in /api/docs: each parameter by name, and `orderBy` as one object parameter sent as
 * `orderBy[field]=asc` (a deepObject: what a generated client writes). Its fields are the list's orderable ones when
 * the route names them; otherwise any field name (the list falls back to its default order for one it does not know).
 */
function documentedList(known: Shape, orderable: readonly string[] | undefined): Record<string, unknown> {
  const order = Q.order.optional();
  const orderBy = orderable?.length
    ? z.object(Object.fromEntries(orderable.map((field) => [field, order])))
    : z.record(z.string(), Q.order);
  const params = Object.fromEntries(Object.entries(known).map(([key, schema]) => [key, schema.optional()]));
  const shape = z.object({
    ...params,
    orderBy: orderBy.optional().meta({ description: 'Orden por campo: orderBy[campo]=asc|desc' }),
  });
  const { $schema: _, ...json } = z.toJSONSchema(shape, {
    io: 'input',
    unrepresentable: 'any',
    override: documentedOverride,
  }) as Record<string, unknown>;
  return json;
}

/**
 * A list query: the conventions plus the route's own filters. `orderBy[field]` takes asc or desc for any
 * field name (a field the list does not order by falls back to its default order); anything else unknown
 * is refused. `orderable` names the fields the documentation shows.
 */
export function listQueryParams<F extends Shape>(filters: F = {} as F, orderable?: readonly string[]) {
  const known: Shape = { ...LIST_PARAMS, ...filters };
  const schema = z.record(z.string(), z.unknown()).superRefine((raw, ctx) => {
    const unknown: string[] = [];
    for (const [key, value] of Object.entries(raw)) {
      const schema = ORDER_KEY.test(key) ? Q.order : known[key];
      if (!schema) {
        unknown.push(key);
        continue;
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success)
        ctx.addIssue({ code: 'custom', path: [key], message: parsed.error.issues[0]?.message ?? MSG.invalidParameter });
    }
    if (unknown.length) ctx.addIssue({ code: 'custom', path: [], message: unknownKeys(unknown) });
  });
  return documentedAs(schema, () => documentedList(known, orderable));
}

/** A path id: a positive integer (anything else is a 404, see the errors plugin). */
export const idParams = z.object({ id: positiveInt.transform(Number) });

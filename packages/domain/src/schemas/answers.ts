import { z } from 'zod';

// The shapes every answer is built from (DESIGN.md §4). Each route's answer is an exact schema in this package, so the
// server's handler, the tests, /api/docs and the web read one contract (issue 23).

const pageShape = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number(), per_page: z.number(), current_page: z.number(), last_page: z.number() });
type Page<T extends z.ZodType> = ReturnType<typeof pageShape<T>>;
const pages = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A paginated list (`paginate=1`). The page of a record that has an id (`.meta({ id: 'Doyang' })`) is one component
 * of /api/docs (`DoyangPage`), written once for every route that answers it.
 */
export const paged = <T extends z.ZodType>(item: T): Page<T> => {
  const known = pages.get(item);
  if (known) return known as Page<T>;
  const page = pageShape(item);
  const id = z.globalRegistry.get(item)?.id;
  if (id) z.globalRegistry.add(page, { id: `${id}Page` });
  pages.set(item, page);
  return page;
};

/** A page of a list (`paginate=1`) over the record's type: what the web and the tests read. */
export type Paged<T> = z.infer<Page<z.ZodType<T>>>;

/** A list answers a page when asked to paginate, the plain array otherwise. */
export const listOf = <T extends z.ZodType>(item: T) => z.union([paged(item), z.array(item)]);

/**
 * Every refusal (401, 403, 404, 422, …) as the API sends it: the Spanish message and, when data was refused, the
 * Spanish texts of each field (`_` for the request as a whole). One component of /api/docs (`Error`).
 */
export const errorAnswer = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() })
  .meta({ id: 'Error' });
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** A `with=` relation to one record: answered only when asked, null when its key is empty. */
export const related = <T extends z.ZodType>(record: T) => record.nullable().optional();

/** A `with=` relation to many records: answered only when asked, empty when there are none. */
export const relatedMany = <T extends z.ZodType>(record: T) => z.array(record).optional();

/** A write's banner and what it wrote ('Bimestre agregado', …). */
export const messageWith = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

/** A write that answers only its banner. */
export const messageOnly = z.object({ message: z.string() });

/** The media types a download is sent as. */
export const FILE_MEDIA = {
  csv: 'text/csv',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  events: 'text/event-stream',
  /** An uploaded file (a PDF or an image): sent with its own stored type. */
  stored: 'application/octet-stream',
} as const;

export type FileKind = keyof typeof FILE_MEDIA;

/**
 * A download: the file itself, not JSON. `/api/docs` shows it as a binary file of its media type (`x-file`), the
 * answer check skips it (the route writes bytes).
 */
export const fileAnswer = (kind: FileKind) =>
  z.string().meta({ 'x-file': FILE_MEDIA[kind], description: `Archivo (${FILE_MEDIA[kind]})` }) as FileAnswer;

declare const fileBrand: unique symbol;
/** A download's schema: typed apart so a route's handler may send bytes instead of returning JSON. */
export type FileAnswer = z.ZodString & { readonly [fileBrand]: true };

export const csvFile = fileAnswer('csv');
export const pdfFile = fileAnswer('pdf');
export const xlsxFile = fileAnswer('xlsx');
/** An uploaded file as it was stored (PDF, PNG, JPEG or WEBP), with its own media type. */
export const storedFile = fileAnswer('stored');
/** A server-sent events stream (text/event-stream): the route writes it itself. */
export const eventStream = fileAnswer('events');

/** Whether a file answer (by its `x-file` meta). */
export const fileMediaOf = (schema: z.ZodType): string | undefined => {
  const meta = schema.meta() as Record<string, unknown> | undefined;
  return typeof meta?.['x-file'] === 'string' ? meta['x-file'] : undefined;
};

type JsonSchema = { [key: string]: unknown };
const SHAPE_KEYS = ['type', 'anyOf', 'oneOf', 'allOf', 'const', 'enum', '$ref', 'not'];

function collectLoose(node: unknown, path: string, found: string[]): void {
  if (typeof node !== 'object' || node === null) return;
  const s = node as JsonSchema;
  if (!SHAPE_KEYS.some((k) => k in s)) {
    found.push(path || '(raíz)');
    return;
  }
  if (s.type === 'object' && !('propertyNames' in s) && s.additionalProperties !== false) found.push(path || '(raíz)');
  for (const [key, value] of Object.entries((s.properties as JsonSchema | undefined) ?? {}))
    collectLoose(value, `${path}.${key}`, found);
  if (typeof s.additionalProperties === 'object') collectLoose(s.additionalProperties, `${path}.*`, found);
  if (s.items) collectLoose(s.items, `${path}[]`, found);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const)
    for (const [i, option] of ((s[key] as unknown[] | undefined) ?? []).entries()) collectLoose(option, `${path}|${i}`, found);
  for (const [name, def] of Object.entries((s.$defs as JsonSchema | undefined) ?? {})) collectLoose(def, `$defs.${name}`, found);
}

/**
 * Where an answer's schema lets anything through: `z.unknown()`, `z.any()`, a loose object, a date or a transform
 * (the wire carries text, never a Date). An exact answer has none; route() refuses a JSON answer that has any.
 */
export function looseParts(schema: z.ZodType): string[] {
  if (fileMediaOf(schema)) return [];
  const found: string[] = [];
  collectLoose(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }), '', found);
  return found;
}

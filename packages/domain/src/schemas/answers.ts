import { z } from 'zod';

// The shapes every answer is built from (DESIGN.md §4). Each route's answer is an exact schema in this package, so the
// server's handler, the tests, /api/docs and the web read one contract (issue 23).

/** A paginated list (`paginate=1`). */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number(), per_page: z.number(), current_page: z.number(), last_page: z.number() });

/** A list answers a page when asked to paginate, the plain array otherwise. */
export const listOf = <T extends z.ZodType>(item: T) => z.union([paged(item), z.array(item)]);

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
/** A server-sent events stream (text/event-stream): the route writes it itself. */
export const eventStream = fileAnswer('events');

/** Whether a file answer (by its `x-file` meta). */
export const fileMediaOf = (schema: z.ZodType): string | undefined => {
  const meta = schema.meta() as Record<string, unknown> | undefined;
  return typeof meta?.['x-file'] === 'string' ? meta['x-file'] : undefined;
};

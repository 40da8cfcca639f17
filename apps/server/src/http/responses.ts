import type { PgTable } from 'drizzle-orm/pg-core';
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';

// The shapes answers take (DESIGN.md §4), for the route contracts and /api/docs.

/** A stored row of a table as the API answers it; relations and computed fields ride along (loose). */
export const rowOf = (table: PgTable) => createSelectSchema(table).loose();

/** A paginated list (`paginate=1`). */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number(), per_page: z.number(), current_page: z.number(), last_page: z.number() });

/** A list answers a page when asked to paginate, the plain array otherwise. */
export const listOf = <T extends z.ZodType>(item: T) => z.union([paged(item), z.array(item)]);

/** A record of a custom query: its id and whatever the query selects. */
export const recordOf = (shape: z.ZodRawShape = {}) => z.looseObject({ id: z.number(), ...shape });

/** A write's banner and what it wrote ('Bimestre agregado', …). */
export const messageWith = (data: z.ZodType = z.unknown()) => z.looseObject({ message: z.string(), data: data.optional() });

/** A download: the file itself (CSV text), not JSON. */
export const fileDownload = z.string().meta({ description: 'Archivo (text/csv; charset=utf-8)' });

/** A PDF download (exam applications and sheets). */
export const pdfDownload = z.string().meta({ description: 'Archivo (application/pdf)' });

/** The answer of a change of one's own password: whether the old one matched. */
export const done = z.boolean();

/** A server-sent events stream (text/event-stream), not JSON: the route writes it itself. */
export const eventStream = z.string().meta({ description: 'Flujo text/event-stream (server-sent events)' });

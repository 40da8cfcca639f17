import type { z } from 'zod';

// How a schema reads in /api/docs when zod's own JSON Schema would mislead a client: a query's digits are a number to
// whoever calls, a list query's catch-all is its named parameters. The parse stays the schema's; only the document
// changes (http/openapi.ts converts every schema with `documentedOverride`).

type Json = Record<string, unknown>;
type ZodSchema = z.core.$ZodType;

const documented = new WeakMap<ZodSchema, () => Json>();

/** Shows `schema` in /api/docs as `json()` (read once, when the document is first built). */
export function documentedAs<S extends ZodSchema>(schema: S, json: () => Json): S {
  let cached: Json | undefined;
  documented.set(schema, () => {
    cached ??= json();
    return cached;
  });
  return schema;
}

/**
 * zod's `toJSONSchema` override for the document: a schema documented otherwise is written as documented; a date is a
 * date-time string (what JSON makes of it). It runs before every branch of a union is complete, so it leaves unions be.
 */
export function documentedOverride(ctx: { zodSchema: ZodSchema; jsonSchema: Json }): void {
  const json = documented.get(ctx.zodSchema);
  if (json) {
    for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
    // A copy: the converters write into the schema they are handed.
    Object.assign(ctx.jsonSchema, structuredClone(json()));
    return;
  }
  if (ctx.zodSchema._zod.def.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
}

import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tableResources } from '../table-resources.ts';

// A registry entry's answer (packages/domain) is written apart from its table (the server's): this keeps them one
// contract. Every column is answered with its type and nullability, every `with=` relation and computed field is
// declared, and nothing else is; the API tests check the values themselves on every call (plugins/responses.ts).

type JsonSchema = { type?: string | string[]; anyOf?: JsonSchema[] };

/** The JSON types a field's schema lets through ('integer' counts as 'number'). */
function typesOf(field: z.ZodType): Set<string> {
  const walk = (s: JsonSchema): string[] =>
    s.anyOf ? s.anyOf.flatMap(walk) : [s.type ?? 'any'].flat().map((t) => (t === 'integer' ? 'number' : t));
  return new Set(walk(z.toJSONSchema(field, { io: 'output', unrepresentable: 'any' }) as JsonSchema));
}

/** What a drizzle column travels as: numerics and dates as text, timestamps as ISO text. */
const WIRE: Record<string, string> = { number: 'number', string: 'string', boolean: 'boolean', date: 'string', bigint: 'string' };

const exact = tableResources.filter((def) => def.answer);

describe('registry answers match their tables', () => {
  it.each(exact.map((def) => [def.name, def] as const))('%s', (_name, def) => {
    const shape = def.answer?.shape ?? {};
    const problems: string[] = [];
    const columns = getTableColumns(def.table);
    for (const [key, column] of Object.entries(columns)) {
      const field = shape[key] as z.ZodType | undefined;
      if (!field) {
        problems.push(`${key}: columna sin declarar`);
        continue;
      }
      const types = typesOf(field);
      const wire = WIRE[column.dataType];
      if (wire && !types.has(wire)) problems.push(`${key}: se envía como ${wire}, declarado ${[...types].join('|')}`);
      if (column.dataType === 'json' && types.has('any')) problems.push(`${key}: JSON sin forma declarada`);
      if (column.notNull !== !types.has('null')) problems.push(`${key}: nulo ${column.notNull ? 'no posible' : 'posible'}`);
    }
    const relations = Object.keys(def.relations ?? {});
    for (const name of relations)
      if (!(name in shape)) problems.push(`${name}: relación sin declarar`);
      else if (!(shape[name] as z.ZodType).safeParse(undefined).success) problems.push(`${name}: relación no opcional`);
    const computed = def.present?.fields ?? [];
    for (const name of computed) if (!(name in shape)) problems.push(`${name}: campo calculado sin declarar`);
    const known = new Set([...Object.keys(columns), ...relations, ...computed]);
    for (const key of Object.keys(shape))
      if (!known.has(key)) problems.push(`${key}: no es columna, relación ni campo calculado`);
    expect(problems).toEqual([]);
  });
});

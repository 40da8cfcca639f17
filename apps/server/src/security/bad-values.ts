import { z } from 'zod';

/**
 * Generated bad input for the bad-payload walk (bad-payloads.routes.test.ts): a seeded PRNG, pools of bad
 * values by kind, and what a route's JSON Schema says about its fields (names, kinds, a valid sample).
 * Everything is deterministic for one seed, so a failure reproduces with the seed it printed.
 */

/** mulberry32: tiny, fast, good enough to pick payloads; the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: each route gets its own stream (seed ^ hash of the route), so adding a route reshuffles no other. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const nestedArrays = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** Object nested `depth` levels deep; built iteratively because JSON.stringify of it is what the server parses. */
export const nestedObject = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** PostgreSQL refuses NUL in text (SQLSTATE 22021): the class of 500 the outside check found first. */
export const NUL_TEXT = 'A\u0000B';

export const BAD_STRINGS: readonly unknown[] = [
  NUL_TEXT,
  '\u0000',
  'x\u0001y',
  '\u001b[31mrojo',
  'borrar\u007f',
  '\ud800',
  'x'.repeat(10_000),
  '🥋🔥👍🏽',
  'مرحبا بالعالم \u202e',
  ' 12 ',
  '',
  '   ',
  "'; drop table users; --",
  '%00',
];

export const BAD_NUMBERS: readonly unknown[] = [
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 53,
  -(2 ** 63),
  99_999_999_999,
  1e308,
  'NaN',
  'Infinity',
  '1e309',
  ' 12 ',
  '1 2',
  '0x1A',
  '-0',
];

export const BAD_DATES: readonly unknown[] = [
  '2026-02-30',
  '0000-00-00',
  '9999-99-99',
  '2026-11-23T25:00',
  'ayer',
  '2026-13-01',
  '+275760-09-13',
  '-infinity',
  'infinity',
  'epoch',
  '2026-11-22\u0000',
  '22/11/2026',
  '99999-01-01',
];

export const BAD_TIMES: readonly unknown[] = [
  '25:61',
  '24:00',
  '-1:00',
  '10:00\u0000',
  '9',
  '10:00:00:00',
  'mediodía',
  'allballs',
];

export const BAD_BOOLEANS: readonly unknown[] = ['sí', 'abc', 2, -1, 1.5, 'TRUE ', {}, 'null'];

export const BAD_SHAPES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  Array.from({ length: 5000 }, () => 1),
  nestedArrays(50),
  {},
  { zzz: 1 },
  [{}],
  [NUL_TEXT],
  [null],
  [2 ** 31],
  [-1],
  { id: NUL_TEXT },
];

export const ALL_BAD_VALUES: readonly unknown[] = [
  ...BAD_STRINGS,
  ...BAD_NUMBERS,
  ...BAD_DATES,
  ...BAD_TIMES,
  ...BAD_BOOLEANS,
  ...BAD_SHAPES,
];

/** Ids in a path that name no record, or no number at all. */
export const BAD_IDS: readonly string[] = ['abc', '0', '-1', '1.5', '99999999999', '%00', '1e3'];

/** Query strings a write route does not take (or takes only with other values). */
export const BAD_QUERIES: readonly string[] = ['?personal=abc', '?kyosas=x', '?zzz=1', '?with=%00'];

/** Field names this API uses; routes without a body schema get mutations on these too. */
export const COMMON_FIELDS: readonly string[] = [
  'name',
  'email',
  'password',
  'oldPassword',
  'doyang_id',
  'user_id',
  'student',
  'kyosa',
  'kyosas',
  'groupsAsStudent',
  'date',
  'second_date',
  'type',
  'personal',
  'doyang_surrogation_id',
  'done',
  'monthly_duty_id',
  'value',
  'start_date',
  'end_date',
  'birth_date',
  'role_id',
  'degree_id',
  'doyang_group_id',
  'child_pickers',
  'requirementProducts',
  'requirementOther',
  'products',
  'other_exam_requisites',
  'doyangs',
  'json_week',
  'begins_at',
  'ends_at',
  'active',
  'id',
  'revision_id',
  'order',
];

/** The subset of JSON Schema (draft 2020-12, as z.toJSONSchema writes it) the walk reads. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
};

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const isZodSchema = (v: unknown): v is z.ZodType => isRecord(v) && '_zod' in v && typeof v.safeParse === 'function';

/** A route's declared body as JSON Schema: zod through toJSONSchema (the input side), plain JSON Schema as is. */
export function bodyJsonSchema(body: unknown): JsonSchema | null {
  if (isZodSchema(body)) {
    try {
      return z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    } catch {
      return null;
    }
  }
  return isRecord(body) ? (body as JsonSchema) : null;
}

/** The schema and its union / intersection options, flattened (a nullable field is anyOf [T, null]). */
function variants(schema: JsonSchema): JsonSchema[] {
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [schema, ...nested.flatMap(variants)];
}

const typesOf = (schema: JsonSchema): string[] =>
  variants(schema).flatMap((v) => (Array.isArray(v.type) ? v.type : v.type ? [v.type] : []));

export type FieldKind = 'string' | 'date' | 'time' | 'number' | 'boolean' | 'array' | 'object' | 'unknown';

const DATE_NAME = /(^|_)(date|day)$|_date$|^date|^second_date$/;
const TIME_NAME = /^(begins_at|ends_at)$|_time$|^hour/;

/** What a field holds, from its schema when there is one, else from its name and the value the API answers. */
export function kindOf(name: string, schema: JsonSchema | undefined, value: unknown): FieldKind {
  if (schema) {
    const patterns = variants(schema)
      .map((v) => v.pattern ?? '')
      .join(' ');
    const types = typesOf(schema).filter((t) => t !== 'null');
    if (types.includes('string') && (/\\d\{4\}/.test(patterns) || DATE_NAME.test(name))) return 'date';
    if (types.includes('string') && (/\\d\{2\}:/.test(patterns) || TIME_NAME.test(name))) return 'time';
    const first = types[0];
    if (first === 'integer' || first === 'number') return 'number';
    if (first === 'string' || first === 'boolean' || first === 'array' || first === 'object') return first;
  }
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}/.test(value) || DATE_NAME.test(name)) return 'date';
    if (/^\d{2}:\d{2}/.test(value) || TIME_NAME.test(name)) return 'time';
    return 'string';
  }
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'array';
  if (isRecord(value)) return 'object';
  if (DATE_NAME.test(name)) return 'date';
  if (TIME_NAME.test(name)) return 'time';
  if (/_id$|^id$|^order$/.test(name)) return 'number';
  return 'unknown';
}

/** NUL inside text, alone, after or before a valid value: PostgreSQL refuses all of them in text columns. */
export const NUL_VALUES: readonly string[] = [NUL_TEXT, '\u0000', 'PRUEBA\u0000', '\u0000PRUEBA'];

/** Kinds that may reach a text, date or time column, where a NUL is the input that reached PostgreSQL before. */
export const isTextKind = (kind: FieldKind): boolean =>
  kind === 'string' || kind === 'unknown' || kind === 'date' || kind === 'time';

/** The bad values aimed at a kind. */
export function targetedPool(kind: FieldKind): readonly unknown[] {
  switch (kind) {
    case 'string':
    case 'unknown':
      return NUL_VALUES;
    case 'date':
      return BAD_DATES;
    case 'time':
      return BAD_TIMES;
    case 'number':
      return BAD_NUMBERS;
    case 'boolean':
      return BAD_BOOLEANS;
    case 'array':
      return [[NUL_TEXT], [2 ** 31], [-1], Array.from({ length: 5000 }, () => 1), [{}], nestedArrays(50), NUL_TEXT];
    case 'object':
      return [{ zzz: NUL_TEXT }, [], NUL_TEXT, { id: 2 ** 31 }];
  }
}

/** One step of a path into a body: a property name or an array index. */
export type PathStep = string | number;

export type Field = {
  path: PathStep[];
  kind: FieldKind;
  /** Where the name came from: the body schema, the record GET answers, or the common list. */
  source: 'schema' | 'record' | 'common';
  /** A valid element for a list of objects this field sits in (`child_pickers[0].name`), to build the list. */
  element?: Record<string, unknown>;
};

export const pathText = (path: PathStep[]): string =>
  path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');

/** Top-level properties of a body schema, across union options (the first option that declares a name wins). */
export function schemaProperties(schema: JsonSchema): Map<string, { schema: JsonSchema; required: boolean }> {
  const props = new Map<string, { schema: JsonSchema; required: boolean }>();
  for (const v of variants(schema)) {
    for (const [name, s] of Object.entries(v.properties ?? {})) {
      if (!props.has(name)) props.set(name, { schema: s, required: v.required?.includes(name) ?? false });
    }
  }
  return props;
}

/** The object a property holds directly or as list elements, one level down. */
function innerObject(schema: JsonSchema): { list: boolean; schema: JsonSchema } | null {
  for (const v of variants(schema)) {
    if (v.properties) return { list: false, schema: v };
    const items = v.items;
    if (items && variants(items).some((i) => i.properties)) return { list: true, schema: items };
  }
  return null;
}

/** Where a sample id comes from: a resolver that knows the first id of the table a `*_id` name points to. */
export type IdLookup = (fieldName: string) => number;

const STRING_CANDIDATES = ['PRUEBA', 'prueba.bp@demo.mx', '2026-11-20', '10:00', '100.00', '1', 'F', 'a'];

function sampleString(name: string, schema: JsonSchema, kind: FieldKind): string {
  if (kind === 'date') return '2026-11-20';
  if (kind === 'time') return '10:00';
  const all = variants(schema);
  const patterns = all.flatMap((v) => (v.pattern ? [new RegExp(v.pattern, 'u')] : []));
  const min = Math.max(0, ...all.map((v) => v.minLength ?? 0));
  const max = Math.min(Number.MAX_SAFE_INTEGER, ...all.map((v) => v.maxLength ?? Number.MAX_SAFE_INTEGER));
  const fits = (s: string) => s.length >= min && s.length <= max && patterns.every((p) => p.test(s));
  const preferred = /mail/.test(name) ? ['prueba.bp@demo.mx'] : [];
  return [...preferred, ...STRING_CANDIDATES].find(fits) ?? 'PRUEBA';
}

function sampleNumber(name: string, schema: JsonSchema, integer: boolean, ids: IdLookup): number {
  const all = variants(schema);
  const lows = all.flatMap((v) => [
    ...(v.minimum === undefined ? [] : [v.minimum]),
    ...(v.exclusiveMinimum === undefined ? [] : [v.exclusiveMinimum + (integer ? 1 : 0.01)]),
  ]);
  const highs = all.flatMap((v) => [
    ...(v.maximum === undefined ? [] : [v.maximum]),
    ...(v.exclusiveMaximum === undefined ? [] : [v.exclusiveMaximum - (integer ? 1 : 0.01)]),
  ]);
  const low = Math.max(-Number.MAX_SAFE_INTEGER, ...lows);
  const high = Math.min(Number.MAX_SAFE_INTEGER, ...highs);
  const wanted = /_id$/.test(name) ? ids(name) : 1;
  return Math.min(high, Math.max(low, wanted));
}

/** A valid value for a schema, as a form would send it: real ids for `*_id`, today's dates, short names. */
export function sampleValue(name: string, schema: JsonSchema, ids: IdLookup, depth = 0): unknown {
  const all = variants(schema);
  const withEnum = all.find((v) => v.enum?.length);
  if (withEnum?.enum) return withEnum.enum[0];
  const withConst = all.find((v) => v.const !== undefined);
  if (withConst) return withConst.const;
  const types = typesOf(schema);
  const kind = kindOf(name, schema, undefined);
  const first = types.find((t) => t !== 'null');
  if (!first) return types.includes('null') ? null : 'PRUEBA';
  switch (first) {
    case 'string':
      return sampleString(name, schema, kind);
    case 'integer':
      return sampleNumber(name, schema, true, ids);
    case 'number':
      return sampleNumber(name, schema, false, ids);
    case 'boolean':
      return true;
    case 'array': {
      const arr = all.find((v) => v.items);
      const min = Math.max(0, ...all.map((v) => v.minItems ?? 0));
      if (!arr?.items || min === 0 || depth > 2) return [];
      return Array.from({ length: min }, () => sampleValue(name.replace(/s$/, ''), arr.items as JsonSchema, ids, depth + 1));
    }
    case 'object':
      return depth > 2 ? {} : sampleObject(schema, ids, depth + 1);
    default:
      return null;
  }
}

/** The required properties of an object schema, each with a sample (what the smallest valid body holds). */
export function sampleObject(schema: JsonSchema, ids: IdLookup, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, p] of schemaProperties(schema)) {
    if (p.required) out[name] = sampleValue(name, p.schema, ids, depth);
  }
  return out;
}

/** Field names of a body schema: its properties and those of objects / lists of objects one level down. */
export function schemaFields(schema: JsonSchema, ids: IdLookup): Field[] {
  const fields: Field[] = [];
  for (const [name, p] of schemaProperties(schema)) {
    fields.push({ path: [name], kind: kindOf(name, p.schema, undefined), source: 'schema' });
    const inner = innerObject(p.schema);
    if (!inner) continue;
    const element = sampleObject(inner.schema, ids, 1);
    for (const [sub, s] of schemaProperties(inner.schema)) {
      fields.push({
        path: inner.list ? [name, 0, sub] : [name, sub],
        kind: kindOf(sub, s.schema, undefined),
        source: 'schema',
        ...(inner.list ? { element } : {}),
      });
    }
  }
  return fields;
}

/** Field names of a record as GET answers it, one level down into objects and lists of objects (a few each). */
export function recordFields(record: Record<string, unknown>, perNested = 8): Field[] {
  const fields: Field[] = [];
  for (const [name, value] of Object.entries(record)) {
    fields.push({ path: [name], kind: kindOf(name, undefined, value), source: 'record' });
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (!isRecord(first)) continue;
    for (const [sub, v] of Object.entries(first).slice(0, perNested)) {
      fields.push({
        path: Array.isArray(value) ? [name, 0, sub] : [name, sub],
        kind: kindOf(sub, undefined, v),
        source: 'record',
      });
    }
  }
  return fields;
}

/** A copy of the body with one value at the path, creating the containers (and list element) on the way. */
export function withValueAt(body: Record<string, unknown>, field: Field, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: unknown = copy;
  field.path.forEach((step, i) => {
    const last = i === field.path.length - 1;
    const nextIsIndex = typeof field.path[i + 1] === 'number';
    if (typeof step === 'number') {
      if (!Array.isArray(node)) return;
      if (last) node[step] = value;
      else {
        if (!isRecord(node[step])) node[step] = structuredClone(field.element ?? {});
        node = node[step];
      }
      return;
    }
    if (!isRecord(node)) return;
    if (last) {
      node[step] = value;
      return;
    }
    const child = node[step];
    if (nextIsIndex ? !Array.isArray(child) || child.length === 0 : !isRecord(child)) {
      node[step] = nextIsIndex ? [] : {};
    }
    node = node[step];
  });
  return copy;
}

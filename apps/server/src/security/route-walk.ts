import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { one, rows } from '../db/sql.ts';
import type { RouteEntry } from '../plugins/route-table.ts';

// The machinery of the doyang-isolation walk (doyang-isolation.routes.test.ts): which routes to walk, which
// ids and bodies point at another doyang, how a response is read for canaries and how the database is
// fingerprinted. Nothing here names a particular route, so routes added later are walked unedited.

/**
 * One API route as the walk sees it: method, URL pattern, the zod body schema if it declares one, and the
 * query keys it takes when its query schema is a closed object (null: any key may mean something).
 */
export type ApiRoute = { method: string; url: string; body: z.ZodType | undefined; query: ReadonlySet<string> | null };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isWrite = (method: string): boolean => WRITE_METHODS.has(method);

/** The /api routes worth walking: no docs (public shapes, never data), no HEAD/OPTIONS (a GET's shadow). */
export function apiRoutes(table: readonly RouteEntry[], skip: ReadonlySet<string>): ApiRoute[] {
  const seen = new Set<string>();
  const out: ApiRoute[] = [];
  for (const entry of table) {
    const key = `${entry.method} ${entry.url}`;
    if (!entry.url.startsWith('/api/') || entry.url.startsWith('/api/docs')) continue;
    if (entry.method === 'HEAD' || entry.method === 'OPTIONS' || skip.has(key) || seen.has(key)) continue;
    seen.add(key);
    const body = entry.schema?.body;
    const query = entry.schema?.querystring;
    out.push({
      method: entry.method,
      url: entry.url,
      body: body instanceof z.ZodType ? body : undefined,
      query: query instanceof z.ZodObject ? new Set(Object.keys(query.shape)) : null,
    });
  }
  return out;
}

/** The resource a URL acts on: the first segment after /api (`/api/doyang_groups/:id/roster` → doyang_groups). */
export const routeSegment = (url: string): string => url.split('/')[2] ?? '';

/** Path parameters of a URL pattern, in order (`:id`, `:userId`…). */
export const pathParams = (url: string): string[] =>
  url
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));

/** The URL with each `:param` replaced by the id the callback chooses for it. */
export const fillPath = (url: string, idFor: (param: string) => number): string =>
  url
    .split('/')
    .map((s) => (s.startsWith(':') ? String(idFor(s.slice(1))) : s))
    .join('/');

/** 'monthly_duties' → 'monthly_duty', 'doyang_groups' → 'doyang_group': the name a foreign key carries. */
export const singular = (table: string): string =>
  table.endsWith('ies') ? `${table.slice(0, -3)}y` : table.endsWith('s') ? table.slice(0, -1) : table;

type Anchors = { doyangId: number; groupIds: number[]; studentId: number };

/**
 * For each public table with an `id`, one row of the anchors' doyang: tied by `doyang_id`, else by
 * `doyang_group_id` (one of the doyang's groups), else by `user_id` (the anchor student), in that order.
 * Rows that carry the canary (or the anchor student) come first, so the walk asks for the planted data.
 */
export async function rowIdsOfDoyang(db: Db, anchors: Anchors): Promise<Map<string, number>> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  );
  const byTable = new Map<string, Set<string>>();
  for (const c of columns) byTable.set(c.table_name, (byTable.get(c.table_name) ?? new Set()).add(c.column_name));
  const out = new Map<string, number>();
  const groups = anchors.groupIds.length ? anchors.groupIds : [0];
  for (const [table, cols] of byTable) {
    if (!cols.has('id')) continue;
    const where = cols.has('doyang_id')
      ? sql`doyang_id = ${anchors.doyangId}`
      : cols.has('doyang_group_id')
        ? sql`doyang_group_id in (${sql.join(
            groups.map((g) => sql`${g}`),
            sql`, `,
          )})`
        : cols.has('user_id')
          ? sql`user_id = ${anchors.studentId}`
          : null;
    if (!where) continue;
    const studentFirst = cols.has('user_id') ? sql`(user_id = ${anchors.studentId}) desc,` : sql``;
    const row = await one<{ id: number }>(
      db,
      sql`select t.id from ${sql.identifier(table)} t where ${where}
        order by (t::text ilike '%canario%') desc, ${studentFirst} t.id limit 1`,
    );
    if (row) out.set(table, Number(row.id));
  }
  return out;
}

/** Every source file of a folder, tests excluded (they are not the application). */
function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** The top-level keys of the object literal that opens at `start` (a `{`); comments before a key are skipped. */
function objectKeys(text: string, start: number): string[] {
  const keys: string[] = [];
  const keyAt = (i: number) => {
    const key = /^\s*(?:\/\/[^\n]*\n\s*)*(\w+)\s*:(?!:)/.exec(text.slice(i, i + 300));
    if (key) keys.push(key[1]);
  };
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '{' || c === '[' || c === '(') {
      depth++;
      if (depth === 1) keyAt(i + 1);
    } else if (c === '}' || c === ']' || c === ')') {
      depth--;
      if (depth === 0) break;
    } else if (depth === 1 && c === ',') keyAt(i + 1);
  }
  return keys;
}

/**
 * Every `with=`/`append=` name the server knows, read from its source so that a relation added later is
 * asked for too: `with.includes('x')`/`append.includes('x')`, the keys of `relations: {…}`, `RELATIONS`
 * and `APPENDS` objects, string arrays whose name holds WITH or APPEND, plus the last word of every route (the
 * `…_csv` appends mirror their download routes) and every table name.
 */
export function relationNames(srcDir: string, urls: readonly string[], tables: readonly string[]): string[] {
  const names = new Set<string>(tables);
  for (const url of urls) {
    const last = url.split('/').at(-1) ?? '';
    if (/^\w+$/.test(last)) names.add(last);
  }
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:with|append)\.includes\(\s*'(\w+)'\s*\)/g)) names.add(m[1]);
    for (const m of text.matchAll(/(?:relations\s*:|\b(?:RELATIONS|APPENDS)\b[^=\n]*=)\s*\{/g)) {
      for (const key of objectKeys(text, (m.index ?? 0) + m[0].length - 1)) names.add(key);
    }
    for (const m of text.matchAll(/\b\w*(?:WITH|APPEND)\w*\s*=\s*\[([^\]]*)\]/g)) {
      for (const s of m[1].matchAll(/'(\w+)'/g)) names.add(s[1]);
    }
    for (const m of text.matchAll(/\[\s*'(\w+_csv)'/g)) names.add(m[1]);
  }
  return [...names].sort();
}

/** Comma lists of at most `max` characters (the query's names parameter is capped at 500). */
export function chunkNames(names: readonly string[], max = 450): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const name of names) {
    const next = current ? `${current},${name}` : name;
    if (next.length > max && current) {
      chunks.push(current);
      current = name;
    } else current = next;
  }
  if (current) chunks.push(current);
  return chunks;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The input JSON schema of a zod body, or null when zod cannot express it. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema | null {
  try {
    const json: unknown = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    return isRecord(json) ? (json as JsonSchema) : null;
  } catch {
    return null;
  }
}

/** A plausible value for a field from its name when the schema says too little (preprocessed fields). */
function valueByName(name: string, today: string): unknown {
  if (/mail/.test(name)) return 'walk.isolation@demo.mx';
  if (/phone|telephone/.test(name)) return '5512345678';
  if (/password/.test(name)) return 'demo12345';
  if (/date|^from$|^to$|_day$/.test(name)) return today;
  if (/^begins_at$/.test(name)) return '17:00';
  if (/^ends_at$/.test(name)) return '18:00';
  if (/_id$|^id$/.test(name)) return 1;
  if (/^(is_|has_|can_)|^active$|^done$/.test(name)) return true;
  if (/week/.test(name)) return [true, false, false, false, false, false, false];
  if (/price|fee|amount|percentage|quantity|points|order$|count|number/.test(name)) return 1;
  return 'X';
}

function sampleFor(name: string, s: JsonSchema, today: string): unknown {
  const variant = s.anyOf ?? s.oneOf;
  if (variant?.length) {
    const concrete = variant.find((v) => v.type !== 'null' && Object.keys(v).length) ?? variant[0];
    return sampleFor(name, concrete, today);
  }
  if (s.allOf?.length) return sampleFor(name, Object.assign({}, ...s.allOf), today);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((e) => e !== null && e !== '') ?? s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const byName = valueByName(name, today);
      const base = typeof byName === 'number' ? byName : 1;
      const min = s.minimum ?? (s.exclusiveMinimum === undefined ? undefined : s.exclusiveMinimum + 1);
      return Math.min(Math.max(base, min ?? base), s.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array': {
      const byName = valueByName(name, today);
      if (Array.isArray(byName)) return byName;
      const n = Math.max(s.minItems ?? 0, 1);
      return Array.from({ length: n }, () => sampleFor(name, s.items ?? {}, today));
    }
    case 'object':
      return fillObject(s, today, {});
    case 'string': {
      if (s.format === 'date' || s.format === 'date-time') return today;
      if (s.format === 'email') return 'walk.isolation@demo.mx';
      if (s.format === 'time') return '17:00:00';
      const byName = valueByName(name, today);
      const text = typeof byName === 'string' ? byName : String(byName);
      return s.minLength && text.length < s.minLength ? text.padEnd(s.minLength, 'X') : text;
    }
    default:
      return valueByName(name, today);
  }
}

function fillObject(s: JsonSchema, today: string, overrides: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const props = s.properties ?? {};
  for (const key of s.required ?? []) out[key] = sampleFor(key, props[key] ?? {}, today);
  for (const [key, value] of Object.entries(overrides)) if (key in props) out[key] = shaped(value, props[key]);
  return out;
}

/** An override in the shape its field takes: an id list where the field is an array, one id where it is not. */
function shaped(value: unknown, s: JsonSchema): unknown {
  const types = [s.type, ...(s.anyOf ?? []).map((v) => v.type), ...(s.oneOf ?? []).map((v) => v.type)].flat();
  if (types.includes('array') && !Array.isArray(value)) return [value];
  if (!types.includes('array') && Array.isArray(value) && types.some((t) => t === 'integer' || t === 'number')) return value[0];
  return value;
}

/**
 * A body the route's own schema accepts (its required fields filled by type and name), with every field
 * that can point at a doyang, group, person or record pointing at the victim's: so the request passes
 * validation and reaches the handler's authorisation instead of stopping at a 422.
 */
export function schemaBody(schema: z.ZodType | undefined, today: string, overrides: Record<string, unknown>): unknown {
  if (!schema) return undefined;
  const json = jsonSchemaOf(schema);
  if (!json?.properties) return undefined;
  return fillObject(json, today, overrides);
}

/** The keys of a body schema's object, for bodies that keep only what the route declares. */
export function schemaKeys(schema: z.ZodType | undefined): Set<string> | null {
  if (!schema) return null;
  const json = jsonSchemaOf(schema);
  return json?.properties ? new Set(Object.keys(json.properties)) : null;
}

/** Readable text of a response: .xlsx downloads are zip archives, so their cells are read back first. */
export async function responseText(payload: Buffer, contentType: string | undefined): Promise<string> {
  const isZip = payload.length > 4 && payload[0] === 0x50 && payload[1] === 0x4b;
  if (!isZip && !/spreadsheet|excel|zip/.test(contentType ?? '')) return payload.toString('utf8');
  try {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(payload as unknown as ArrayBuffer);
    const cells: string[] = [];
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          cells.push(cell.text);
        });
      });
    }
    return cells.join('\t');
  } catch {
    return payload.toString('latin1');
  }
}

/** The first marker the text contains, with some context around it, or null. */
export function findMarker(text: string, markers: readonly RegExp[]): string | null {
  for (const marker of markers) {
    const m = marker.exec(text);
    if (m) return text.slice(Math.max(0, m.index - 80), m.index + m[0].length + 80).replace(/\s+/g, ' ');
  }
  return null;
}

/** Every non-empty leaf of a JSON answer as `path=value` (array positions blurred), or its lines if it is not JSON. */
function facts(body: string): Set<string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return new Set(body.split(/\r?\n/).filter(Boolean));
  }
  const out = new Set<string>();
  const walk = (value: unknown, path: string) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) for (const item of value) walk(item, `${path}[]`);
    else if (isRecord(value)) for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
    else out.add(`${path}=${JSON.stringify(value)}`);
  };
  walk(parsed, '');
  return out;
}

/**
 * What an answer says that another does not: the facts a query parameter added. A parameter that only
 * narrows the answer (a revision of another group gives `revision: null`) adds nothing.
 */
export function addedFacts(without: string, withParam: string): string[] {
  const known = facts(without);
  return [...facts(withParam)].filter((f) => !known.has(f));
}

/**
 * Tables a walk must not fingerprint: sessions and audit trails record the walk itself; the traffic light's snapshot
 * (traffic_light_results, and since issue 27 its runs, traffic_light_runs) is derived from fingerprinted facts and
 * written by a read of the caller's own doyang when it is missing (docs/decisions.md, "Issue 11 — traffic light and Home").
 */
export const isSessionOrAuditTable = (table: string): boolean =>
  table === 'revoked_tokens' ||
  table === 'impersonations' ||
  table.includes('audit') ||
  table === 'traffic_light_results' ||
  table === 'traffic_light_runs';

/** Names of the public tables the fingerprint covers. */
export async function fingerprintTables(db: Db): Promise<string[]> {
  const list = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
      order by table_name`,
  );
  return list.map((r) => r.table_name).filter((name) => !isSessionOrAuditTable(name));
}

/** One hash per table over every row, in one statement (cheap enough to take after each accepted write). */
export async function fingerprint(db: Db, tables: readonly string[]): Promise<Map<string, string>> {
  const parts = tables.map(
    (table) =>
      sql`select ${table}::text as name, coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as hash
        from ${sql.identifier(table)} t`,
  );
  const result = await rows<{ name: string; hash: string }>(db, sql.join(parts, sql` union all `));
  return new Map(result.map((r) => [r.name, r.hash]));
}

/** Tables whose hash differs between two fingerprints. */
export const changedTables = (before: Map<string, string>, after: Map<string, string>): string[] =>
  [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t)).sort();

/** How many rows each table holds, in one statement. */
export async function rowCounts(db: Db, tables: readonly string[]): Promise<Map<string, number>> {
  const parts = tables.map((table) => sql`select ${table}::text as name, count(*)::int as n from ${sql.identifier(table)}`);
  const result = await rows<{ name: string; n: number }>(db, sql.join(parts, sql` union all `));
  return new Map(result.map((r) => [r.name, Number(r.n)]));
}

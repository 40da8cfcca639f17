import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { rows } from '../db/sql.ts';
import { createTestApp, PASSWORD, type TestApp, TODAY } from '../test/test-app.ts';
import {
  ALL_BAD_VALUES,
  BAD_IDS,
  BAD_QUERIES,
  bodyJsonSchema,
  COMMON_FIELDS,
  type Field,
  hashText,
  type IdLookup,
  isRecord,
  isTextKind,
  isZodSchema,
  type JsonSchema,
  kindOf,
  NUL_TEXT,
  NUL_VALUES,
  nestedObject,
  pathText,
  pick,
  recordFields,
  sampleValue,
  schemaFields,
  schemaProperties,
  seededRandom,
  targetedPool,
  withValueAt,
} from './bad-values.ts';

/**
 * Security requirement: every write route answers bad input with a 4xx (JSON, Spanish `message`), never a
 * 5xx. The routes come from `app.routeTable`, their field names from their body schemas (or, for the
 * overloaded PUTs that parse in the handler, from the record GET answers plus the API's common names), so
 * a route added later is covered without editing this file. Payloads come from a seeded PRNG: a failure
 * reproduces with BAD_PAYLOAD_SEED=<the printed seed>.
 */

const SEED = Number(process.env.BAD_PAYLOAD_SEED ?? 20_261_122);
/** BAD_PAYLOAD_TRACE=<file>: one line per request (status, route, payload, answer) to see what the walk reached. */
const TRACE = process.env.BAD_PAYLOAD_TRACE;
const DIRECTOR = 'director@demo.mx';
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** Each route gets at least this many payloads: the per-field ones, then random (field, value) pairs. */
const MIN_PER_ROUTE = 30;
/** zod's and Fastify's English texts; the API answers in Spanish. */
const ENGLISH = /\b(Invalid|expected|received|Required)\b/;

type WriteRoute = { method: string; url: string; body: unknown };
type RawBody = { raw: string | Buffer; contentType: string };
/** `id` is 'real' (an existing record of the path's resource) or one of BAD_IDS. */
type Payload = { label: string; id: string; query: string; body?: RawBody };
type Finding = { route: string; request: string; status: number; answer: string };

const json = (value: unknown): RawBody => ({ raw: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
const short = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);
/** Control characters shown escaped, so a report line never hides what was sent. */
const visible = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
  text.replace(/[\u0000-\u001f\u007f\u202e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const BOUNDARY = 'bpboundary7c1e';
/** Raw bodies a JSON API must refuse cleanly: broken JSON, broken UTF-8, other media types, nothing at all. */
const RAW_BODIES: readonly { label: string; body: RawBody }[] = [
  { label: 'raw invalid JSON', body: { raw: '{"name": "A', contentType: 'application/json' } },
  {
    label: 'raw JSON with invalid UTF-8 (0xff 0xfe)',
    body: {
      raw: Buffer.concat([Buffer.from('{"name":"A'), Buffer.from([0xff, 0xfe]), Buffer.from('B"}')]),
      contentType: 'application/json',
    },
  },
  {
    label: 'raw multipart/form-data',
    body: {
      raw: [
        `--${BOUNDARY}`,
        'Content-Disposition: form-data; name="name"',
        '',
        NUL_TEXT,
        `--${BOUNDARY}`,
        'Content-Disposition: form-data; name="file"; filename="a.csv"',
        'Content-Type: text/csv',
        '',
        'name\nx',
        `--${BOUNDARY}--`,
        '',
      ].join('\r\n'),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
  },
  { label: 'raw text/plain', body: { raw: 'hola', contentType: 'text/plain' } },
  { label: 'raw empty body', body: { raw: '', contentType: 'application/json' } },
];

/** Whole bodies that are not the record at all. */
const WHOLE_BODIES: readonly { label: string; value: unknown }[] = [
  { label: 'body {}', value: {} },
  { label: 'body []', value: [] },
  { label: 'body null', value: null },
  { label: 'body "text"', value: 'text' },
  { label: 'body 123', value: 123 },
  { label: 'body only unknown keys', value: { zzz: 1 } },
  { label: 'body nested 500 deep', value: nestedObject(500) },
];

function writeRoutes(app: FastifyInstance): WriteRoute[] {
  const order = (m: string) => WRITE_METHODS.indexOf(m);
  return app.routeTable
    .filter((r) => WRITE_METHODS.includes(r.method) && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .map((r) => ({ method: r.method, url: r.url, body: r.schema?.body }))
    .sort((a, b) => order(a.method) - order(b.method) || a.url.localeCompare(b.url));
}

/** The resource a path parameter names: the path segment before it (`/api/doyang_groups/:id/kyosas/add`). */
const resourceOf = (url: string, param: string): string => {
  const parts = url.split('/');
  return parts[parts.indexOf(`:${param}`) - 1] ?? '';
};

/** Tables a `*_id` field or a path segment may name: as is, plural, -y to -ies, its first word plural. */
const tableCandidates = (name: string): string[] => {
  const base = name.replace(/_id$/, '');
  return [...new Set([base, `${base}s`, base.replace(/y$/, 'ies'), `${base.split('_')[0]}s`])];
};

const firstRecordOf = (value: unknown): Record<string, unknown> | null => {
  if (Array.isArray(value)) return isRecord(value[0]) ? value[0] : null;
  if (isRecord(value) && Array.isArray(value.data)) return isRecord(value.data[0]) ? value.data[0] : null;
  return isRecord(value) ? value : null;
};

/** The `*_id` property names anywhere in a schema, to resolve their sample ids before building bodies. */
function idNames(schema: JsonSchema, out = new Set<string>(), depth = 0): Set<string> {
  if (depth > 4) return out;
  for (const [name, p] of schemaProperties(schema)) {
    if (/_id$/.test(name)) out.add(name);
    idNames(p.schema, out, depth + 1);
    if (p.schema.items) idNames(p.schema.items, out, depth + 1);
  }
  return out;
}

class Walk {
  token = '';
  me = 0;
  requests = 0;
  relogins = 0;
  readonly perRoute = new Map<string, number>();
  readonly serverErrors: Finding[] = [];
  readonly badClientAnswers: Finding[] = [];
  private readonly ids = new Map<string, number>();

  constructor(readonly t: TestApp) {}

  async login(): Promise<void> {
    this.token = await this.t.login(DIRECTOR);
    const me = await this.t.call('POST', '/api/me', this.token);
    this.me = Number(me.json().id);
  }

  /** First record id of a resource other than the director's own (a PUT on oneself could end the walk's session). */
  async realId(resource: string, fresh = false): Promise<number> {
    const cached = this.ids.get(resource);
    if (cached !== undefined && !fresh) return cached;
    let id: number | null = null;
    for (const table of tableCandidates(resource)) {
      const [exists] = await rows<{ ok: boolean }>(this.t.app.db, sql`select to_regclass(${table}) is not null as ok`);
      if (!exists?.ok) continue;
      try {
        const [row] = await rows<{ id: number }>(
          this.t.app.db,
          sql`select id from ${sql.identifier(table)} where id <> ${this.me} order by id limit 1`,
        );
        if (row) id = Number(row.id);
      } catch {
        // A table without an `id` column: try the API's list below.
      }
      if (id !== null) break;
    }
    if (id === null) {
      const list = await this.t.call('GET', `/api/${resource}`, this.token);
      const first = list.statusCode === 200 ? firstRecordOf(list.json()) : null;
      id = typeof first?.id === 'number' ? first.id : 1;
    }
    this.ids.set(resource, id);
    return id;
  }

  async realEmail(): Promise<string | null> {
    const [row] = await rows<{ email: string }>(
      this.t.app.db,
      sql`select email from users where id <> ${this.me} and email is not null and active order by id limit 1`,
    );
    return row?.email ?? null;
  }

  async urlOf(route: WriteRoute, id: string, fresh: boolean): Promise<string> {
    const parts: string[] = [];
    for (const part of route.url.split('/')) {
      if (!part.startsWith(':')) parts.push(part);
      else parts.push(id === 'real' ? String(await this.realId(resourceOf(route.url, part.slice(1)), fresh)) : id);
    }
    return parts.join('/');
  }

  async send(route: WriteRoute, payload: Payload, fresh = false): Promise<void> {
    const url = `${await this.urlOf(route, payload.id, fresh)}${payload.query}`;
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}` };
    if (payload.body) headers['content-type'] = payload.body.contentType;
    const res = await this.t.app.inject({
      method: route.method as 'POST',
      url,
      headers,
      ...(payload.body ? { payload: payload.body.raw } : {}),
    });
    this.requests++;
    const key = `${route.method} ${route.url}`;
    this.perRoute.set(key, (this.perRoute.get(key) ?? 0) + 1);
    this.check(key, url, payload, res);
    if (TRACE) appendFileSync(TRACE, `${res.statusCode}\t${key}\t${visible(payload.label)}\t${short(visible(res.body), 200)}\n`);
    // A success may have ended the session (logout, leaving an impersonation): log in again.
    if (res.statusCode < 300 && route.url !== '/api/login') {
      const me = await this.t.call('POST', '/api/me', this.token);
      if (me.statusCode === 401) {
        this.relogins++;
        await this.login();
      }
    }
  }

  private check(route: string, url: string, payload: Payload, res: LightMyRequestResponse): void {
    const sent = payload.body
      ? typeof payload.body.raw === 'string'
        ? payload.body.raw
        : `<${payload.body.raw.length} bytes>`
      : '<no body>';
    const request = short(visible(`${url} | ${payload.label} | ${sent}`), 200);
    const answer = short(visible(res.body), 300);
    if (res.statusCode >= 500) {
      this.serverErrors.push({ route, request, status: res.statusCode, answer });
      return;
    }
    if (res.statusCode < 400) return;
    const problem = clientAnswerProblem(res);
    if (problem) this.badClientAnswers.push({ route, request, status: res.statusCode, answer: `${problem}: ${answer}` });
  }

  /** A body a form would send: the record GET answers (kept to the schema's fields) plus samples for the rest. */
  async baseBody(
    route: WriteRoute,
    schema: JsonSchema | null,
    lookup: IdLookup,
  ): Promise<{
    body: Record<string, unknown>;
    record: Record<string, unknown> | null;
  }> {
    const record = await this.recordFor(route);
    if (!schema) return { body: structuredClone(record ?? {}), record };
    const props = schemaProperties(schema);
    const body: Record<string, unknown> = {};
    const fromRecord = new Set<string>();
    for (const [name, p] of props) {
      if (record && record[name] !== undefined) {
        body[name] = structuredClone(record[name]);
        fromRecord.add(name);
      } else if (p.required) body[name] = sampleValue(name, p.schema, lookup);
    }
    // A sampled e-mail is a real person's (not the director's): a login-like route then goes past the lookup
    // and the bad passwords reach the hash check.
    if (typeof body.email === 'string' && !fromRecord.has('email')) body.email = (await this.realEmail()) ?? body.email;
    // Repair what the schema still refuses: a stored value first gives way to a sample, then the key goes.
    const zodBody = isZodSchema(route.body) ? route.body : null;
    if (zodBody) {
      for (let round = 0; round < 4; round++) {
        const parsed: z.ZodSafeParseResult<unknown> = await zodBody.safeParseAsync(body);
        if (parsed.success) break;
        for (const issue of parsed.error.issues) {
          const key = issue.path[0];
          if (typeof key !== 'string' || !(key in body)) continue;
          const p = props.get(key);
          if (p && fromRecord.has(key)) {
            body[key] = sampleValue(key, p.schema, lookup);
            fromRecord.delete(key);
          } else if (round > 0) delete body[key];
        }
      }
    }
    if (route.method === 'POST') makeUnique(body, fromRecord, hashText(route.url));
    return { body, record };
  }

  /** The record of the same path as GET answers it (for a collection POST: the list's first record). */
  private async recordFor(route: WriteRoute): Promise<Record<string, unknown> | null> {
    const hasGet = this.t.app.routeTable.some((r) => r.method === 'GET' && r.url === route.url);
    if (!hasGet) return null;
    const res = await this.t.call('GET', await this.urlOf(route, 'real', false), this.token);
    return res.statusCode === 200 ? firstRecordOf(res.json()) : null;
  }

  async idLookup(schema: JsonSchema | null): Promise<IdLookup> {
    const resolved = new Map<string, number>();
    for (const name of schema ? idNames(schema) : []) {
      for (const table of tableCandidates(name)) {
        const id = await this.realIdIfTable(table);
        if (id !== null) {
          resolved.set(name, id);
          break;
        }
      }
    }
    return (name) => resolved.get(name) ?? 1;
  }

  private async realIdIfTable(table: string): Promise<number | null> {
    const [exists] = await rows<{ ok: boolean }>(this.t.app.db, sql`select to_regclass(${table}) is not null as ok`);
    return exists?.ok ? this.realId(table) : null;
  }
}

/** Names and e-mails are unique in several tables: a create copied from a stored record must not collide. */
function makeUnique(body: Record<string, unknown>, fromRecord: ReadonlySet<string>, salt: number): void {
  const tag = `BP${salt % 10_000}`;
  if (typeof body.name === 'string' && fromRecord.has('name')) body.name = `${body.name.slice(0, 80)} ${tag}`;
  if (typeof body.email === 'string' && fromRecord.has('email')) body.email = `${tag.toLowerCase()}.${body.email}`;
}

/** Why a 4xx answer is not what the client can show: not JSON, no string message, or English text. */
function clientAnswerProblem(res: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'not JSON';
  }
  if (!isRecord(body) || typeof body.message !== 'string') return 'no string message';
  if (ENGLISH.test(body.message)) return 'English message';
  const texts = isRecord(body.errors) ? Object.values(body.errors).flat() : [];
  if (texts.some((m) => typeof m === 'string' && ENGLISH.test(m))) return 'English field error';
  return null;
}

const valueLabel = (value: unknown): string => {
  if (typeof value === 'string') return short(JSON.stringify(value), 40);
  if (Array.isArray(value)) return value.length > 3 ? `[${value.length} items]` : short(JSON.stringify(value), 40);
  return short(JSON.stringify(value) ?? String(value), 40);
};

/** The payloads of one route, in a fixed order drawn from the route's own stream of the seed. */
function payloadsFor(
  route: WriteRoute,
  base: Record<string, unknown> | null,
  fields: Field[],
  branches: Record<string, unknown>[],
  random: () => number,
): Payload[] {
  const hasParams = route.url.includes('/:');
  const out: Payload[] = [];
  const withBase = base === null ? {} : { body: json(base) };
  if (base !== null) out.push({ label: 'valid base body', id: 'real', query: '', body: json(base) });
  for (const w of WHOLE_BODIES) out.push({ label: w.label, id: 'real', query: '', body: json(w.value) });
  if (base !== null) out.push({ label: 'base + unknown key', id: 'real', query: '', body: json({ ...base, zzz: NUL_TEXT }) });
  for (const r of RAW_BODIES) out.push({ label: r.label, id: 'real', query: '', body: r.body });
  for (const q of BAD_QUERIES) out.push({ label: `query ${q}`, id: 'real', query: q, ...withBase });
  if (hasParams) for (const id of BAD_IDS) out.push({ label: `id ${id}`, id, query: '', ...withBase });
  if (base === null) return out;

  const mutate = (field: Field, value: unknown): Payload => ({
    label: `${pathText(field.path)} := ${valueLabel(value)}`,
    id: 'real',
    query: '',
    body: json(withValueAt(base, field, value)),
  });
  // Per field: a NUL where text may go (every time: it is the known 500), a value aimed at the field's kind,
  // and one from all the pools. A common name the route may not know gets one value only.
  for (const field of fields) {
    const values: unknown[] = [];
    if (isTextKind(field.kind)) values.push(pick(random, NUL_VALUES));
    if (field.kind !== 'string' && field.kind !== 'unknown') values.push(pick(random, targetedPool(field.kind)));
    let general = pick(random, ALL_BAD_VALUES);
    if (values.includes(general)) general = pick(random, ALL_BAD_VALUES);
    values.push(general);
    for (const value of field.source === 'common' ? values.slice(0, 1) : values) out.push(mutate(field, value));
  }
  // The other branches of a PUT that parses in the handler: each branch body valid, then one key bad at a time.
  for (const branch of branches) {
    const keys = Object.keys(branch).join('+');
    out.push({ label: `branch ${keys}`, id: 'real', query: '', body: json(branch) });
    for (const [name, valid] of Object.entries(branch)) {
      const kind = kindOf(name, undefined, valid);
      const value = pick(random, isTextKind(kind) ? NUL_VALUES : targetedPool(kind));
      out.push({
        label: `branch ${keys}: ${name} := ${valueLabel(value)}`,
        id: 'real',
        query: '',
        body: json({ ...branch, [name]: value }),
      });
    }
  }
  while (fields.length && out.length < MIN_PER_ROUTE) out.push(mutate(pick(random, fields), pick(random, ALL_BAD_VALUES)));
  return out;
}

/**
 * Bodies that select the other branches of the PUTs that parse in the handler (password change, add staff,
 * attendance mark, duty done, add students): a record with one bad field never reaches them. Ids are of
 * other people than the director, so no branch can change the walk's own password.
 */
async function branchBodies(walk: Walk): Promise<Record<string, unknown>[]> {
  const user = await walk.realId('users');
  const doyang = await walk.realId('doyangs');
  const surrogation = await walk.realId('doyang_surrogations');
  return [
    { oldPassword: PASSWORD, password: `${PASSWORD}x` },
    { personal: user, doyang_surrogation_id: surrogation },
    { date: TODAY, student: user, type: 'A' },
    { date: TODAY, kyosa: user, type: 'A' },
    { done: true, doyang_id: doyang },
    { groupsAsStudent: [user] },
  ];
}

function fieldsOf(schema: JsonSchema | null, record: Record<string, unknown> | null, lookup: IdLookup): Field[] {
  const fields = schema ? schemaFields(schema, lookup) : recordFields(record ?? {});
  if (!schema) {
    const names = new Set(fields.map((f) => pathText(f.path)));
    for (const name of COMMON_FIELDS) {
      if (!names.has(name)) fields.push({ path: [name], kind: kindOf(name, undefined, undefined), source: 'common' });
    }
  }
  return fields;
}

function report(title: string, findings: Finding[]): string {
  const byRoute = new Map<string, Finding[]>();
  for (const f of findings) byRoute.set(f.route, [...(byRoute.get(f.route) ?? []), f]);
  const lines = [
    `${title}: ${findings.length} answers on ${byRoute.size} routes`,
    `  reproduce: BAD_PAYLOAD_SEED=${SEED} BAD_PAYLOAD_TRACE=/tmp/bad-payloads.tsv npx vitest run apps/server/src/security/bad-payloads`,
  ];
  for (const [route, list] of byRoute) {
    lines.push(`  ${route} (${list.length})`);
    for (const f of list.slice(0, 8)) lines.push(`    ${f.status} ← ${f.request}\n        answer: ${f.answer}`);
    if (list.length > 8) lines.push(`    … and ${list.length - 8} more`);
  }
  return lines.join('\n');
}

let t: TestApp;
let walk: Walk;
let routes: WriteRoute[];

beforeAll(async () => {
  const started = Date.now();
  // Far above the walk's logins: a 429 would hide what the login route does with the bad bodies.
  t = await createTestApp({ loginRateLimit: 100_000 });
  // The revision season open on the test day and every revision active, so assign and approve reach their SQL
  // (dates and items of a review) instead of stopping at 'outside the season'.
  await t.app.db.execute(sql`update configurations set value = case id when 24 then '2026-11-01' else '2026-12-31' end
    where id in (24, 25)`);
  await t.app.db.execute(sql`update revisions set active = true`);
  walk = new Walk(t);
  await walk.login();
  routes = writeRoutes(t.app);
  const deletes = routes.filter((r) => r.method === 'DELETE');

  // Creates and edits first, each route's body built from the data as it is just before it.
  for (const route of routes.filter((r) => r.method !== 'DELETE')) {
    const random = seededRandom(SEED ^ hashText(`${route.method} ${route.url}`));
    const schema = bodyJsonSchema(route.body);
    const lookup = await walk.idLookup(schema);
    const { body, record } = await walk.baseBody(route, schema, lookup);
    const branches = schema ? [] : await branchBodies(walk);
    for (const payload of payloadsFor(route, body, fieldsOf(schema, record, lookup), branches, random)) {
      await walk.send(route, payload);
    }
  }
  // Deletes last, bad ids before real ones; a real id is looked up again before each request, since the
  // previous one may have deleted it.
  const deletePayloads = deletes.map((route) => ({ route, payloads: payloadsFor(route, null, [], [], () => 0) }));
  for (const { route, payloads } of deletePayloads) {
    for (const p of payloads.filter((p) => p.id !== 'real')) await walk.send(route, p);
  }
  for (const { route, payloads } of deletePayloads) {
    for (const p of payloads.filter((p) => p.id === 'real')) await walk.send(route, p, true);
  }
  console.info(
    `bad payloads: seed ${SEED}, ${routes.length} write routes, ${walk.requests} requests, ` +
      `${walk.relogins} re-logins, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}, 300_000);
afterAll(() => t?.close());

describe('bad payloads on every write route', () => {
  it('walks every write route with a few dozen payloads', () => {
    expect(routes.length).toBeGreaterThan(0);
    const thin = routes.filter((r) => (walk.perRoute.get(`${r.method} ${r.url}`) ?? 0) < 15);
    expect(thin.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('never answers 5xx', () => {
    expect(walk.serverErrors.length, report('5xx', walk.serverErrors)).toBe(0);
  });

  it('answers every 4xx as JSON with a Spanish message', () => {
    expect(walk.badClientAnswers.length, report('4xx not JSON / not Spanish', walk.badClientAnswers)).toBe(0);
  });
});

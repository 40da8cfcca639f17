import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { fileMediaOf } from '@doyang/domain';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { doyangs } from '../db/schema/doyangs.ts';
import { makeTournament } from '../test/factories/tournaments.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { LIST_PARAMS } from './query-params.ts';

// /api/docs/json as a client writer meets it: valid for a maintained validator and linter, complete for every route,
// and good enough to generate a typed client that compiles against real calls and gets real answers.

type Parameter = { name: string; in: string; required?: boolean; schema?: unknown };
type Operation = {
  operationId?: string;
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
  security?: unknown[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/**
 * Redocly's recommended warnings this document keeps, each with its reason. Every other warning fails the test, as
 * does any error.
 */
const ALLOWED_WARNINGS: Record<string, string> = {
  'no-ambiguous-paths':
    'the spec names some calls with a word where a sibling route has an id (`/api/exams/result_sheet/{id}` beside ' +
    '`/api/exams/{id}/prospects`); the router tries the word first, so every call reaches exactly one route',
};

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  const res = await t.call('GET', '/api/docs/json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const apiRoutes = () =>
  t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !isDocs(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS');
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('/api/docs/json', () => {
  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("passes Redocly's recommended rules: no error, and only the warnings allowed above", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/api/docs/json', config });
    const shown = (p: (typeof problems)[number]) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`;
    expect(problems.filter((p) => p.severity === 'error').map(shown)).toEqual([]);
    expect(problems.filter((p) => p.severity === 'warn' && !(p.ruleId in ALLOWED_WARNINGS)).map(shown)).toEqual([]);
  });

  it('shows every route with its operationId, summary, parameters, status and refusals', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const r of apiRoutes()) {
      const where = `${r.method} ${r.url}`;
      const operation = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      if (!operation) {
        problems.push(`${where}: sin documentar`);
        continue;
      }
      if (!operation.operationId || ids.has(operation.operationId))
        problems.push(`${where}: operationId ${operation.operationId}`);
      ids.add(operation.operationId ?? '');
      if (!operation.summary?.trim()) problems.push(`${where}: sin summary`);

      const parameters = operation.parameters ?? [];
      const named = (place: string) => parameters.filter((p) => p.in === place).map((p) => p.name);
      for (const name of named('query'))
        if (name === 'type' || name === 'additionalProperties') problems.push(`${where}: parámetro ${name}`);
      const pathNames = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      if (named('path').sort().join() !== pathNames.sort().join()) problems.push(`${where}: ruta ${named('path')}`);
      const query = r.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
      // A list query shows each convention and `orderBy`; any other query, each key it declares.
      const expected = query?.shape ? Object.keys(query.shape) : [...Object.keys(LIST_PARAMS), 'orderBy'];
      const missing = expected.filter((name) => !named('query').includes(name));
      if (missing.length) problems.push(`${where}: sin ${missing.join(', ')}`);
      if (r.schema?.body && !operation.requestBody?.content['application/json']) problems.push(`${where}: sin cuerpo`);
      if (r.uploads && !operation.requestBody?.content['multipart/form-data']) problems.push(`${where}: sin formulario`);

      const [status, answer] = Object.entries((r.schema?.response ?? {}) as Record<string, z.ZodType>)[0] ?? [];
      const answers = Object.keys(operation.responses).filter((s) => s.startsWith('2'));
      if (answers.join() !== status) problems.push(`${where}: responde ${answers}`);
      // A download is a file of its media type; every other answer is JSON.
      const media = (answer && fileMediaOf(answer)) ?? 'application/json';
      if (Object.keys(operation.responses[status]?.content ?? {}).join() !== media) problems.push(`${where}: no es ${media}`);
      const guarded =
        r.contract &&
        ('area' in r.contract.permission || 'generalDirection' in r.contract.permission || r.contract.scope === 'doyang');
      const due = { 401: !r.public, 403: guarded, 404: pathNames.length > 0, 422: true };
      for (const [code, isDue] of Object.entries(due)) {
        const ref = operation.responses[code]?.$ref;
        if (isDue && !ref?.startsWith('#/components/responses/')) problems.push(`${where}: sin ${code}`);
      }
      if (JSON.stringify(operation.security) !== (r.public ? '[]' : '[{"bearerAuth":[]}]')) problems.push(`${where}: security`);
    }
    expect(problems).toEqual([]);
    expect(ids.size).toBeGreaterThan(250);
  });

  it('generates a typed client (openapi-typescript) that compiles against three real calls, which answer', async () => {
    const cache = join(ROOT, 'node_modules/.cache');
    await mkdir(cache, { recursive: true });
    // Inside node_modules so the client resolves openapi-fetch like any module of the project.
    const dir = await mkdtemp(join(cache, 'openapi-client-'));
    try {
      await writeFile(join(dir, 'api.d.ts'), astToString(await openapiTS(structuredClone(doc) as never)));
      await writeFile(join(dir, 'client.ts'), CLIENT);
      const program = ts.createProgram([join(dir, 'client.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        types: [],
        skipLibCheck: true,
      });
      const errors = ts
        .getPreEmitDiagnostics(program)
        .map((d) => `${d.file?.fileName.split('/').pop()}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      expect(errors).toEqual([]);

      const js = ts.transpileModule(CLIENT, {
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
      }).outputText;
      await writeFile(join(dir, 'client.mjs'), js);
      const { threeCalls } = (await import(pathToFileURL(join(dir, 'client.mjs')).href)) as { threeCalls: ThreeCalls };

      const token = await t.login('director@demo.mx');
      const [doyang] = await t.app.db.select({ id: doyangs.id, name: doyangs.name }).from(doyangs).limit(1);
      const tournament = await makeTournament(t, token, { has_combat: true });
      const made = await t.call('POST', '/api/tournament_categories', token, {
        tournament_id: tournament,
        name: 'infantil',
        competition_type_id: 1,
        min_age_years: 8,
        max_age_years: 10,
      });
      expect(made.statusCode, made.body).toBe(201);
      const category = made.json() as { id: number };
      const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const answers = await threeCalls(baseUrl, token, { doyang: doyang.id, category: category.id });
      expect(answers.users).toMatchObject({ status: 200, page: 1, perPage: 5 });
      expect(answers.users.rows).toBeGreaterThan(0);
      expect(answers.doyang).toEqual({ status: 200, id: doyang.id, name: doyang.name });
      expect(answers.category).toEqual({ status: 200, id: category.id, is_exhibition: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // Generating 600 KB of types and type-checking against them with the DOM's library: seconds on an idle machine,
    // several times that while the other files of the run share its two cores.
  }, 120_000);
});

type ThreeCalls = (
  baseUrl: string,
  token: string,
  ids: { doyang: number; category: number },
) => Promise<{
  users: { status: number; page: number; perPage: number; rows: number };
  doyang: { status: number; id?: number; name?: string };
  category: { status: number; id?: number; is_exhibition?: boolean };
}>;

/** What a client writer would write from the generated types alone. */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function threeCalls(baseUrl: string, token: string, ids: { doyang: number; category: number }) {
  const api = createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${token}\` } });

  const users = await api.GET('/api/users', {
    params: { query: { page: 1, perPage: 5, search: 'mendoza', role_id: '2', orderBy: { id: 'desc' } } },
  });
  const page = users.data && 'current_page' in users.data ? users.data : undefined;

  const doyang = await api.GET('/api/doyangs/{id}', { params: { path: { id: ids.doyang } } });

  const category = await api.PUT('/api/tournament_categories/{id}', {
    params: { path: { id: ids.category } },
    body: { is_exhibition: true },
  });

  return {
    users: { status: users.response.status, page: page?.current_page, perPage: page?.per_page, rows: page?.data.length },
    doyang: { status: doyang.response.status, id: doyang.data?.id, name: doyang.data?.name },
    category: { status: category.response.status, id: category.data?.id, is_exhibition: category.data?.is_exhibition },
  };
}
`;

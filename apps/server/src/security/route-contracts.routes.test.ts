import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTablePlugin } from '../plugins/route-table.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, 5);
});
afterAll(() => t?.close());

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const apiRoutes = () =>
  t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !isDocs(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS');
const WRITES = new Set(['POST', 'PUT', 'DELETE']);
/** OpenAPI writes `/api/users/{id}` where the router has `/api/users/:id`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** A route answers 200, or 201 when it creates (route() declares the one it sends). */
const answerOf = <T>(responses: Record<number | string, T> | undefined) => responses?.[200] ?? responses?.[201];

type OpenApi = {
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, { content?: unknown }> }>>;
};

describe('every route declares its contract (http/route.ts)', () => {
  it('permission, doyang scope and answer, on every API route', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const undeclared = routes.filter((r) => !r.contract?.permission || !r.contract.scope).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const noAnswer = routes
      .filter((r) => !answerOf(r.schema?.response as Record<number, unknown> | undefined))
      .map((r) => `${r.method} ${r.url}`);
    expect(noAnswer).toEqual([]);
  });

  it('the documentation shows every body and every answer', async () => {
    const docs = (await t.call('GET', '/api/docs/json')).json() as OpenApi;
    const missing: string[] = [];
    for (const r of apiRoutes()) {
      const operation = docs.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      if (!operation) {
        missing.push(`${r.method} ${r.url}: sin documentar`);
        continue;
      }
      if (r.schema?.body && !operation.requestBody) missing.push(`${r.method} ${r.url}: sin cuerpo`);
      if (!answerOf(operation.responses)?.content) missing.push(`${r.method} ${r.url}: sin respuesta`);
    }
    expect(missing).toEqual([]);
    // Writes that take a body document it (an overloaded PUT shows each of its shapes).
    const withBodies = apiRoutes().filter((r) => WRITES.has(r.method) && r.schema?.body);
    expect(withBodies.length).toBeGreaterThan(15);
  });

  it('an API route written without route() stops the application from starting', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    await app.register(routeTablePlugin);
    app.get('/api/sin-contrato', async () => ({}));
    await expect(app.ready()).rejects.toThrow(/sin contrato/);
  });
});

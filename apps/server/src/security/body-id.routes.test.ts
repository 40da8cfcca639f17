import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/sql.ts';
import { createTestApp, type TestApp, TODAY } from '../test/test-app.ts';
import { type ApiRoute, apiRoutes, fillPath, pathParams, routeSegment, schemaBody } from './route-walk.ts';

// Spec 01 §7 and 02 §7: a client written for the spec (react-admin, the Laravel-style one) sends the record's own `id`
// back in the body of its writes. On every write whose path names `:id`, that `id` is taken when it is the path's and
// refused with its own 422 when it is another's (http/body-id.ts), whatever the route's body schema says.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, 5);
  token = await t.login('director@demo.mx');
});
afterAll(() => t.close());

/** Tables a path segment may name: as is, its first word plural (`tournament_graphs/change_graph` reads the first). */
async function firstId(url: string, param: string): Promise<number> {
  const parts = url.split('/');
  const before = parts[parts.indexOf(`:${param}`) - 1] ?? '';
  for (const table of [before, routeSegment(url), `${before}s`]) {
    const [exists] = await rows<{ ok: boolean }>(t.app.db, sql`select to_regclass(${table}) is not null as ok`);
    if (!exists?.ok) continue;
    // Not the director (user 1): a PUT on oneself may end the walk's session.
    const [row] = await rows<{ id: number }>(
      t.app.db,
      sql`select id from ${sql.identifier(table)} where id > 1 order by id limit 1`,
    );
    if (row) return Number(row.id);
  }
  return 2;
}

const writesOnId = (method: string): ApiRoute[] =>
  apiRoutes(t.app.routeTable, new Set()).filter((r) => r.method === method && pathParams(r.url).includes('id'));

async function urlOf(route: ApiRoute): Promise<{ url: string; id: number }> {
  const ids = new Map<string, number>();
  for (const p of pathParams(route.url)) ids.set(p, await firstId(route.url, p));
  return { url: fillPath(route.url, (p) => ids.get(p) ?? 2), id: ids.get('id') ?? 2 };
}

const sample = (route: ApiRoute): Record<string, unknown> => {
  const body = schemaBody(route.body, TODAY, {});
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

describe('a body `id` on a write to /…/:id', () => {
  it('the path’s own id is taken on every PUT (never an unknown key)', async () => {
    const routes = writesOnId('PUT');
    expect(routes.length).toBeGreaterThan(30);
    const refused: string[] = [];
    for (const route of routes) {
      const { url, id } = await urlOf(route);
      for (const sent of [id, String(id)]) {
        const res = await t.call('PUT', url, token, { ...sample(route), id: sent });
        const errors = (res.json() as { errors?: Record<string, unknown> }).errors ?? {};
        // zod names an unknown key in its message ('Llave desconocida: "id"'); our checks under the key.
        if ('id' in errors || res.body.includes('\\"id\\"') || res.statusCode >= 500)
          refused.push(`PUT ${url} {id: ${JSON.stringify(sent)}}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('another id is a 422 with its message on every write to /…/:id', async () => {
    const routes = [...writesOnId('PUT'), ...writesOnId('POST')];
    const wrong: string[] = [];
    for (const route of routes) {
      const { url, id } = await urlOf(route);
      for (const sent of [id + 1000, String(id + 1), 'x', null]) {
        const res = await t.call(route.method, url, token, { ...sample(route), id: sent });
        const body = res.json() as { message?: string; errors?: Record<string, string[]> };
        if (res.statusCode !== 422 || body.message !== MSG.bodyIdMismatch || body.errors?.id?.[0] !== MSG.bodyIdMismatch)
          wrong.push(`${route.method} ${url} {id: ${JSON.stringify(sent)}}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the named refusals of issue 23 take the id (users with a weigh-in, poomses, a tournament category)', async () => {
    const [student] = await rows<{ id: number }>(t.app.db, sql`select id from users where role_id = 10 order by id limit 1`);
    const [tournament] = await rows<{ id: number }>(t.app.db, sql`select id from tournaments order by id limit 1`);
    const weighIn = await t.call('PUT', `/api/users/${student.id}`, token, {
      id: student.id,
      add_tournament_somatometry: true,
      weight_kg: 40.5,
      height_m: 1.45,
      tournament_id: tournament.id,
    });
    expect(weighIn.statusCode, weighIn.body).toBe(200);
    const poomse = (await t.call('POST', '/api/poomses', token, { name: 'Taegeuk Il Jang (id)' })).json() as { id: number };
    const renamed = await t.call('PUT', `/api/poomses/${poomse.id}`, token, { id: poomse.id, name: 'TAEGEUK EE JANG (ID)' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: poomse.id, name: 'TAEGEUK EE JANG (ID)' });
    const [category] = await rows<{ id: number }>(t.app.db, sql`select id from tournament_categories order by id limit 1`);
    const exhibition = await t.call('PUT', `/api/tournament_categories/${category.id}`, token, {
      id: category.id,
      is_exhibition: true,
    });
    expect(exhibition.statusCode, exhibition.body).toBe(200);
    expect(exhibition.json()).toMatchObject({ id: category.id, is_exhibition: true });
  });
});

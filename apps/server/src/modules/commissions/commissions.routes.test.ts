import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let director: string;
let profesor: string;
beforeAll(async () => {
  t = await createTestApp({}, 20);
  [director, profesor] = await Promise.all([t.login('director@demo.mx'), t.login('profesor@demo.mx')]);
});
afterAll(() => t?.close());

describe('TABLAS COMISIONES (/api/multilevel_discount_types, from its registry entry)', () => {
  it('creates (name uppercase), lists 20 a page by name, searches, edits and deletes', async () => {
    const names = Array.from({ length: 22 }, (_, i) => `tabla ${String(i + 1).padStart(2, '0')}`);
    for (const name of names)
      expect((await t.call('POST', '/api/multilevel_discount_types', director, { name })).statusCode).toBe(201);
    const page = (await t.call('GET', '/api/multilevel_discount_types?paginate=1&search=tabla', director)).json();
    expect(page).toMatchObject({ total: 22, per_page: 20, last_page: 2 });
    expect(page.data[0].name).toBe('TABLA 01');
    const found = (await t.call('GET', '/api/multilevel_discount_types?paginate=1&search=tabla%2022', director)).json();
    expect(found.data.map((r: { name: string }) => r.name)).toEqual(['TABLA 22']);
    const id = found.data[0].id;
    const edited = await t.call('PUT', `/api/multilevel_discount_types/${id}`, director, { name: 'mayoreo' });
    expect(edited.json()).toMatchObject({ id, name: 'MAYOREO' });
    expect((await t.call('DELETE', `/api/multilevel_discount_types/${id}`, director)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/multilevel_discount_types/${id}`, director)).statusCode).toBe(404);
    const trail = await rows<{ action: string }>(
      t.app.db,
      sql`select action from audit_log where resource = 'multilevel_discount_types' and record_id = ${id} order by id`,
    );
    expect(trail.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses an empty or too long name with the spec texts', async () => {
    const empty = await t.call('POST', '/api/multilevel_discount_types', director, { name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual([MSG.required]);
    const long = await t.call('POST', '/api/multilevel_discount_types', director, { name: 'x'.repeat(101) });
    expect(long.json().errors.name).toEqual([MSG.nameTooLong]);
  });

  it("needs 'Tablas Comisiones': a professor neither reads nor writes it", async () => {
    expect((await t.call('GET', '/api/multilevel_discount_types?paginate=1', profesor)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/multilevel_discount_types', profesor, { name: 'x' })).statusCode).toBe(403);
  });
});

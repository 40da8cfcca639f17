import { GROUP_RESPONSIBLE_ROLES, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, 20);
});
afterAll(() => t?.close());

const RESPONSIBLES = `/api/users?role_id=${GROUP_RESPONSIBLE_ROLES.join(',')}&active=1`;

describe("GET /api/users as the group form's selectors", () => {
  it('gives a professor (no Usuarios) the active responsibles and certifiers, names only', async () => {
    const profesor = await t.login('profesor@demo.mx');
    const res = await t.call('GET', RESPONSIBLES, profesor);
    expect(res.statusCode).toBe(200);
    const people: Record<string, unknown>[] = res.json();
    const expected = await rows<{ id: number }>(
      t.app.db,
      sql`select id from users where active and role_id in ${[...GROUP_RESPONSIBLE_ROLES]} order by id`,
    );
    expect(people.map((p) => p.id).sort((a, b) => Number(a) - Number(b))).toEqual(expected.map((e) => e.id));
    expect(Object.keys(people[0]).sort()).toEqual(['full_name', 'full_name_honorific', 'id', 'role_id']);
    const certifiers: { id: number }[] = (await t.call('GET', '/api/users?certifier=1&active=1', profesor)).json();
    const expectedCertifiers = await rows<{ id: number }>(t.app.db, sql`select id from users where active and certifier`);
    expect(certifiers.map((c) => c.id).sort()).toEqual(expectedCertifiers.map((c) => c.id).sort());
  });

  it('keeps every other staff list closed to a professor, and the picker closed to a kyosa', async () => {
    const profesor = await t.login('profesor@demo.mx');
    for (const url of [
      '/api/users?role_id=2,3,5,6', // inactive people too
      '/api/users?role_id=5,6,7&active=1', // kyosas are not responsibles
      '/api/users?role_id=5,6&active=1&doyang_id=1',
      '/api/users?sinodal=1&active=1',
    ]) {
      const res = await t.call('GET', url, profesor);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
    const kyosa = await t.login('kyosa@demo.mx');
    expect((await t.call('GET', RESPONSIBLES, kyosa)).statusCode).toBe(403);
  });

  it('answers general direction (Usuarios) with the full staff rows as before', async () => {
    const director = await t.login('director@demo.mx');
    const people: Record<string, unknown>[] = (await t.call('GET', RESPONSIBLES, director)).json();
    expect(people[0]).toHaveProperty('email');
  });
});

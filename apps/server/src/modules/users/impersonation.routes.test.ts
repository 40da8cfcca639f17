import { MSG } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let profId: number;
const q = <T>(query: SQL) => rows<T>(t.app.db, query);
const records = () =>
  q<{ impersonator_id: number; user_id: number; started_at: unknown; ended_at: unknown }>(
    sql`select impersonator_id, user_id, started_at, ended_at from impersonations order by id`,
  );

beforeAll(async () => {
  t = await createTestApp({}, 30);
  [{ id: profId }] = await q<{ id: number }>(sql`select id from users where email = 'profesor@demo.mx'`);
});
afterAll(() => t?.close());

describe("'Ingresar como usuario'", () => {
  it('gives general direction a session as the user, recorded, and a way back', async () => {
    const tecnico = await t.login('tecnico@demo.mx');
    const res = await t.call('POST', `/api/users/${profId}/impersonate`, tecnico);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: profId,
      email: 'profesor@demo.mx',
      impersonated_by: { id: 2, full_name_honorific: expect.stringMatching(/^SABONIM /) },
    });
    const [row] = await records();
    expect(row).toMatchObject({ impersonator_id: 2, user_id: profId, ended_at: null });
    expect(row.started_at).toBeTruthy();

    // Acting as the professor: their scope, and /api/me tells who is really acting.
    const as = body.access_token as string;
    const me = (await t.call('POST', '/api/me', as)).json();
    expect(me).toMatchObject({ id: profId, impersonated_by: { id: 2 } });
    expect((await t.call('GET', '/api/users?doyang_id=1&count=1', as)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/users?doyang_id=2&count=1', as)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/users/${profId}/impersonate`, as)).statusCode).toBe(403);

    const back = await t.call('POST', '/api/impersonation/leave', as);
    expect(back.statusCode).toBe(200);
    expect(back.json().user).toMatchObject({ id: 2, email: 'tecnico@demo.mx', impersonated_by: null });
    expect((await records())[0].ended_at).toBeTruthy();
    expect((await t.call('POST', '/api/me', as)).statusCode).toBe(401);
    expect((await t.call('POST', '/api/me', back.json().access_token)).json()).toMatchObject({ id: 2, impersonated_by: null });
  });

  it('leave needs an impersonation token', async () => {
    const res = await t.call('POST', '/api/impersonation/leave', await t.login('tecnico@demo.mx'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.notImpersonating);
  });

  it('is refused to a kyosa, onto user 1, and onto a general director unless the caller is user 1', async () => {
    const before = (await records()).length;
    const kyosa = await t.call('POST', `/api/users/${profId}/impersonate`, await t.login('kyosa@demo.mx'));
    expect(kyosa.statusCode).toBe(403);
    expect(kyosa.json().message).toBe(MSG.impersonationRefused);
    const tecnico = await t.login('tecnico@demo.mx');
    expect((await t.call('POST', '/api/users/1/impersonate', tecnico)).statusCode).toBe(403);
    const [programmer] = await q<{ id: number }>(sql`select id from users where email = 'programador@demo.mx'`);
    expect((await t.call('POST', `/api/users/${programmer.id}/impersonate`, tecnico)).statusCode).toBe(403);
    expect((await records()).length).toBe(before);
    const director = await t.login('director@demo.mx');
    expect((await t.call('POST', `/api/users/${programmer.id}/impersonate`, director)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/users/999999/impersonate', director)).statusCode).toBe(404);
  });
});

describe('logging out while acting as another user', () => {
  it('closes the impersonation record', async () => {
    const director = await t.login('director@demo.mx');
    const profesorId = (await t.call('POST', '/api/me', await t.login('profesor@demo.mx'))).json().id;
    const borrowed = (await t.call('POST', `/api/users/${profesorId}/impersonate`, director)).json().access_token;
    expect((await t.call('POST', '/api/logout', borrowed)).statusCode).toBe(200);
    const [open] = await rows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from impersonations where user_id = ${profesorId} and ended_at is null`,
    );
    expect(open.n).toBe(0);
    expect((await t.call('POST', '/api/me', borrowed)).statusCode).toBe(401);
  });
});

import { MSG } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let director: string;
let tecnico: string;
let administrativa: string;
let profesor: string;
const q = <T>(query: SQL) => rows<T>(t.app.db, query);
const count = async () => (await q<{ n: number }>(sql`select count(*)::int as n from users`))[0].n;
const userRow = async (id: number) => (await q<Record<string, unknown>>(sql`select * from users where id = ${id}`))[0];

const staff = () => ({
  honorific_title_id: 3,
  name: 'ernesto',
  last_name: 'villa',
  second_last_name: 'rojas',
  role_id: 6,
  email: 'ernesto@demo.mx',
  password: 'segura123',
  certifier: true,
  user_responsible_id: 1,
  birth_date: '1985-06-01',
  degree_id: 14,
  address: 'calle 3',
  cellphone: '',
  phone1: '5550001111',
});

beforeAll(async () => {
  t = await createTestApp({}, 40);
  [director, tecnico, administrativa, profesor] = await Promise.all(
    ['director@demo.mx', 'tecnico@demo.mx', 'administrativa@demo.mx', 'profesor@demo.mx'].map((e) => t.login(e)),
  );
});
afterAll(() => t?.close());

describe('POST /api/users (staff)', () => {
  it("creates a staff user who can log in; no enrollment, no student's defaults", async () => {
    const res = await t.call('POST', '/api/users', tecnico, staff());
    expect(res.statusCode).toBe(201);
    const u = res.json();
    expect(u).toMatchObject({ name: 'ERNESTO', role_id: 6, degree_id: 14, certifier: true, email: 'ernesto@demo.mx' });
    expect(u.full_name_honorific).toBe('PROF. ERNESTO VILLA ROJAS');
    expect(u.password).toBeUndefined();
    expect(u.enrollments).toEqual([]);
    expect(String((await userRow(u.id)).password)).toMatch(/^\$argon2id\$/);
    expect(await t.login('ernesto@demo.mx', 'segura123')).toMatch(/^ey/);
  });

  it('needs one phone, a free e-mail and the Usuarios permission', async () => {
    const before = await count();
    const noPhone = await t.call('POST', '/api/users', tecnico, { ...staff(), email: null, phone1: '' });
    expect(noPhone.statusCode).toBe(422);
    expect(noPhone.json()).toEqual({ message: MSG.atLeastOnePhone, errors: { cellphone: [MSG.atLeastOnePhone] } });
    const taken = await t.call('POST', '/api/users', tecnico, { ...staff(), email: 'PROFESOR@demo.mx' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [MSG.emailTaken] });
    expect((await t.call('POST', '/api/users', profesor, { ...staff(), email: 'otro@demo.mx' })).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('only user 1 gives the programmer and general director roles', async () => {
    const before = await count();
    const res = await t.call('POST', '/api/users', administrativa, { ...staff(), email: 'jefe@demo.mx', role_id: 2 });
    expect(res.statusCode).toBe(403);
    expect(await count()).toBe(before);
    expect((await t.call('POST', '/api/users', director, { ...staff(), email: 'jefe@demo.mx', role_id: 1 })).statusCode).toBe(
      201,
    );
  });

  it("the sinodal form: names only, through 'Sinodales'", async () => {
    const [kyosa] = await q<{ id: number }>(sql`select id from users where email = 'kyosa@demo.mx'`);
    await t.app.db.execute(sql`insert into user_permissions (user_id, permission_id, "create", read, update)
      select ${kyosa.id}, id, true, true, true from permissions where name = 'Sinodales'`);
    const token = await t.login('kyosa@demo.mx');
    const res = await t.call('POST', '/api/users', token, { name: 'kim', last_name: 'sung', sinodal: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'KIM', role_id: 5, sinodal: true });
    const edit = await t.call('PUT', `/api/users/${res.json().id}`, token, { sinodals_professor: 'gm. lee' });
    expect(edit.json().sinodals_professor).toBe('GM. LEE');
    const [prof] = await q<{ id: number }>(sql`select id from users where email = 'profesor@demo.mx'`);
    expect((await t.call('PUT', `/api/users/${prof.id}`, token, { phone2: '1' })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/users', token, { ...staff(), email: 'x@demo.mx' })).statusCode).toBe(403);
  });
});

describe('PUT /api/users/{id} (staff)', () => {
  it("'Quitar grado', the phone rule and a new password set by general direction", async () => {
    const [prof] = await q<{ id: number }>(sql`select id from users where email = 'profesor@demo.mx'`);
    const cleared = await t.call('PUT', `/api/users/${prof.id}`, tecnico, { degree_id: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().degree_id).toBeNull();
    const before = await userRow(prof.id);
    const phones = await t.call('PUT', `/api/users/${prof.id}`, tecnico, { cellphone: '', phone1: null, phone2: '' });
    expect(phones.json().errors).toEqual({ cellphone: [MSG.atLeastOnePhone] });
    expect(await userRow(prof.id)).toEqual(before);
    expect((await t.call('PUT', `/api/users/${prof.id}`, tecnico, { password: 'cambiada99' })).statusCode).toBe(200);
    // The new password ends the professor's sessions (issue 22): they log in again with it.
    expect((await t.call('POST', '/api/me', profesor)).statusCode).toBe(401);
    profesor = await t.login('profesor@demo.mx', 'cambiada99');
    expect(profesor).toMatch(/^ey/);
  });

  it('protects user 1 and the top roles from other staff', async () => {
    const before = await userRow(1);
    expect((await t.call('PUT', '/api/users/1', tecnico, { phone2: '5500000000' })).statusCode).toBe(403);
    expect(await userRow(1)).toEqual(before);
    const [enlace] = await q<{ id: number }>(sql`select id from users where email = 'enlace@demo.mx'`);
    expect((await t.call('PUT', `/api/users/${enlace.id}`, tecnico, { role_id: 1 })).statusCode).toBe(403);
    expect((await userRow(enlace.id)).role_id).toBe(4);
    expect((await t.call('PUT', '/api/users/1', director, { phone2: '5500000000' })).json().phone2).toBe('5500000000');
  });

  it('a professor may not edit staff records', async () => {
    expect((await t.call('PUT', '/api/users/2', profesor, { phone2: '1' })).statusCode).toBe(403);
  });
});

describe('staff created with a doyang (issue 10)', () => {
  it("joins that doyang's personal in the same save; a doyang out of reach is refused and nothing is written", async () => {
    const res = await t.call('POST', '/api/users', director, {
      ...staff(),
      email: 'conpersonal@demo.mx',
      role_id: 7,
      doyang_id: 2,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(await q(sql`select doyang_id from doyang_personal where user_id = ${id}`)).toEqual([{ doyang_id: 2 }]);
    expect((await userRow(id)).doyang_id).toBe(2);

    // A doyang that does not exist: a 4xx, and no half-made person.
    const before = await count();
    const missing = await t.call('POST', '/api/users', director, { ...staff(), email: 'sinrumbo@demo.mx', doyang_id: 99999 });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.statusCode).toBeLessThan(500);
    expect(await count()).toBe(before);
  });
});

describe('a key a person does not have (issue 10)', () => {
  it('is refused on create and on update, by name, after the permission check', async () => {
    const made = await t.call('POST', '/api/users', director, { ...staff(), email: 'llaves@demo.mx', telefono: '5551112222' });
    expect(made.statusCode).toBe(422);
    expect(made.json().errors.telefono).toEqual([MSG.unknownField]);
    const [prof] = await q<{ id: number }>(sql`select id from users where email = 'profesor@demo.mx'`);
    expect((await t.call('PUT', `/api/users/${prof.id}`, director, { celular: '5550000000' })).json().errors.celular).toEqual([
      MSG.unknownField,
    ]);
    // Someone refused hears the refusal, not which keys are known.
    expect((await t.call('PUT', `/api/users/${prof.id}`, profesor, { celular: '5550000000', role_id: 1 })).statusCode).toBe(403);
  });
});

import { DOYANG_TEXTS, DOYANG_TYPES, MSG } from '@doyang/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doyangs } from '../../db/schema/index.ts';
import { makeStaff, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The reference doyangs (1..18 and 23) with the staff the cases need; no new doyang before the list case counts them.
let t: TestApp;
let director: string;
let profesor: string;
let kyosa: string;
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  const db = t.app.db;
  for (const club of await db.select().from(doyangs).where(eq(doyangs.doyang_type_id, DOYANG_TYPES.CLUB))) {
    await makeStaff(db, { doyang: club, responsible: true });
  }
  await makeStudent(db, { doyang: 1 });
  await makeStaff(db, { role: 'kyosa', doyang: 4 });
  [director, profesor, kyosa] = (
    await Promise.all([t.as('director'), t.as('profesor', { doyang: 1, responsible: true }), t.as('kyosa', { doyang: 1 })])
  ).map((actor) => actor.token);
});
afterAll(() => t?.close());

describe('doyang list screen', () => {
  it('pages 20 at a time with tabs by type and active flag, and the professor cellphone', async () => {
    const clubs = (await t.call('GET', '/api/doyangs?paginate=1&doyang_type_id=2&active=1', director)).json();
    expect(clubs).toMatchObject({ total: 5, per_page: 20, last_page: 1 });
    expect(clubs.data.every((d: { doyang_type_id: number; active: boolean }) => d.doyang_type_id === 2 && d.active)).toBe(true);
    expect(clubs.data[0].responsible).toMatchObject({ cellphone: expect.stringMatching(/^\d{10}$/) });
    const inactive = (await t.call('GET', '/api/doyangs?paginate=1&active=0', director)).json();
    expect(inactive.data.map((d: { id: number }) => d.id).sort()).toEqual([10, 17]);
    const page2 = (await t.call('GET', '/api/doyangs?paginate=1&perPage=5&page=2&orderBy[name]=asc', director)).json();
    expect(page2).toMatchObject({ total: 19, current_page: 2, last_page: 4 });
    expect(page2.data).toHaveLength(5);
  });
});

describe('doyang create and edit', () => {
  it('prefixes the name by type, validates the city and answers 403 without the Doyangs area', async () => {
    const bad = await t.call('POST', '/api/doyangs', director, { name: 'Coatepec', doyang_type_id: 1, city_id: 3 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.city_id).toEqual([DOYANG_TEXTS.cityNotAllowed]);
    const empty = await t.call('POST', '/api/doyangs', director, { name: '', doyang_type_id: 1 });
    expect(empty.json().errors.name).toEqual([MSG.required]);
    expect((await t.call('POST', '/api/doyangs', profesor, { name: 'x', doyang_type_id: 1 })).statusCode).toBe(403);

    const created = await t.call('POST', '/api/doyangs', director, {
      name: 'coatepec',
      doyang_type_id: 1,
      city_id: 6,
      monthly_fee: '$600',
    });
    expect(created.statusCode).toBe(201);
    const doyang = created.json();
    expect(doyang).toMatchObject({ name: 'MDK ORIENTE COATEPEC', monthly_fee: '600.00', students_count: 0, personal: [] });

    const asClub = await t.call('PUT', `/api/doyangs/${doyang.id}`, director, { doyang_type_id: 2, phone1: '5550001111' });
    expect(asClub.json()).toMatchObject({ name: 'CLUB MDKO COATEPEC', phone1: '5550001111' });
    expect((await t.call('PUT', `/api/doyangs/${doyang.id}`, profesor, { phone1: '1' })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/doyangs/${doyang.id}`, director)).json().phone1).toBe('5550001111');
  });

  it('adds and removes personal; staff of another doyang are refused', async () => {
    const kyosaId = (await t.call('POST', '/api/me', kyosa)).json().id;
    const add = await t.call('PUT', '/api/doyangs/2', director, { id: 2, personal: kyosaId, doyang_surrogation_id: null });
    expect(add.statusCode).toBe(200);
    expect(add.json().personal.map((p: { id: number }) => p.id)).toContain(kyosaId);
    // The kyosa now works at doyang 2 too, so the scope follows.
    expect((await t.call('GET', '/api/doyangs/2', kyosa)).statusCode).toBe(200);
    // The professor of doyang 1 may manage doyang 1's personal but not doyang 2's.
    expect((await t.call('DELETE', `/api/doyangs/2?personal=${kyosaId}`, profesor)).statusCode).toBe(403);
    const removed = await t.call('DELETE', `/api/doyangs/2?personal=${kyosaId}`, director);
    expect(removed.json().personal.map((p: { id: number }) => p.id)).not.toContain(kyosaId);
    expect((await t.call('GET', '/api/doyangs/2', kyosa)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/doyangs/2?personal=${kyosaId}`, director)).statusCode).toBe(404);
  });

  it('never deletes the general direction and refuses a doyang that still has people', async () => {
    expect((await t.call('DELETE', '/api/doyangs/23', director)).statusCode).toBe(403);
    const res = await t.call('DELETE', '/api/doyangs/1', director);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.inUse);
  });
});

describe('a doyang form sending the whole record back', () => {
  it('edits the doyang and ignores the personal list it read', async () => {
    const record = (await t.call('GET', '/api/doyangs/4', director)).json();
    const res = await t.call('PUT', '/api/doyangs/4', director, { ...record, neighborhood: 'LA MAGDALENA' });
    expect(res.statusCode).toBe(200);
    expect(res.json().neighborhood).toBe('LA MAGDALENA');
    expect(res.json().personal).toEqual(record.personal);
  });

  it('refuses a key the record does not have, on create and edit, instead of dropping it', async () => {
    const record = (await t.call('GET', '/api/doyangs/4', director)).json();
    const edited = await t.call('PUT', '/api/doyangs/4', director, { ...record, telefono: '5555555555' });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors.telefono).toEqual([MSG.unknownField]);
    const made = await t.call('POST', '/api/doyangs', director, { name: 'NUEVO', doyang_type_id: 1, cuota: 500 });
    expect(made.statusCode).toBe(422);
    expect(made.json().errors.cuota).toEqual([MSG.unknownField]);
  });
});

import { MSG } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDoyang, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let director: string;
let kyosa: string;
let tecnico: string;
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  const doyang = await makeDoyang(t.app.db);
  // Someone holds degree 1 (the new-student degree), so it is in use.
  await makeStudent(t.app.db, { doyang });
  [director, kyosa, tecnico] = (await Promise.all([t.as('director'), t.as('kyosa', { doyang }), t.as('tecnico')])).map(
    (actor) => actor.token,
  );
});
afterAll(() => t?.close());

describe('degrees', () => {
  it('lists 30 a page in order, with the pagination envelope', async () => {
    const res = await t.call('GET', '/api/degrees?paginate=1', kyosa);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 21, per_page: 30, current_page: 1, last_page: 1 });
    expect(body.data[0]).toMatchObject({ id: 1, order: 1, name: '11VO KUP' });
    expect(body.data.at(-1).name).toBe('9NO DAN');
  });

  it('searches and orders', async () => {
    const res = await t.call('GET', '/api/degrees?paginate=1&search=dan&orderBy[order]=desc&perPage=2&page=2', director);
    expect(res.json()).toMatchObject({ total: 9, per_page: 2, current_page: 2, last_page: 5 });
    expect(res.json().data.map((d: { name: string }) => d.name)).toEqual(['7MO DAN', '6TO DAN']);
  });

  it('creates, edits and deletes with validation texts on the way', async () => {
    const bad = await t.call('POST', '/api/degrees', director, { name: 'x'.repeat(101), order: 2.5 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name: [MSG.nameTooLongDegree], order: [MSG.orderInteger] });
    const zero = await t.call('POST', '/api/degrees', director, { name: 'a', order: -1 });
    expect(zero.json().errors.order).toEqual([MSG.orderAboveZero]);

    const created = await t.call('POST', '/api/degrees', director, { name: '10mo dan', order: 22 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: '10MO DAN', order: 22 });
    const id = created.json().id;
    expect(id).toBeGreaterThan(21);

    const emptyName = await t.call('PUT', `/api/degrees/${id}`, director, { name: '  ' });
    expect(emptyName.statusCode).toBe(422);
    expect(emptyName.json().message).toBe(MSG.required);

    const edited = await t.call('PUT', `/api/degrees/${id}`, director, {
      id,
      name: '10mo dan honorario',
      order: 23,
      belt_group: 'x',
    });
    expect(edited.json()).toMatchObject({ id, name: '10MO DAN HONORARIO', order: 23 });
    expect((await t.call('GET', `/api/degrees/${id}`, kyosa)).json().name).toBe('10MO DAN HONORARIO');
    expect((await t.call('DELETE', `/api/degrees/${id}`, director)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/degrees/${id}`, director)).statusCode).toBe(404);
  });

  it('refuses writes without the Grados flags (403) and leaves the data as it was', async () => {
    const create = await t.call('POST', '/api/degrees', kyosa, { name: 'INTRUSO', order: 40 });
    expect(create.statusCode).toBe(403);
    expect((await t.call('PUT', '/api/degrees/1', kyosa, { name: 'CAMBIADO' })).statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/degrees/1', kyosa)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/degrees/1', kyosa)).json().name).toBe('11VO KUP');
    expect((await t.call('GET', '/api/degrees?search=intruso', director)).json()).toEqual([]);
  });

  it('does not delete a degree that people hold; answers 422, not 500', async () => {
    const res = await t.call('DELETE', '/api/degrees/1', director);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.inUse);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await t.call('GET', '/api/degrees/9999', director)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/degrees/abc', director)).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/degrees/9999', director, { name: 'X' })).statusCode).toBe(404);
  });
});

describe('honorific titles, cities and venues', () => {
  it('honorific fields may not be empty', async () => {
    const res = await t.call('POST', '/api/honorific_titles', director, { name: 'DR.', description: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.description).toEqual([MSG.fieldNotEmpty]);
    const ok = await t.call('POST', '/api/honorific_titles', director, { name: 'dr.', description: 'Doctor' });
    expect(ok.json()).toMatchObject({ name: 'DR.', description: 'Doctor' });
  });

  it('cities: create, search, edit; technical director may write, kyosa may not', async () => {
    const created = await t.call('POST', '/api/cities', tecnico, { name: 'oaxaca' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await t.call('GET', '/api/cities?search=oax', kyosa)).json()).toEqual([{ id, name: 'OAXACA' }]);
    expect((await t.call('PUT', `/api/cities/${id}`, kyosa, { name: 'X' })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/cities/${id}`, tecnico, { name: 'Oaxaca de Juárez' })).json().name).toBe(
      'OAXACA DE JUÁREZ',
    );
    expect((await t.call('POST', '/api/cities', director, { name: 'c'.repeat(101) })).json().errors.name).toEqual([
      MSG.nameTooLong,
    ]);
  });

  it('venues keep state, municipality, city, contact and phone, and load them with `with`', async () => {
    const created = await t.call('POST', '/api/venues', director, {
      name: 'gimnasio del sur',
      state_id: 1,
      municipality_id: 2,
      city_id: 1,
      contact_name: 'ana ruiz',
      phone: '5512341234',
    });
    expect(created.statusCode).toBe(201);
    const res = await t.call('GET', `/api/venues/${created.json().id}?with=state,municipality,city`, kyosa);
    expect(res.json()).toMatchObject({
      name: 'GIMNASIO DEL SUR',
      contact_name: 'ANA RUIZ',
      state: { id: 1, name: 'CIUDAD DE MÉXICO' },
      municipality: { id: 2 },
      city: { id: 1, name: 'CIUDAD DE MÉXICO' },
    });
    const missing = await t.call('POST', '/api/venues', director, { name: '', state_id: 1 });
    expect(missing.json().errors.name).toEqual([MSG.required]);
    const badRef = await t.call('POST', '/api/venues', director, { name: 'x', state_id: 999 });
    expect(badRef.statusCode).toBe(422);
  });

  it('states and municipalities are read-only lists filtered by state', async () => {
    const municipalities = (await t.call('GET', '/api/municipalities?state_id=2', kyosa)).json();
    expect(municipalities.length).toBeGreaterThan(3);
    expect(municipalities.every((m: { state_id: number }) => m.state_id === 2)).toBe(true);
    expect((await t.call('POST', '/api/states', director, { name: 'X' })).statusCode).toBe(404);
  });
});

describe('a key the record does not have (issue 10)', () => {
  it('is refused with a Spanish text, while the record sent back whole is accepted', async () => {
    const created = await t.call('POST', '/api/cities', director, { name: 'pueblo llave', nombre: 'otro' });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.nombre).toEqual([MSG.unknownField]);
    const ok = await t.call('POST', '/api/cities', director, { name: 'pueblo llave' });
    expect(ok.statusCode).toBe(201);
    // The edit form sends the record back: its own columns pass (and are not written), a made-up one does not.
    const echo = await t.call('PUT', `/api/cities/${ok.json().id}`, director, {
      ...(ok.json() as object),
      name: 'pueblo llave dos',
    });
    expect(echo.json()).toMatchObject({ name: 'PUEBLO LLAVE DOS' });
    const typo = await t.call('PUT', `/api/cities/${ok.json().id}`, director, { nmae: 'x' });
    expect(typo.statusCode).toBe(422);
  });
});

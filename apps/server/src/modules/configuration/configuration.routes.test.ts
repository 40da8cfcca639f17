import { MSG, normalizeConfigurationValue } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationDefaults } from '../../db/seed/reference-data.ts';
import { makeDoyang } from '../../test/factories.ts';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';

let t: TestApp;
let director: string;
let tecnico: string;
let profesor: string;
let alumno: string;
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  const doyang = await makeDoyang(t.app.db);
  [director, tecnico, profesor, alumno] = (
    await Promise.all([
      t.as('director'),
      t.as('tecnico'),
      t.as('profesor', { doyang, responsible: true }),
      t.as('alumno', { doyang }),
    ])
  ).map((actor) => actor.token);
});
afterAll(() => t?.close());

type Row = { id: number; name: string; value: string | null };
const put = (id: number, value: unknown, token = director) => t.call('PUT', `/api/configuration/${id}`, token, { id, value });

describe('configuration values (PUT /api/configuration/{id})', () => {
  it('are read by any logged-in user; the seeded defaults all satisfy their own rules', async () => {
    const rows: Row[] = (await t.call('GET', '/api/configuration', profesor)).json();
    expect(rows).toHaveLength(41);
    for (const d of configurationDefaults(TODAY)) {
      if (d.value === null) continue;
      expect(normalizeConfigurationValue(d.id, d.value)).toEqual({ ok: true, value: d.value });
    }
  });

  it('are changed by general-direction roles only', async () => {
    expect((await put(5, '30', profesor)).statusCode).toBe(403);
    expect((await put(5, '30', alumno)).statusCode).toBe(403);
    const res = await put(5, '30', tecnico);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 5, name: 'Porcentaje de descuento por recomendado', value: '30' });
    expect((await t.call('GET', '/api/configuration/5', profesor)).json().value).toBe('30');
    expect((await put(5, 25)).json().value).toBe('25');
  });

  it('refuse values of the wrong kind with a 422 on `value`, leaving the stored one', async () => {
    const cases: [number, unknown, string][] = [
      [5, '150', 'Escribe un número entero entre 0 y 100.'],
      [4, 'ocho', 'Escribe un número entero entre 1 y 100.'],
      [12, '', MSG.required],
      [7, '12.345', MSG.moneyInvalid],
      [13, '31/12/2026', MSG.invalidDate],
      [41, 'tal vez', MSG.flagInvalid],
      [35, '0', 'Escribe un número entre 0.5 y 60.'],
      [9, '1', MSG.configurationReserved],
      [1, null, MSG.required],
    ];
    for (const [id, value, text] of cases) {
      const res = await put(id, value);
      expect(res.statusCode, `configuration ${id} = ${String(value)}`).toBe(422);
      expect(res.json()).toEqual({ message: text, errors: { value: [text] } });
    }
    expect((await t.call('GET', '/api/configuration/5', director)).json().value).toBe('25');
    expect((await put(99, '1')).statusCode).toBe(404);
  });

  it('store normalised text: money with two decimals, flags as 1/0, dates as days', async () => {
    expect((await put(7, 420)).json().value).toBe('420.00');
    expect((await put(41, true)).json().value).toBe('1');
    expect((await put(35, '1.5')).json().value).toBe('1.5');
    expect((await put(13, '2027-12-31T06:00:00.000Z')).json().value).toBe('2027-12-31');
  });

  it('keep the bimester and the review window in order; the review window may be cleared', async () => {
    const start = (await t.call('GET', '/api/configuration/1', director)).json().value as string;
    const end = (await t.call('GET', '/api/configuration/2', director)).json().value as string;
    const late = await put(1, '2030-01-01');
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.value).toEqual([MSG.endBeforeStart]);
    expect((await put(2, '2020-01-01')).json().errors.value).toEqual([MSG.endBeforeStart]);
    expect((await t.call('GET', '/api/configuration/1', director)).json().value).toBe(start);
    expect((await t.call('GET', '/api/configuration/2', director)).json().value).toBe(end);

    expect((await put(25, '2026-12-31')).statusCode).toBe(200);
    expect((await put(24, '2027-01-15')).json().errors.value).toEqual([MSG.endBeforeStart]);
    const cleared = await put(25, null);
    expect(cleared.json()).toMatchObject({ id: 25, value: null });
    // With no end the season is closed, so any start is accepted.
    expect((await put(24, '2027-01-15')).statusCode).toBe(200);
  });
});

import { type DoyangSurrogationRecord, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { makeDoyang } from '../../test/factories.ts';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';

// MULTINIVEL PROFESORES (spec 03 §7 'Commission tables'): the scheme's create, show with its four tier lists and its
// commission tables' percentages, update (also the spec's {multilevelDiscountType, percentage}), the tier lists' child
// create and delete with their rules, and who may do each.

let t: TestApp;
let director: Actor;
let administrativa: Actor;
let profesor: Actor;

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  [director, administrativa] = await Promise.all([t.as('director'), t.as('administrativa')]);
  profesor = await t.as('profesor', { doyang: await makeDoyang(t.app.db), responsible: true });
});
afterAll(() => t?.close());

const ALL_LISTS = 'doyang_surrogation_exams,doyang_surrogation_events,doyang_surrogation_tournaments,doyang_surrogation_bus';

async function makeScheme(name = 'esquema prueba', percentage: string | number = '10'): Promise<number> {
  const res = await director.call('POST', '/api/doyang_surrogations', { name, percentage });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const tier = (list: string, body: object) => director.call('POST', `/api/${list}`, body);
const show = async (id: number, query = `with=${ALL_LISTS}&append=parsed_multilevel_discount_types,reference_prices`) =>
  (await director.call('GET', `/api/doyang_surrogations/${id}?${query}`)).json() as DoyangSurrogationRecord;

describe('a scheme', () => {
  it('is created (name uppercase, its percentage as text), listed 20 a page by name, edited and deleted', async () => {
    const id = await makeScheme('esquema alfa', '12.5');
    const shown = await show(id, 'with=doyang_surrogation_exams');
    expect(shown).toMatchObject({ id, name: 'ESQUEMA ALFA', percentage: '12.50', doyang_surrogation_exams: [] });
    for (let i = 0; i < 21; i++) await makeScheme(`lista ${String(i).padStart(2, '0')}`, i);
    const page = (await director.call('GET', '/api/doyang_surrogations?paginate=1&search=lista')).json();
    expect(page).toMatchObject({ total: 21, per_page: 20, last_page: 2 });
    expect(page.data[0].name).toBe('LISTA 00');
    const edited = await director.call('PUT', `/api/doyang_surrogations/${id}`, { name: 'esquema beta', percentage: '7' });
    expect(edited.json()).toMatchObject({ name: 'ESQUEMA BETA', percentage: '7.00' });
    expect((await director.call('DELETE', `/api/doyang_surrogations/${id}`)).statusCode).toBe(200);
    expect((await director.call('GET', `/api/doyang_surrogations/${id}`)).statusCode).toBe(404);
    const trail = await rows<{ action: string }>(
      t.app.db,
      sql`select action from audit_log where resource = 'doyang_surrogations' and record_id = ${id} order by id`,
    );
    expect(trail.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a blank name, a percentage outside 0–100 and more than two decimals, with Spanish texts', async () => {
    const blank = await director.call('POST', '/api/doyang_surrogations', { name: ' ', percentage: '5' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.name).toEqual([MSG.required]);
    for (const percentage of ['101', '-1', '10.555', 'diez']) {
      const res = await director.call('POST', '/api/doyang_surrogations', { name: 'x', percentage });
      expect(res.statusCode, percentage).toBe(422);
      expect(res.json().errors.percentage).toEqual([MSG.percentageInvalid]);
    }
    const none = await director.call('POST', '/api/doyang_surrogations', { name: 'x' });
    expect(none.json().errors.percentage).toEqual([MSG.required]);
  });

  it('is not deleted while a doyang is under it', async () => {
    const id = await makeScheme('en uso');
    await makeDoyang(t.app.db, { doyang_surrogation_id: id });
    const res = await director.call('DELETE', `/api/doyang_surrogations/${id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.inUse);
  });

  it("keeps each commission table's percentage: the form's list, and the spec's {multilevelDiscountType, percentage}", async () => {
    const [general, mayoreo, verano] = await Promise.all(
      ['general', 'mayoreo', 'verano'].map(
        async (name) => (await director.call('POST', '/api/multilevel_discount_types', { name })).json().id as number,
      ),
    );
    const id = await makeScheme('con tablas', '10');
    const saved = await director.call('PUT', `/api/doyang_surrogations/${id}`, {
      parsed_multilevel_discount_types: [
        { id: general, percentage: '12.5' },
        { id: mayoreo, percentage: '5' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The spec's call: the percentage is the table's, the scheme's own stays 10.
    const one_ = await director.call('PUT', `/api/doyang_surrogations/${id}`, {
      multilevelDiscountType: verano,
      percentage: '3',
    });
    expect(one_.json().percentage).toBe('10.00');
    const percentages = Object.fromEntries(
      (await show(id)).parsed_multilevel_discount_types?.map((d) => [d.id, d.percentage]) ?? [],
    );
    expect(percentages).toMatchObject({ [general]: '12.50', [mayoreo]: '5.00', [verano]: '3.00' });
    // A blank percentage removes that table's; the others stay.
    await director.call('PUT', `/api/doyang_surrogations/${id}`, {
      parsed_multilevel_discount_types: [{ id: mayoreo, percentage: '' }],
    });
    const after = (await show(id)).parsed_multilevel_discount_types ?? [];
    expect(after.find((d) => d.id === mayoreo)).toMatchObject({ name: 'MAYOREO', percentage: null });
    expect(after.find((d) => d.id === general)?.percentage).toBe('12.50');
    const missing = await director.call('PUT', `/api/doyang_surrogations/${id}`, { multilevelDiscountType: general });
    expect(missing.json().errors.percentage).toEqual([MSG.discountTypePercentage]);
    const unknown = await director.call('PUT', `/api/doyang_surrogations/${id}`, {
      parsed_multilevel_discount_types: [{ id: 999999, percentage: '1' }],
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('answers the next exam, event and tournament as reference prices (base commission price, else price)', async () => {
    await t.app.db.execute(sql`insert into exams (name, number, date, price, base_comission_price, active)
      values ('EXAMEN LEJANO', 90, '2027-03-01', '900.00', null, true), ('EXAMEN PRÓXIMO', 91, '2026-12-01', '800.00', '650.00', true),
        ('EXAMEN PASADO', 92, '2026-11-01', '700.00', null, true)`);
    const id = await makeScheme('precios');
    const prices = (await show(id)).reference_prices;
    expect(prices?.exam).toMatchObject({ name: 'EXAMEN PRÓXIMO', date: '2026-12-01', price: '650.00' });
    expect(prices?.event).toBeNull();
    expect(TODAY < '2026-12-01').toBe(true);
  });
});

describe('the four tier lists', () => {
  it('add tiers to each list, show them with the scheme, and delete one by id', async () => {
    const id = await makeScheme('niveles');
    const base = { doyang_surrogation_id: id, min_inscriptions: 0, max_inscriptions: 9, percentage: '5' };
    for (const list of ['doyang_surrogation_exams', 'doyang_surrogation_tournaments', 'doyang_surrogation_bus']) {
      const res = await tier(list, base);
      expect(res.statusCode, `${list} ${res.body}`).toBe(201);
      expect(res.json()).toMatchObject({ ...base, percentage: '5.00', is_seminar: false });
    }
    const event = await tier('doyang_surrogation_events', { ...base, percentage: '6.25' });
    const seminar = await tier('doyang_surrogation_events', { ...base, is_seminar: true, percentage: '15' });
    expect(seminar.statusCode, seminar.body).toBe(201);
    // Only events keep the seminars' list apart.
    expect(
      (await tier('doyang_surrogation_bus', { ...base, min_inscriptions: 10, max_inscriptions: 20, is_seminar: true })).json(),
    ).toMatchObject({ is_seminar: false });
    const shown = await show(id);
    expect(shown.doyang_surrogation_exams).toHaveLength(1);
    expect(shown.doyang_surrogation_bus).toHaveLength(2);
    expect(shown.doyang_surrogation_events?.map((e) => [e.is_seminar, e.percentage])).toEqual([
      [false, '6.25'],
      [true, '15.00'],
    ]);
    const eventId = event.json().id;
    // A tier is deleted through its own list only.
    expect((await director.call('DELETE', `/api/doyang_surrogation_exams/${eventId}`)).statusCode).toBe(404);
    const gone = await director.call('DELETE', `/api/doyang_surrogation_events/${eventId}`);
    expect(gone.json()).toMatchObject({ id: eventId, percentage: '6.25' });
    expect((await show(id)).doyang_surrogation_events).toHaveLength(1);
  });

  it('refuse a range upside down, out of bounds, overlapping, a bad percentage or an unknown scheme', async () => {
    const id = await makeScheme('reglas');
    const list = 'doyang_surrogation_exams';
    expect(
      (await tier(list, { doyang_surrogation_id: id, min_inscriptions: 10, max_inscriptions: 24, percentage: '8' })).statusCode,
    ).toBe(201);
    const upside = await tier(list, { doyang_surrogation_id: id, min_inscriptions: 30, max_inscriptions: 25, percentage: '8' });
    expect(upside.json().errors).toEqual({ max_inscriptions: [MSG.tierRange] });
    const overlap = await tier(list, { doyang_surrogation_id: id, min_inscriptions: 20, max_inscriptions: 40, percentage: '9' });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.min_inscriptions).toEqual([
      'El rango se cruza con otro nivel de esta lista (10 a 24 inscripciones).',
    ]);
    const negative = await tier(list, { doyang_surrogation_id: id, min_inscriptions: -1, max_inscriptions: 5, percentage: '9' });
    expect(negative.json().errors.min_inscriptions).toEqual(['Escribe un número entero entre 0 y 100000.']);
    const blank = await tier(list, { doyang_surrogation_id: id, min_inscriptions: '', max_inscriptions: 5, percentage: '' });
    expect(blank.json().errors).toMatchObject({ min_inscriptions: [MSG.required], percentage: [MSG.required] });
    const high = await tier(list, { doyang_surrogation_id: id, min_inscriptions: 0, max_inscriptions: 5, percentage: '100.01' });
    expect(high.json().errors.percentage).toEqual([MSG.percentageInvalid]);
    const nowhere = await tier(list, {
      doyang_surrogation_id: 999999,
      min_inscriptions: 0,
      max_inscriptions: 5,
      percentage: '1',
    });
    expect(nowhere.json().errors.doyang_surrogation_id).toEqual([MSG.relatedMissing]);
    // The same range in another list, or in the seminars' list, is another list's business.
    expect(
      (
        await tier('doyang_surrogation_tournaments', {
          doyang_surrogation_id: id,
          min_inscriptions: 20,
          max_inscriptions: 40,
          percentage: '9',
        })
      ).statusCode,
    ).toBe(201);
    const count = await one<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from doyang_surrogation_tiers where doyang_surrogation_id = ${id}`,
    );
    expect(count?.n).toBe(2);
  });

  it('added at once with overlapping ranges, only one is kept', async () => {
    const id = await makeScheme('a la vez');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        tier('doyang_surrogation_exams', {
          doyang_surrogation_id: id,
          min_inscriptions: i,
          max_inscriptions: 50 + i,
          percentage: '5',
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
  });
});

describe("permission 'Multinivel Profesores'", () => {
  it('writes need it; reading is also for who picks a scheme (doyang, staff and student forms)', async () => {
    const id = await makeScheme('permisos');
    const body = { doyang_surrogation_id: id, min_inscriptions: 0, max_inscriptions: 9, percentage: '5' };
    // The administrative director reads the catalogues of general direction, writes none of them.
    expect((await administrativa.call('GET', `/api/doyang_surrogations/${id}`)).statusCode).toBe(200);
    expect((await administrativa.call('PUT', `/api/doyang_surrogations/${id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await administrativa.call('POST', '/api/doyang_surrogation_exams', body)).statusCode).toBe(403);
    expect((await profesor.call('POST', '/api/doyang_surrogations', { name: 'x', percentage: '1' })).statusCode).toBe(403);
    const made = (await tier('doyang_surrogation_bus', body)).json();
    expect((await profesor.call('DELETE', `/api/doyang_surrogation_bus/${made.id}`)).statusCode).toBe(403);
    expect((await profesor.call('GET', '/api/doyang_surrogations')).statusCode).toBe(200);
  });
});

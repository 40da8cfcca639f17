import { MSG } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let director: string;
let profesor: string;
beforeAll(async () => {
  t = await createTestApp({}, 20);
  [director, profesor] = await Promise.all([t.login('director@demo.mx'), t.login('profesor@demo.mx')]);
});
afterAll(() => t?.close());

const body = (more: Record<string, unknown> = {}) => ({
  name: 'examen de prueba',
  absences: 5,
  partial: '',
  min_grade_id: 3,
  max_grade_id: 5,
  min_age_years: 6,
  min_age_months: 6,
  max_age_years: 12,
  max_age_months: '',
  max_age_days: 15,
  min_time_before_next_exam: 3,
  min_points: 40,
  warning_points: 30,
  no_right_points: 10,
  products: [2, 3],
  other_exam_requisites: [1],
  ...more,
});

describe('REQUISITOS DE EXAMEN (/api/requirements)', () => {
  it('lists 20 a page with products and other requisites, one requirement for every degree', async () => {
    const page = (
      await t.call('GET', '/api/requirements?paginate=1&with=products,other_exam_requisites,min_grade', profesor)
    ).json();
    expect(page).toMatchObject({ total: 21, per_page: 20, last_page: 2 });
    expect(page.data[0]).toMatchObject({ min_grade_id: 1, min_grade: { name: '11VO KUP' } });
    expect(page.data[0].products.length).toBeGreaterThan(0);
    expect(page.data[0].other_exam_requisites.length).toBeGreaterThan(0);
  });

  it('stores every field with its lists, and replaces the lists only when sent', async () => {
    const res = await t.call('POST', '/api/requirements', director, body());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'EXAMEN DE PRUEBA',
      absences: 5,
      partial: null,
      min_age_months: 6,
      max_age_months: null,
      max_age_days: 15,
      min_time_before_next_exam: 3,
      min_points: 40,
      warning_points: 30,
      no_right_points: 10,
    });
    expect(created.products.map((p: { id: number }) => p.id)).toEqual([2, 3]);
    const kept = (await t.call('PUT', `/api/requirements/${created.id}`, director, { absences: 4 })).json();
    expect(kept).toMatchObject({ absences: 4, min_points: 40, max_age_days: 15 });
    expect(kept.products.map((p: { id: number }) => p.id)).toEqual([2, 3]);
    const replaced = (
      await t.call('PUT', `/api/requirements/${created.id}`, director, { products: [{ id: 5 }], other_exam_requisites: [] })
    ).json();
    expect(replaced.products.map((p: { id: number }) => p.id)).toEqual([5]);
    expect(replaced.other_exam_requisites).toEqual([]);
  });

  it('checks the name, the degree range and the age range', async () => {
    expect((await t.call('POST', '/api/requirements', director, body({ name: '' }))).json().errors.name).toEqual([MSG.required]);
    expect((await t.call('POST', '/api/requirements', director, body({ name: 'x'.repeat(101) }))).json().errors.name).toEqual([
      MSG.nameTooLong,
    ]);
    const grades = await t.call('POST', '/api/requirements', director, body({ min_grade_id: 9, max_grade_id: 4 }));
    expect(grades.json().errors.min_grade_id).toEqual([MSG.minGradeAboveMax]);
    const ages = await t.call(
      'POST',
      '/api/requirements',
      director,
      body({ min_age_years: 12, min_age_months: 1, max_age_years: 12 }),
    );
    expect(ages.json().errors.min_age_years).toEqual([MSG.minAgeAboveMax]);
    const [first] = (await t.call('GET', '/api/requirements', director)).json();
    const edit = await t.call('PUT', `/api/requirements/${first.id}`, director, { max_grade_id: null, min_grade_id: 21 });
    expect(edit.statusCode).toBe(200);
  });

  it('keeps the points bands in order, against the stored record on edit, and bounds every number', async () => {
    const bands = await t.call('POST', '/api/requirements', director, body({ warning_points: 45 }));
    expect(bands.statusCode).toBe(422);
    expect(bands.json().errors).toEqual({ warning_points: [MSG.warningPointsAboveIdeal] });
    const created = (await t.call('POST', '/api/requirements', director, body({ name: 'bandas' }))).json();
    // Only the unacceptable points are sent; the stored official curriculum (30) is what they pass.
    const edit = await t.call('PUT', `/api/requirements/${created.id}`, director, { no_right_points: 31 });
    expect(edit.json().errors).toEqual({ no_right_points: [MSG.noRightPointsAboveWarning] });
    const huge = await t.call('POST', '/api/requirements', director, body({ min_points: 3_000_000_000, max_age_months: 12 }));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toMatchObject({
      min_points: ['Escribe un número entero entre 0 y 100000.'],
      max_age_months: ['Escribe un número entero entre 0 y 11.'],
    });
    const shown = (
      await t.call('GET', `/api/requirements/${created.id}?with=products,other_exam_requisites,min_grade,max_grade`, profesor)
    ).json();
    expect(shown).toMatchObject({
      name: 'BANDAS',
      min_grade: { id: 3 },
      max_grade: { id: 5 },
      min_age_years: 6,
      min_age_months: 6,
      max_age_years: 12,
      max_age_days: 15,
      no_right_points: 10,
      other_exam_requisites: [{ id: 1 }],
    });
  });

  it("needs 'Validación de examen' to write", async () => {
    expect((await t.call('POST', '/api/requirements', profesor, body())).statusCode).toBe(403);
    const alumno = await t.login('alumno@demo.mx');
    expect((await t.call('GET', '/api/requirements', alumno)).statusCode).toBe(403);
  });
});

describe("'Otros requisitos' (/api/other_exam_requisites)", () => {
  it('creates, lists and refuses empty names with the spec text', async () => {
    const empty = await t.call('POST', '/api/other_exam_requisites', director, { name: '  ' });
    expect(empty.json().errors.name).toEqual([MSG.fieldNotEmpty]);
    const created = await t.call('POST', '/api/other_exam_requisites', director, { name: 'carta de buena conducta' });
    expect(created.json()).toMatchObject({ name: 'CARTA DE BUENA CONDUCTA' });
    const list = (await t.call('GET', '/api/other_exam_requisites?paginate=1', profesor)).json();
    expect(list.total).toBe(8);
    expect((await t.call('POST', '/api/other_exam_requisites', profesor, { name: 'X' })).statusCode).toBe(403);
    const used = await t.call('DELETE', '/api/other_exam_requisites/1', director);
    expect(used.statusCode).toBe(422);
    expect(used.json().message).toBe(MSG.inUse);
    expect((await t.call('DELETE', `/api/other_exam_requisites/${created.json().id}`, director)).statusCode).toBe(200);
  });
});

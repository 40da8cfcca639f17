import { type MonthlyDutyAnswer, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let director: string;
let profesor: string;
let kyosa: string;
let administrativa: string;
beforeAll(async () => {
  t = await createTestApp({}, 40);
  [director, profesor, kyosa, administrativa] = await Promise.all([
    t.login('director@demo.mx'),
    t.login('profesor@demo.mx'),
    t.login('kyosa@demo.mx'),
    t.login('administrativa@demo.mx'),
  ]);
});
afterAll(() => t?.close());

/** A duty as general direction reads it (with the doyangs that did it and those that did not). */
type Duty = Required<MonthlyDutyAnswer>;
const doneIds = (d: Duty) => d.doyangs_done.map((x) => x.id);
const toggle = (token: string, id: number, doyang_id: number, done: boolean) =>
  t.call('PUT', `/api/monthly_duties/${id}`, token, { id, monthly_duty_id: id, doyang_id, done });

describe('general-direction duties', () => {
  let duty: Duty;

  it('are created by general direction for every doyang, with the general-direction options', async () => {
    const res = await t.call('POST', '/api/monthly_duties', director, {
      name: 'Enviar lista de prospectos a examen',
      due_date: '2026-12-10',
      to_doyang: true,
      super_important: true,
    });
    expect(res.statusCode).toBe(201);
    duty = res.json();
    expect(duty).toMatchObject({
      doyang_id: 23,
      to_doyang: true,
      super_important: true,
      doyangs_done: [],
      parsed_due_date: '10/DIC/2026',
    });
    expect(duty.doyangs_not_done.length).toBeGreaterThan(10);
    expect(duty.doyangs_not_done.some((d) => d.id === 23)).toBe(false);
  });

  it('are for doyangs or for the general direction, not both (422), with nothing saved', async () => {
    const both = { name: 'DOBLE DESTINO', due_date: '2026-12-10', to_doyang: true, to_general_direction: true };
    const res = await t.call('POST', '/api/monthly_duties', director, both);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.to_general_direction).toEqual([MSG.dutyOneAudience]);
    const edit = await t.call('PUT', `/api/monthly_duties/${duty.id}`, director, { to_general_direction: true });
    expect(edit.statusCode).toBe(422);
    const list = await t.call('GET', '/api/monthly_duties?search=DOBLE', director);
    expect(list.json()).toEqual([]);
    expect((await t.call('GET', `/api/monthly_duties/${duty.id}`, director)).json().to_general_direction).toBe(false);
  });

  it("are ticked done per doyang on Home ('Doyang pendientes' to 'Hechas') and unticked", async () => {
    let home = (await t.call('GET', '/api/monthly_duties/home?doyang_id=1', profesor)).json();
    expect(home.pending.map((d: Duty) => d.id)).toContain(duty.id);
    expect(home.general_direction).toEqual([]);
    const done = await toggle(profesor, duty.id, 1, true);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ checked: true });
    // Which doyangs did it is general direction's list (spec 02 §6): a professor's answer does not carry it.
    expect(done.json()).not.toHaveProperty('doyangs_done');
    expect(done.json()).not.toHaveProperty('doyangs_not_done');
    home = (await t.call('GET', '/api/monthly_duties/home?doyang_id=1', profesor)).json();
    expect(home.done.map((d: Duty) => d.id)).toContain(duty.id);
    expect(home.pending.map((d: Duty) => d.id)).not.toContain(duty.id);
    expect((await toggle(profesor, duty.id, 1, true)).json().checked).toBe(true);
    expect(doneIds((await t.call('GET', `/api/monthly_duties/${duty.id}`, director)).json())).toEqual([1]);
    const undone = await toggle(profesor, duty.id, 1, false);
    expect(undone.json()).toMatchObject({ checked: false });
    expect(doneIds((await t.call('GET', `/api/monthly_duties/${duty.id}`, director)).json())).toEqual([]);
  });

  it("refuses another doyang's toggle and a doyang that the duty does not concern, with the data unchanged", async () => {
    expect((await toggle(profesor, duty.id, 2, true)).statusCode).toBe(403);
    const [gdOwn] = (await t.call('GET', '/api/monthly_duties/home', director)).json().general_direction;
    const notMine = await toggle(profesor, gdOwn.id, 1, true);
    expect(notMine.json().errors.doyang_id).toEqual([MSG.dutyNotForDoyang]);
    const marks = await rows(
      t.app.db,
      sql`select * from monthly_duty_doyangs where monthly_duty_id in (${duty.id}, ${gdOwn.id}) and doyang_id in (1, 2)`,
    );
    expect(marks).toEqual([]);
  });

  it('lose every done mark when their content is edited, keep them when nothing changes', async () => {
    await toggle(profesor, duty.id, 1, true);
    await toggle(director, duty.id, 2, true);
    const same = await t.call('PUT', `/api/monthly_duties/${duty.id}`, director, { name: duty.name, due_date: '2026-12-10' });
    expect(doneIds(same.json()).sort()).toEqual([1, 2]);
    const edited = await t.call('PUT', `/api/monthly_duties/${duty.id}`, director, {
      name: 'Enviar lista de prospectos a examen (corregida)',
    });
    expect(edited.json()).toMatchObject({ doyangs_done: [], to_doyang: true, super_important: true });
    expect((await t.call('PUT', `/api/monthly_duties/${duty.id}`, profesor, { name: 'MÍA' })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/monthly_duties/${duty.id}`, profesor)).statusCode).toBe(403);
  });

  it('addressed to the general direction show only in its Home list', async () => {
    const home = (await t.call('GET', '/api/monthly_duties/home', director)).json();
    expect(home.doyang_id).toBe(23);
    expect(home.general_direction.length).toBeGreaterThan(0);
    expect(home.general_direction.every((d: Duty) => d.to_general_direction)).toBe(true);
    const [first] = home.general_direction;
    expect((await toggle(director, first.id, 23, true)).json().checked).toBe(true);
    const school = (await t.call('GET', '/api/monthly_duties?doyang_id=1&perPage=0&paginate=1', profesor)).json();
    expect(school.data.some((d: Duty) => d.to_general_direction)).toBe(false);
  });
});

describe("a doyang's own duties", () => {
  it('are created by the doyang for itself only, never with the general-direction options', async () => {
    const body = { name: 'Pintar el doyang', due_date: '2026-12-15', doyang_id: 1 };
    for (const flag of ['to_doyang', 'super_important', 'to_general_direction']) {
      const res = await t.call('POST', '/api/monthly_duties', profesor, { ...body, [flag]: true });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.generalDirectionOnlyField);
    }
    expect((await t.call('POST', '/api/monthly_duties', profesor, { ...body, doyang_id: 2 })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/monthly_duties', profesor, { ...body, doyang_id: null })).json().errors.doyang_id).toEqual(
      [MSG.required],
    );
    expect((await t.call('POST', '/api/monthly_duties', profesor, { ...body, name: '' })).json().errors.name).toEqual([
      MSG.required,
    ]);
    expect((await t.call('POST', '/api/monthly_duties', kyosa, body)).statusCode).toBe(403);

    const created = await t.call('POST', '/api/monthly_duties', profesor, body);
    expect(created.statusCode).toBe(201);
    const duty: Duty = created.json();
    expect(duty).toMatchObject({ name: 'Pintar el doyang', doyang_id: 1, to_doyang: false, checked: false });
    let home = (await t.call('GET', '/api/monthly_duties/home?doyang_id=1', profesor)).json();
    expect(home.mine.map((d: Duty) => d.id)).toContain(duty.id);
    await toggle(profesor, duty.id, 1, true);
    home = (await t.call('GET', '/api/monthly_duties/home?doyang_id=1', profesor)).json();
    expect(home.mine_done.map((d: Duty) => d.id)).toContain(duty.id);

    const edited = await t.call('PUT', `/api/monthly_duties/${duty.id}`, profesor, { due_date: '2026-12-20' });
    expect(edited.json()).toMatchObject({ due_date: '2026-12-20', checked: false });
    expect((await t.call('PUT', `/api/monthly_duties/${duty.id}`, profesor, { super_important: true })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/monthly_duties/${duty.id}`, profesor)).statusCode).toBe(200);
  });

  it('are listed 20 a page by doyang, with the duties sent to doyangs and not the other doyangs’ own', async () => {
    const page = (await t.call('GET', '/api/monthly_duties?doyang_id=1&paginate=1&append=doyangs_done', profesor)).json();
    expect(page).toMatchObject({ per_page: 20, current_page: 1 });
    expect(page.data.every((d: Duty) => d.to_doyang || d.doyang_id === 1)).toBe(true);
    // Issue 8: asking for doyangs_done as a professor does not reveal the other doyangs' progress.
    expect(page.data.every((d: Duty) => d.doyangs_done === undefined)).toBe(true);
    const unfiltered = (await t.call('GET', '/api/monthly_duties', profesor)).json();
    expect(unfiltered.every((d: Duty) => d.to_doyang || d.doyang_id === 1)).toBe(true);
    expect((await t.call('GET', '/api/monthly_duties?doyang_id=2', profesor)).statusCode).toBe(403);
    const all = (await t.call('GET', '/api/monthly_duties?paginate=1', administrativa)).json();
    expect(all.total).toBeGreaterThan(page.total);
    expect((await t.call('GET', '/api/monthly_duties/home?doyang_id=1', kyosa)).statusCode).toBe(403);
  });
});

describe('a key a duty does not have (issue 10)', () => {
  it("is refused: 'para_doyangs' is not to_doyang, and a duty is not created without its rule", async () => {
    const res = await t.call('POST', '/api/monthly_duties', director, {
      name: 'clave rara',
      due_date: '2026-12-20',
      para_doyangs: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.para_doyangs).toEqual([MSG.unknownField]);
  });
});

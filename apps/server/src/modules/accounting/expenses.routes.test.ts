import { type ExpenseAnswer, MSG, type Paged } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { type DoyangRow, makeDoyang } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// GASTOS (spec 03 §2, §3 Expense, §7 /api/expenses; issue 26): a doyang's staff read its expenses, the 'Gastos' flags
// write them; amounts are pesos above zero; every change is in the audit trail; a wrong one can be deleted (audited).

let t: TestApp;
let a: DoyangRow;
let b: DoyangRow;
let prof: Actor;
let profB: Actor;

const expense = (doyang: number, o: Record<string, unknown> = {}) => ({
  name: 'renta del local',
  amount: '$8,500.50',
  date: '2026-11-01',
  is_fixed_expense: true,
  doyang_id: doyang,
  ...o,
});

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  a = await makeDoyang(t.app.db);
  b = await makeDoyang(t.app.db);
  prof = await t.as('profesor', { doyang: a, responsible: true });
  profB = await t.as('profesor', { doyang: b, responsible: true });
});
afterAll(() => t?.close());

describe('GASTOS', () => {
  it('creates, lists (newest first) and edits a doyang expense, uppercase and in pesos', async () => {
    const created = await prof.call('POST', '/api/expenses', expense(a.id));
    expect(created.statusCode, created.body).toBe(201);
    const row: ExpenseAnswer = created.json();
    expect(row).toMatchObject({
      name: 'RENTA DEL LOCAL',
      amount: '8500.50',
      date: '2026-11-01',
      is_fixed_expense: true,
      doyang_id: a.id,
      created_by: prof.user.id,
    });
    await prof.call(
      'POST',
      '/api/expenses',
      expense(a.id, { name: 'Papelería', amount: '150', date: '2026-11-15', is_fixed_expense: false }),
    );
    const list = await prof.call('GET', `/api/expenses?doyang_id=${a.id}&paginate=1`);
    const page: Paged<ExpenseAnswer> = list.json();
    expect(page.data.map((e) => [e.name, e.amount, e.is_fixed_expense])).toEqual([
      ['PAPELERÍA', '150.00', false],
      ['RENTA DEL LOCAL', '8500.50', true],
    ]);
    const fixedOnly = await prof.call('GET', `/api/expenses?doyang_id=${a.id}&is_fixed_expense=1`);
    expect((fixedOnly.json() as ExpenseAnswer[]).map((e) => e.name)).toEqual(['RENTA DEL LOCAL']);
    const inRange = await prof.call('GET', `/api/expenses?doyang_id=${a.id}&start_date=2026-11-10&end_date=2026-11-30`);
    expect((inRange.json() as ExpenseAnswer[]).map((e) => e.name)).toEqual(['PAPELERÍA']);

    const edited = await prof.call('PUT', `/api/expenses/${row.id}`, { ...row, amount: '9000', is_fixed_expense: false });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ amount: '9000.00', is_fixed_expense: false, name: 'RENTA DEL LOCAL' });
    const trail = await rows<{ action: string; user_id: number }>(
      t.app.db,
      sql`select action, user_id from audit_log where resource = 'expenses' and record_id = ${row.id} order by id`,
    );
    expect(trail).toEqual([
      { action: 'create', user_id: prof.user.id },
      { action: 'update', user_id: prof.user.id },
    ]);
  });

  it('refuses an amount of zero or less, a missing date, a name too long', async () => {
    const bad = async (o: Record<string, unknown>, field: string) => {
      const res = await prof.call('POST', '/api/expenses', expense(a.id, o));
      expect(res.statusCode, JSON.stringify(o)).toBe(422);
      return res.json().errors[field][0] as string;
    };
    expect(await bad({ amount: '0' }, 'amount')).toBe(MSG.expenseAmountInvalid);
    expect(await bad({ amount: '-5' }, 'amount')).toBeTruthy();
    expect(await bad({ amount: 'abc' }, 'amount')).toBeTruthy();
    expect(await bad({ date: '' }, 'date')).toBe(MSG.required);
    expect(await bad({ name: '' }, 'name')).toBe(MSG.required);
    expect(await bad({ name: 'X'.repeat(151) }, 'name')).toBe(MSG.invalidData);
  });

  it("keeps each doyang's expenses to its staff: another doyang is refused to read, write or move to", async () => {
    const ofB = (await profB.call('POST', '/api/expenses', expense(b.id))).json() as ExpenseAnswer;
    expect((await prof.call('POST', '/api/expenses', expense(b.id))).statusCode).toBe(403);
    expect((await prof.call('GET', `/api/expenses/${ofB.id}`)).statusCode).toBe(403);
    expect((await prof.call('PUT', `/api/expenses/${ofB.id}`, { amount: '1' })).statusCode).toBe(403);
    expect((await prof.call('DELETE', `/api/expenses/${ofB.id}`)).statusCode).toBe(403);
    const own = (await prof.call('POST', '/api/expenses', expense(a.id))).json() as ExpenseAnswer;
    expect((await prof.call('PUT', `/api/expenses/${own.id}`, { doyang_id: b.id })).statusCode).toBe(403);
    const mine = (await prof.call('GET', '/api/expenses')).json() as ExpenseAnswer[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.doyang_id === a.id)).toBe(true);
    expect((await prof.call('GET', `/api/expenses?doyang_id=${b.id}`)).json()).toEqual([]);
  });

  it("lets the doyang's staff read (Gastos shows without a permission) and only the 'Gastos' flags write", async () => {
    const kyosa = await t.as('kyosa', { doyang: a });
    const read = await kyosa.call('GET', `/api/expenses?doyang_id=${a.id}`);
    expect(read.statusCode).toBe(200);
    expect((read.json() as ExpenseAnswer[]).length).toBeGreaterThan(0);
    expect((await kyosa.call('GET', `/api/expenses?doyang_id=${b.id}`)).json()).toEqual([]);
    expect((await kyosa.call('POST', '/api/expenses', expense(a.id))).statusCode).toBe(403);
    const own = (read.json() as ExpenseAnswer[])[0];
    expect((await kyosa.call('PUT', `/api/expenses/${own.id}`, { amount: '1' })).statusCode).toBe(403);
    const alumno = await t.as('alumno', { doyang: a });
    expect((await alumno.call('GET', `/api/expenses?doyang_id=${a.id}`)).json()).toEqual([]);
    expect((await alumno.call('GET', `/api/expenses/${own.id}`)).statusCode).toBe(403);
    const tecnico = await t.as('tecnico');
    expect((await tecnico.call('GET', `/api/expenses?doyang_id=${a.id}`)).statusCode).toBe(200);
    expect((await tecnico.call('POST', '/api/expenses', expense(a.id))).statusCode).toBe(403);
  });

  it('deletes a wrong expense with Gastos delete, and the trail keeps it', async () => {
    const wrong = (await prof.call('POST', '/api/expenses', expense(a.id, { name: 'DUPLICADO' }))).json() as ExpenseAnswer;
    const enlace = await t.as('enlace', { doyang: a });
    expect((await enlace.call('DELETE', `/api/expenses/${wrong.id}`)).statusCode).toBe(403);
    expect((await prof.call('DELETE', `/api/expenses/${wrong.id}`)).statusCode).toBe(200);
    expect((await prof.call('GET', `/api/expenses/${wrong.id}`)).statusCode).toBe(404);
    const trail = await rows<{ action: string; before: { name: string } }>(
      t.app.db,
      sql`select action, before from audit_log where resource = 'expenses' and record_id = ${wrong.id} and action = 'delete'`,
    );
    expect(trail).toHaveLength(1);
    expect(trail[0].before.name).toBe('DUPLICADO');
  });
});

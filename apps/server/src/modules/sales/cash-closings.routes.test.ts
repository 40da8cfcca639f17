import { type CashClosingAnswer, type CashDrawerAnswer, MSG } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../test/as-role.ts';
import { type DoyangRow, makeDoyang, makeStudent, type UserRow } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeSize, note, type SizeRow, stock } from './sales-fixture.ts';

let t: TestApp;
let doyang: DoyangRow;
let profesor: Actor;
let outsider: Actor;
let student: UserRow;
let size: SizeRow;

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  doyang = await makeDoyang(t.app.db);
  profesor = await t.as('profesor', { doyang, responsible: true });
  outsider = await t.as('profesor', { doyang: await makeDoyang(t.app.db), responsible: true });
  student = await makeStudent(t.app.db, { doyang });
  size = await makeSize(t.app.db, { price: '100.00' });
  await stock(t.app.db, size.size_id, doyang.id, 50);
});
afterAll(() => t?.close());

const sell = async (qty: number, pay: Record<string, string>) => {
  const res = await profesor.call(
    'POST',
    '/api/payments',
    note(doyang.id, [{ payment_concept_id: 4, product_size_id: size.size_id, quantity: qty }], { user_id: student.id, ...pay }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const drawer = async (): Promise<CashDrawerAnswer> =>
  (await profesor.call('GET', `/api/cash_closings/current?doyang_id=${doyang.id}`)).json();

describe('corte de caja', () => {
  it('expects by payment type what was sold less what was cancelled, and records the counted cash and the difference', async () => {
    await sell(3, { cash_total: '300' });
    await sell(2, { cash_total: '50', credit_total: '150' });
    const cancelled = await sell(1, { debit_total: '100' });
    expect((await profesor.call('PUT', `/api/receipts/${cancelled}`, { is_canceled: true })).statusCode).toBe(200);
    expect(await drawer()).toMatchObject({
      receipts_count: 3,
      cancellations_count: 1,
      expected_cash: '350.00',
      expected_credit: '150.00',
      expected_debit: '0.00',
      expected_total: '500.00',
    });
    const res = await profesor.call('POST', '/api/cash_closings', {
      doyang_id: doyang.id,
      counted_cash: '340',
      observation: 'FALTAN 10',
    });
    expect(res.statusCode, res.body).toBe(201);
    const closing: CashClosingAnswer = res.json();
    expect(closing).toMatchObject({ expected_cash: '350.00', counted_cash: '340.00', difference: '-10.00', from_at: null });
    expect(await drawer()).toMatchObject({
      receipts_count: 0,
      cancellations_count: 0,
      expected_total: '0.00',
      from_at: closing.closed_at,
    });
  });

  it('closes once: with nothing sold since, a second closing is refused', async () => {
    const again = await profesor.call('POST', '/api/cash_closings', { doyang_id: doyang.id, counted_cash: '0' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(MSG.cashNothingToClose);
  });

  it('turns the cancellation of a counted receipt into a credit note counted in the next closing, and keeps its date', async () => {
    const [counted] = (await profesor.call('GET', `/api/receipts?paginate=1&doyang_id=${doyang.id}`))
      .json()
      .data.filter((r: { is_canceled: boolean; day_closed: boolean }) => !r.is_canceled && r.day_closed);
    expect((await profesor.call('PUT', `/api/receipts/${counted.id}`, { created_at: '2026-11-21' })).json().message).toBe(
      MSG.receiptDateInClosedCash,
    );
    const res = await profesor.call('PUT', `/api/receipts/${counted.id}`, { is_canceled: true });
    expect(res.json()).toMatchObject({ is_canceled: true, cancel_kind: 'credit_note' });
    expect(await drawer()).toMatchObject({ receipts_count: 0, cancellations_count: 1, expected_total: `-${counted.total}` });
  });

  it('is the doyang staff’s only', async () => {
    expect((await outsider.call('GET', `/api/cash_closings/current?doyang_id=${doyang.id}`)).statusCode).toBe(403);
    expect((await outsider.call('POST', '/api/cash_closings', { doyang_id: doyang.id, counted_cash: '1' })).statusCode).toBe(403);
    const list = await outsider.call('GET', '/api/cash_closings?paginate=1');
    expect(list.json().data.some((k: CashClosingAnswer) => k.doyang_id === doyang.id)).toBe(false);
    const mine = await profesor.call('GET', `/api/cash_closings?doyang_id=${doyang.id}`);
    expect(mine.json().total).toBe(1);
  });
});

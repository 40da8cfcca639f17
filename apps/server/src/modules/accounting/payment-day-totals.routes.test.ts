import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alignPaymentDayTotals } from '../../db/payment-day-totals.ts';
import { rows } from '../../db/sql.ts';
import { makeDoyang, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makePendingCommission, makeReceipt, makeStockedSize, saleNote } from './accounting-fixture.ts';

// INGRESOS' totals by day (migration 0025) are what the lines add up to, whatever wrote them: sales, cancellations,
// bulk inserts, a commission paid; and made again when the server's time zone changes.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
});
afterAll(() => t?.close());

/** The day totals as stored, and as the lines add up in `zone`: equal when the triggers kept them. */
async function both(zone: string) {
  const key = 'day, doyang_id, client_doyang_id, payment_concept_id, pending';
  const stored = await rows(
    t.app.db,
    sql`select day::text, doyang_id, client_doyang_id, payment_concept_id, pending, lines, amount::text, cash_amount::text,
        credit_amount::text, debit_amount::text, deposit_amount::text
      from payment_day_totals where lines <> 0 order by ${sql.raw(key)}`,
  );
  const counted = await rows(
    t.app.db,
    sql`select (p.created_at at time zone ${zone})::date::text as day, p.doyang_id, coalesce(p.client_doyang_id, 0) as client_doyang_id,
        p.payment_concept_id, (p.payment_concept_id = 9 and p.paid_date is null and not p.devolution) as pending,
        count(*)::int as lines, sum(p.amount)::numeric(14, 2)::text as amount, sum(p.cash_amount)::numeric(14, 2)::text as cash_amount,
        sum(p.credit_amount)::numeric(14, 2)::text as credit_amount, sum(p.debit_amount)::numeric(14, 2)::text as debit_amount,
        sum(p.deposit_amount)::numeric(14, 2)::text as deposit_amount
      from payments p group by 1, 2, 3, 4, 5 order by ${sql.raw(key)}`,
  );
  return { stored, counted };
}

describe('INGRESOS totals by day', () => {
  it('follow every write of payments: a sale, its cancellation, lines written in bulk, a commission paid', async () => {
    const db = t.app.db;
    const doyang = await makeDoyang(db);
    const prof = await t.as('profesor', { doyang, responsible: true });
    const director = await t.as('director');
    const student = await makeStudent(db, { doyang });
    const sizeId = await makeStockedSize(db, { doyangId: doyang.id, price: '300.00', qty: 10 });
    const sale = await prof.call(
      'POST',
      '/api/payments',
      saleNote(doyang.id, [{ payment_concept_id: 4, product_size_id: sizeId, quantity: 3 }], {
        user_id: student.id,
        cash_total: '400',
        credit_total: '500',
      }),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    expect((await prof.call('PUT', `/api/receipts/${sale.json().id}`, { is_canceled: true })).statusCode).toBe(200);
    // 23:30 in Mexico City, already the next day in UTC.
    await makeReceipt(db, {
      doyangId: doyang.id,
      at: '2026-11-21T05:30:00Z',
      lines: [
        { title: 'A', amount: '10.00' },
        { title: 'B', amount: '20.00' },
      ],
      pay: { debit_total: '30.00' },
    });
    const owed = await makePendingCommission(db, { owedTo: doyang.id, amount: '700.00', at: '2026-11-10T18:00:00Z' });
    await makePendingCommission(db, { owedTo: doyang.id, amount: '50.00', at: '2026-11-10T19:00:00Z' });
    const paid = await director.call('PUT', '/api/payments/0', { id: 0, doyang_id: doyang.id, models: [owed] });
    expect(paid.statusCode, paid.body).toBe(200);
    const { stored, counted } = await both('America/Mexico_City');
    expect(stored).toEqual(counted);
    expect(stored.some((r) => (r as { day: string }).day === '2026-11-20')).toBe(true);
    expect(stored.filter((r) => (r as { pending: boolean }).pending)).toHaveLength(1);
  });

  it('are made again in the new zone when the server starts with another APP_TIMEZONE', async () => {
    expect(await alignPaymentDayTotals(t.app.db, 'America/Mexico_City')).toBe(false);
    expect(await alignPaymentDayTotals(t.app.db, 'Asia/Tokyo')).toBe(true);
    const tokyo = await both('Asia/Tokyo');
    expect(tokyo.stored).toEqual(tokyo.counted);
    expect(tokyo.stored.some((r) => (r as { day: string }).day === '2026-11-21')).toBe(true);
    expect(await alignPaymentDayTotals(t.app.db, 'America/Mexico_City')).toBe(true);
    const back = await both('America/Mexico_City');
    expect(back.stored).toEqual(back.counted);
  });
});

import { MSG, type ReceiptAnswer, receiptAnswer, type SaleAnswer } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { type DoyangRow, makeDoyang, makeGroup, makeStudent, type UserRow } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';
import { existance, makeSize, note, type SizeRow, stock } from './sales-fixture.ts';

let t: TestApp;
let doyang: DoyangRow;
let other: DoyangRow;
let profesor: Actor;
let outsider: Actor;
let student: UserRow;
let dobok: SizeRow;

const count = async (table: string) =>
  Number((await one<{ n: number }>(t.app.db, sql`select count(*)::int as n from ${sql.raw(table)}`))?.n);
const lastCovered = async (id: number) =>
  (await one<{ m: string | null }>(t.app.db, sql`select last_covered_month::text as m from users where id = ${id}`))?.m ?? null;

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  doyang = await makeDoyang(t.app.db, { monthly_fee: '500.00' });
  other = await makeDoyang(t.app.db);
  profesor = await t.as('profesor', { doyang, responsible: true });
  outsider = await t.as('profesor', { doyang: other, responsible: true });
  // Paid up to last month: this month (November) is the first uncovered one and not late on the 22nd… it is (12 days).
  student = await makeStudent(t.app.db, { doyang, start_payments_date: '2026-01-01', last_covered_month: '2026-10-01' });
  dobok = await makeSize(t.app.db, { price: '650.00' });
  await stock(t.app.db, dobok.size_id, doyang.id, 8);
});
afterAll(() => t?.close());

const uniformAndMonths = (months = 2) => [
  { payment_concept_id: 4, product_size_id: dobok.size_id, quantity: 1, total: '1.00' },
  { payment_concept_id: 5, monthsAdded: months },
];

describe('a sale', () => {
  let sale: SaleAnswer;

  it('prices every line on the server, takes the stock, covers the months and makes one receipt paid two ways', async () => {
    // 650 + 2 × 500 + the $100 late surcharge (November started 21 days ago) = 1,750; the client's '1.00' is ignored.
    const res = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, uniformAndMonths(), {
        user_id: student.id,
        cash_total: '1000',
        credit_total: '750.00',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    sale = res.json();
    expect(sale).toMatchObject({ total: '1750.00', replayed: false });
    expect(await existance(t.app.db, dobok.size_id, doyang.id)).toBe(7);
    expect(await lastCovered(student.id)).toBe('2026-12-01');
    const receipt: ReceiptAnswer = (await profesor.call('GET', `/api/receipts/${sale.id}`)).json();
    expect(receiptAnswer.parse(receipt)).toMatchObject({
      total: '1750.00',
      cash_total: '1000.00',
      credit_total: '750.00',
      is_canceled: false,
    });
    expect(receipt.payments.map((p) => [p.payment_concept_id, p.amount])).toEqual([
      [4, '650.00'],
      [5, '1100.00'],
    ]);
    const [move] = await rows<{ qty: number; reference: string; receipt_id: number; total_after_move: number }>(
      t.app.db,
      sql`select qty, reference, receipt_id, total_after_move from inventory_moves where receipt_id = ${sale.id}`,
    );
    expect(move).toEqual({ qty: -1, reference: `RECIBO ${sale.id}`, receipt_id: sale.id, total_after_move: 7 });
  });

  it('refuses payments that do not add up to the total, and writes nothing', async () => {
    const before = [await count('receipts'), await count('payments'), await existance(t.app.db, dobok.size_id, doyang.id)];
    const res = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, uniformAndMonths(1), { user_id: student.id, cash_total: '10' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.salePaymentsMismatch);
    const none = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, uniformAndMonths(1), { user_id: student.id, payment_type: 'FAVOR DE DEFINIR' }),
    );
    expect(none.json().message).toBe(MSG.salePaymentTypeRequired);
    expect([await count('receipts'), await count('payments'), await existance(t.app.db, dobok.size_id, doyang.id)]).toEqual(
      before,
    );
  });

  it('with one payment type pays the whole note that way', async () => {
    const res = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, [uniformAndMonths()[0]], { user_id: student.id, payment_type: 'TARJETA DE DÉBITO' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const receipt: ReceiptAnswer = (await profesor.call('GET', `/api/receipts/${res.json().id}`)).json();
    expect(receipt).toMatchObject({ total: '650.00', debit_total: '650.00', cash_total: '0.00' });
  });

  it('sold again with the same note answers the receipt already made (a retry never sells twice)', async () => {
    const body = note(doyang.id, [{ payment_concept_id: 5, monthsAdded: 1 }], { user_id: student.id, payment_type: 'EFECTIVO' });
    const first = await profesor.call('POST', '/api/payments', body);
    const again = await Promise.all(Array.from({ length: 10 }, () => profesor.call('POST', '/api/payments', body)));
    expect(first.statusCode).toBe(201);
    expect(again.map((r) => r.json().id)).toEqual(Array(10).fill(first.json().id));
    expect(again.every((r) => r.json().replayed)).toBe(true);
    expect(await lastCovered(student.id)).toBe('2027-01-01');
  });

  it('refuses units beyond the stock with the stock left, and sells exactly the last ones when many try at once', async () => {
    const res = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, [{ payment_concept_id: 4, product_size_id: dobok.size_id, quantity: 50 }], {
        user_id: student.id,
        payment_type: 'EFECTIVO',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('No hay existencia suficiente');
    expect(res.json().message).toMatch(/quedan 6\./);
    const last = await makeSize(t.app.db);
    await stock(t.app.db, last.size_id, doyang.id, 5);
    const sales = await Promise.all(
      Array.from({ length: 20 }, () =>
        profesor.call(
          'POST',
          '/api/payments',
          note(doyang.id, [{ payment_concept_id: 4, product_size_id: last.size_id }], {
            user_id: student.id,
            payment_type: 'EFECTIVO',
          }),
        ),
      ),
    );
    expect(sales.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(sales.every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
    expect(await existance(t.app.db, last.size_id, doyang.id)).toBe(0);
    const sold = await one<{ n: number }>(
      t.app.db,
      sql`select coalesce(sum(quantity), 0)::int as n from payments where product_size_id = ${last.size_id}`,
    );
    expect(sold?.n).toBe(5);
  });
});

describe('who buys and who sells', () => {
  it('is refused to staff of another doyang (403) and to a person not of the selling doyang (422)', async () => {
    const item = [{ payment_concept_id: 4, product_size_id: dobok.size_id }];
    const foreign = await outsider.call(
      'POST',
      '/api/payments',
      note(doyang.id, item, { user_id: student.id, payment_type: 'EFECTIVO' }),
    );
    expect(foreign.statusCode).toBe(403);
    const stranger = await makeStudent(t.app.db, { doyang: other });
    const res = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, item, { user_id: stranger.id, payment_type: 'EFECTIVO' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.saleClientNotOfDoyang);
  });

  it('sells to doyangs and pays commissions only as general direction; to the general public only where allowed', async () => {
    const toDoyang = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, [{ payment_concept_id: 9, price: '100' }], {
        client_doyang_id: other.id,
        payment_type: 'EFECTIVO',
      }),
    );
    expect(toDoyang.statusCode).toBe(403);
    const item = [{ payment_concept_id: 4, product_size_id: dobok.size_id }];
    const publicSale = note(doyang.id, item, { gp_client_name: 'JUAN PÉREZ', payment_type: 'EFECTIVO' });
    expect((await profesor.call('POST', '/api/payments', publicSale)).json().message).toBe(MSG.saleGeneralPublicNotAllowed);
    await t.app.db.execute(sql`update doyangs set can_sell_gp_tmp = true where id = ${doyang.id}`);
    const allowed = await profesor.call('POST', '/api/payments', { ...publicSale, note_key: crypto.randomUUID() });
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('refuses an exam to a student behind on monthly fees, and enrols one up to date as its prospect', async () => {
    const exam = await one<{ id: number }>(
      t.app.db,
      sql`insert into exams (name, number, date, price, active) values ('EXAMEN PRUEBA', 1, '2026-12-12', '800.00', true) returning id`,
    );
    const debtor = await makeStudent(t.app.db, { doyang, start_payments_date: '2026-01-01', last_covered_month: '2026-08-01' });
    const refused = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, [{ payment_concept_id: 1, exam_id: exam?.id }], {
        user_id: debtor.id,
        payment_type: 'EFECTIVO',
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(MSG.saleExamNeedsPayments);
    const upToDate = await makeStudent(t.app.db, { doyang, start_payments_date: '2026-01-01', last_covered_month: '2026-11-01' });
    const sold = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, [{ payment_concept_id: 1, exam_id: exam?.id }], {
        user_id: upToDate.id,
        payment_type: 'EFECTIVO',
      }),
    );
    expect(sold.statusCode, sold.body).toBe(201);
    const prospect = await one(
      t.app.db,
      sql`select doyang_id from exam_prospects where exam_id = ${exam?.id} and user_id = ${upToDate.id}`,
    );
    expect(prospect).toEqual({ doyang_id: doyang.id });
  });
});

describe('one truth of who owes', () => {
  it('the months sold clear the debtors filter, the roster flag and the exam rule together, and a cancellation brings them back', async () => {
    const group = await makeGroup(t.app.db, { doyang });
    const owes = await makeStudent(t.app.db, {
      doyang,
      group,
      start_payments_date: '2026-01-01',
      last_covered_month: '2026-08-01',
    });
    const exam = await one<{ id: number }>(
      t.app.db,
      sql`insert into exams (name, number, date, price, active) values ('EXAMEN DEUDA', 2, '2026-12-13', '800.00', true) returning id`,
    );
    const standing = async () => {
      const debtors = (await profesor.call('GET', `/api/users?paginate=1&doyang_id=${doyang.id}&debtsOnly=1`)).json().data as {
        id: number;
      }[];
      const roster = (await profesor.call('GET', `/api/doyang_groups/${group.id}/roster?date=${TODAY}`)).json().data as {
        id: number;
        is_debtor: boolean;
      }[];
      const quote = await profesor.call('POST', '/api/payments/quote', {
        doyang_id: doyang.id,
        user_id: owes.id,
        noteItems: [{ payment_concept_id: 1, exam_id: exam?.id }],
      });
      return [debtors.some((d) => d.id === owes.id), roster.find((r) => r.id === owes.id)?.is_debtor, quote.statusCode];
    };
    expect(await standing()).toEqual([true, true, 422]);
    const months = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, [{ payment_concept_id: 5, monthsAdded: 4 }], {
        user_id: owes.id,
        payment_type: 'EFECTIVO',
      }),
    );
    expect(months.statusCode, months.body).toBe(201);
    expect(await standing()).toEqual([false, false, 200]);
    await profesor.call('PUT', `/api/receipts/${months.json().id}`, { is_canceled: true });
    expect(await standing()).toEqual([true, true, 422]);
  });
});

describe('a cancellation', () => {
  it('marks the receipt CANCELADO and takes its effects back by new records; twice is refused', async () => {
    const buyer = await makeStudent(t.app.db, { doyang, start_payments_date: '2026-01-01', last_covered_month: '2026-11-01' });
    const sold = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, uniformAndMonths(3), { user_id: buyer.id, payment_type: 'EFECTIVO' }),
    );
    expect(sold.statusCode, sold.body).toBe(201);
    const id = sold.json().id;
    const stockAfterSale = await existance(t.app.db, dobok.size_id, doyang.id);
    expect(await lastCovered(buyer.id)).toBe('2027-02-01');
    const res = await profesor.call('PUT', `/api/receipts/${id}`, { is_canceled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_canceled: true, cancel_kind: 'cancel' });
    expect(await existance(t.app.db, dobok.size_id, doyang.id)).toBe(stockAfterSale + 1);
    expect(await lastCovered(buyer.id)).toBe('2026-11-01');
    const lines = await rows<{ amount: string; devolution: boolean }>(
      t.app.db,
      sql`select amount::text, devolution from payments where receipt_id = ${id} order by id`,
    );
    expect(lines).toEqual([
      { amount: '650.00', devolution: false },
      { amount: '1500.00', devolution: false },
      { amount: '-650.00', devolution: true },
      { amount: '-1500.00', devolution: true },
    ]);
    const again = await profesor.call('PUT', `/api/receipts/${id}`, { is_canceled: true });
    expect(again.json().message).toBe(MSG.receiptAlreadyCanceled);
  });

  it('of older months than another receipt of the student is refused (cancel the newest first)', async () => {
    const buyer = await makeStudent(t.app.db, { doyang, start_payments_date: '2026-01-01', last_covered_month: '2026-11-01' });
    const sell = () =>
      profesor.call(
        'POST',
        '/api/payments',
        note(doyang.id, [{ payment_concept_id: 5, monthsAdded: 1 }], { user_id: buyer.id, payment_type: 'EFECTIVO' }),
      );
    const older = (await sell()).json().id;
    const newer = (await sell()).json().id;
    const refused = await profesor.call('PUT', `/api/receipts/${older}`, { is_canceled: true });
    expect(refused.json().message).toBe(MSG.receiptCancelNotLatestMonths);
    expect((await profesor.call('PUT', `/api/receipts/${newer}`, { is_canceled: true })).statusCode).toBe(200);
    expect((await profesor.call('PUT', `/api/receipts/${older}`, { is_canceled: true })).statusCode).toBe(200);
    expect(await lastCovered(buyer.id)).toBe('2026-11-01');
  });

  it('needs Recibos delete, and another doyang cannot cancel or read the receipt', async () => {
    const sold = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, [uniformAndMonths()[0]], { user_id: student.id, payment_type: 'EFECTIVO' }),
    );
    const id = sold.json().id;
    expect((await outsider.call('PUT', `/api/receipts/${id}`, { is_canceled: true })).statusCode).toBe(403);
    expect((await outsider.call('GET', `/api/receipts/${id}`)).statusCode).toBe(403);
    const list = await outsider.call('GET', '/api/receipts?paginate=1');
    expect(list.json().data.some((r: ReceiptAnswer) => r.id === id)).toBe(false);
  });
});

describe('receipts', () => {
  it('list newest first, 15 a page, found by the client name, and print as recibo.pdf', async () => {
    const res = await profesor.call('GET', `/api/receipts?paginate=1&doyang_id=${doyang.id}`);
    const page = res.json();
    expect(page.per_page).toBe(15);
    const ids = page.data.map((r: ReceiptAnswer) => r.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const found = await profesor.call(
      'GET',
      `/api/receipts?paginate=1&doyang_id=${doyang.id}&search=${encodeURIComponent(`${student.name} ${student.last_name}`)}`,
    );
    expect(found.json().data.length).toBeGreaterThan(0);
    expect(found.json().data.every((r: ReceiptAnswer) => r.client_user_id === student.id)).toBe(true);
    const pdf = await profesor.call('GET', `/api/receipts/print?id=${ids[0]}&print=1`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('recibo.pdf');
    expect(pdfText(pdf.rawPayload)).toContain(`RECIBO No. ${ids[0]}`);
  });

  it('are found by the general public’s name (accents and case aside) and by their number', async () => {
    const search = async (term: string) =>
      (await profesor.call('GET', `/api/receipts?paginate=1&doyang_id=${doyang.id}&search=${encodeURIComponent(term)}`)).json()
        .data as ReceiptAnswer[];
    const publicOnes = await search('juan perez');
    expect(publicOnes.length).toBe(1);
    expect(publicOnes[0].client_name).toBe('JUAN PÉREZ');
    const byNumber = await search(`#${publicOnes[0].id}`);
    expect(byNumber.map((r) => r.id)).toEqual([publicOnes[0].id]);
    expect(await search('NADIE SE LLAMA ASÍ')).toEqual([]);
  });

  it('change their shown date with Recibos update, never their amounts (the database refuses an edit)', async () => {
    const [r] = (await profesor.call('GET', `/api/receipts?paginate=1&doyang_id=${doyang.id}`)).json().data as ReceiptAnswer[];
    const res = await profesor.call('PUT', `/api/receipts/${r.id}`, { created_at: '2026-11-20' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().created_at.slice(0, 10)).toMatch(/2026-11-2[01]/);
    await expect(t.app.db.execute(sql`update payments set amount = 1 where receipt_id = ${r.id}`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from receipts where id = ${r.id}`)).rejects.toThrow();
    expect(TODAY).toBe('2026-11-22');
  });
});

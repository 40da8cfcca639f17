import {
  type AccountingPaymentAnswer,
  fromCents,
  GENERAL_DIRECTION_DOYANG_ID,
  MSG,
  type Paged,
  type PaymentAmountsAnswer,
  sumCents,
} from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../test/as-role.ts';
import { type DoyangRow, makeDoyang, makeStudent, type UserRow } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makePendingCommission, makeReceipt, makeStockedSize, saleNote } from './accounting-fixture.ts';

// INGRESOS (issue 26): the list and its totals under every filter, the day boundaries of the product's calendar,
// split payments by type, cancelled receipts, doyang scope and the permissions of each reading.

let t: TestApp;
let a: DoyangRow;
let b: DoyangRow;
let profA: Actor;
let profB: Actor;
let director: Actor;
let student: UserRow;
let commissionA: number;
let commissionOwnBooks: number;
let commissionB: number;
let splitReceipt: { id: number; lineIds: number[] };

/** An instant as the receipts carry it (UTC). */
const at = (iso: string) => iso;

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  const db = t.app.db;
  a = await makeDoyang(db);
  b = await makeDoyang(db);
  profA = await t.as('profesor', { doyang: a, responsible: true });
  profB = await t.as('profesor', { doyang: b, responsible: true });
  director = await t.as('director');
  student = await makeStudent(db, { doyang: a, name: 'JOSÉ', last_name: 'PEÑA', second_last_name: 'LÓPEZ' });

  splitReceipt = await makeReceipt(db, {
    doyangId: a.id,
    at: at('2026-10-03T16:00:00Z'),
    clientUserId: student.id,
    lines: [
      { title: 'DOBOK BLANCO 4', amount: '650.00' },
      { title: 'CINTA AMARILLA', amount: '120.00' },
    ],
    pay: { cash_total: '500.00', debit_total: '270.00' },
  });
  await makeReceipt(db, {
    doyangId: a.id,
    at: at('2026-10-15T18:00:00Z'),
    clientUserId: student.id,
    lines: [{ concept: 5, title: 'MENSUALIDAD OCTUBRE 2026', amount: '550.00' }],
    pay: { credit_total: '550.00' },
  });
  await makeReceipt(db, {
    doyangId: a.id,
    at: at('2026-11-01T17:30:00Z'),
    gpClientName: '=HYPERLINK("http://x")',
    lines: [{ concept: 1, title: 'EXAMEN DE GRADO NOVIEMBRE', amount: '800.00' }],
    pay: { deposit_total: '800.00' },
  });
  // 17:30 and 23:30 of 20 November in Mexico City: the second is already the 21st in UTC.
  await makeReceipt(db, { doyangId: a.id, at: at('2026-11-20T23:30:00Z'), lines: [{ title: 'PETO M', amount: '900.00' }] });
  await makeReceipt(db, {
    doyangId: a.id,
    at: at('2026-11-21T05:30:00Z'),
    lines: [{ title: 'GUANTES CH', amount: '350.00' }],
    pay: { debit_total: '350.00' },
  });
  for (let i = 0; i < 20; i++) {
    const day = String(1 + i).padStart(2, '0');
    await makeReceipt(db, {
      doyangId: a.id,
      at: at(`2026-09-${day}T17:00:00Z`),
      clientUserId: i % 2 ? student.id : null,
      lines: [
        {
          concept: i % 2 ? 5 : 4,
          title: i % 2 ? 'MENSUALIDAD SEPTIEMBRE 2026' : 'PROTECTOR BUCAL',
          amount: `${100 + i * 10}.50`,
        },
      ],
      pay: i % 3 ? { cash_total: `${100 + i * 10}.50` } : { debit_total: `${100 + i * 10}.50` },
    });
  }
  await makeReceipt(db, { doyangId: b.id, at: at('2026-11-05T17:00:00Z'), lines: [{ title: 'DOBOK AZUL 2', amount: '700.00' }] });
  // A commission the general direction paid A through the point of sale, and commissions still owed.
  await makeReceipt(db, {
    doyangId: GENERAL_DIRECTION_DOYANG_ID,
    at: at('2026-10-20T17:00:00Z'),
    clientDoyangId: a.id,
    lines: [{ concept: 9, title: `COMISIÓN ${a.name}`, amount: '1000.00' }],
  });
  commissionA = await makePendingCommission(db, { owedTo: a.id, amount: '1500.00', at: at('2026-11-10T18:00:00Z') });
  commissionOwnBooks = await makePendingCommission(db, {
    owedTo: a.id,
    books: a.id,
    amount: '250.00',
    at: at('2026-11-11T18:00:00Z'),
  });
  commissionB = await makePendingCommission(db, { owedTo: b.id, amount: '700.00', at: at('2026-11-12T18:00:00Z') });
});
afterAll(() => t?.close());

const qs = (q: Record<string, string | number | undefined>) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

async function page(who: Actor, q: Record<string, string | number | undefined>): Promise<Paged<AccountingPaymentAnswer>> {
  const res = await who.call('GET', `/api/payments?${qs({ for_contability: 1, paginate: 1, ...q })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every row the filters list, page after page (100 a page). */
async function allRows(who: Actor, q: Record<string, string | number | undefined>): Promise<AccountingPaymentAnswer[]> {
  const out: AccountingPaymentAnswer[] = [];
  for (let p = 1; ; p++) {
    const got = await page(who, { ...q, perPage: 100, page: p });
    out.push(...got.data);
    if (p >= got.last_page) return out;
  }
}

async function amounts(who: Actor, q: Record<string, string | number | undefined>): Promise<PaymentAmountsAnswer> {
  const res = await who.call('GET', `/api/payments?${qs({ for_contability: 1, amounts_only: 1, ...q })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const sum = (rows: AccountingPaymentAnswer[], key: keyof AccountingPaymentAnswer) =>
  fromCents(sumCents(rows.map((r) => r[key] as string)));

describe('INGRESOS: the list', () => {
  it('lists a doyang 15 a page, newest first, with its commissions, each line with how it was paid', async () => {
    const first = await page(profA, { doyang_id: a.id });
    expect(first.per_page).toBe(15);
    expect(first.data).toHaveLength(15);
    // 25 receipts' 26 lines, the commission paid to A and the two owed to it.
    expect(first.total).toBe(29);
    expect(first.last_page).toBe(2);
    const times = first.data.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.data[0]).toMatchObject({
      title: 'GUANTES CH',
      parsed_created_at: '20/NOV/2026',
      payment_type: 'TARJETA DE DÉBITO',
    });
    const owed = first.data.find((r) => r.id === commissionA);
    expect(owed).toMatchObject({ is_pending_commission: true, paid_date: null, payment_type: null, cash_amount: '0.00' });
    expect(first.data.find((r) => r.payment_concept_id === 9 && r.receipt_id !== null)).toMatchObject({
      is_pending_commission: false,
      amount: '1000.00',
      cash_amount: '1000.00',
      client_name: a.name,
    });
    const second = await page(profA, { doyang_id: a.id, page: 2 });
    expect(second.data).toHaveLength(14);
    expect(second.data[0].created_at < first.data[14].created_at).toBe(true);
    const [dobok, cinta] = first.data.filter((r) => r.receipt_id === splitReceipt.id).sort((x, y) => x.id - y.id);
    expect(dobok).toMatchObject({
      payment_type: 'VARIOS',
      cash_amount: '500.00',
      debit_amount: '150.00',
      client_name: 'JOSÉ PEÑA LÓPEZ',
    });
    expect(cinta).toMatchObject({ cash_amount: '0.00', debit_amount: '120.00' });
  });

  it('counts a day of the product calendar (Mexico City), not of UTC', async () => {
    const day20 = await allRows(profA, { doyang_id: a.id, start_date: '2026-11-20', end_date: '2026-11-20' });
    expect(day20.map((r) => r.title).sort()).toEqual(['GUANTES CH', 'PETO M']);
    expect(await allRows(profA, { doyang_id: a.id, start_date: '2026-11-21' })).toEqual([]);
  });

  it('answers the totals by payment type of the same lines (spec names), pending commissions apart', async () => {
    const nov = await amounts(profA, { doyang_id: a.id, start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(nov).toEqual({
      total: '3800.00',
      cashAmount: '900.00',
      creditCardAmount: '0.00',
      debitCardAmount: '350.00',
      depositAmount: '800.00',
      pendingAmount: '1750.00',
      count: 5,
    });
    const equipment = await amounts(profA, { doyang_id: a.id, equips_only: 1, start_date: '2026-10-01', end_date: '2026-10-31' });
    expect(equipment).toMatchObject({ total: '770.00', cashAmount: '500.00', debitCardAmount: '270.00', count: 2 });
  });

  it('finds by title and by client, ignoring accents and case', async () => {
    expect((await allRows(profA, { doyang_id: a.id, title: 'dobok' })).map((r) => r.title)).toEqual(['DOBOK BLANCO 4']);
    const jose = await allRows(profA, { doyang_id: a.id, client_name: 'pena lopez' });
    expect(jose).toHaveLength(13);
    expect(new Set(jose.map((r) => r.client_name))).toEqual(new Set(['JOSÉ PEÑA LÓPEZ']));
    expect(await allRows(profA, { doyang_id: a.id, client_name: 'hyperlink' })).toHaveLength(1);
    // A doyang is a client too: what the general direction paid or owes A.
    const asClient = await allRows(director, { client_name: a.name });
    expect(asClient.map((r) => r.amount).sort()).toEqual(['1000.00', '1500.00', '250.00']);
  });

  it('has totals equal to the sum of the listed rows under every combination of filters', async () => {
    const doyangs = [a.id, b.id, GENERAL_DIRECTION_DOYANG_ID, undefined];
    const ranges = [
      [undefined, undefined],
      ['2026-09-05', '2026-10-20'],
      ['2026-11-20', '2026-11-20'],
      ['2026-10-16', undefined],
      [undefined, '2026-09-10'],
    ];
    const texts: Record<string, string | undefined>[] = [
      {},
      { title: 'dobok' },
      { title: 'mensualidad' },
      { client_name: 'peña' },
    ];
    const flags: Record<string, number | undefined>[] = [{}, { equips_only: 1 }, { is_paying_doyang_comissions: 1 }];
    let checked = 0;
    let nonEmpty = 0;
    for (const doyang_id of doyangs)
      for (const [start_date, end_date] of ranges)
        for (const text of texts)
          for (const flag of flags) {
            const q = { doyang_id, start_date, end_date, ...text, ...flag };
            const rows = await allRows(director, q);
            const totals = await amounts(director, q);
            expect(totals, JSON.stringify(q)).toEqual({
              total: sum(rows, 'amount'),
              cashAmount: sum(rows, 'cash_amount'),
              creditCardAmount: sum(rows, 'credit_amount'),
              debitCardAmount: sum(rows, 'debit_amount'),
              depositAmount: sum(rows, 'deposit_amount'),
              pendingAmount: sum(
                rows.filter((r) => r.is_pending_commission),
                'amount',
              ),
              count: rows.length,
            });
            checked++;
            if (rows.length) nonEmpty++;
          }
    expect(checked).toBe(240);
    expect(nonEmpty).toBeGreaterThan(40);
  });
});

describe('INGRESOS: cancelled receipts', () => {
  it('keeps a cancelled receipt, marked, and lists its reversal lines so they net it to zero', async () => {
    const before = await amounts(profA, { doyang_id: a.id });
    const sizeId = await makeStockedSize(t.app.db, { doyangId: a.id, price: '480.00', qty: 5 });
    const sale = await profA.call(
      'POST',
      '/api/payments',
      saleNote(a.id, [{ payment_concept_id: 4, product_size_id: sizeId, quantity: 2 }], {
        user_id: student.id,
        cash_total: '500',
        deposit_total: '460',
      }),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    const receipt = sale.json().id as number;
    expect((await profA.call('PUT', `/api/receipts/${receipt}`, { is_canceled: true })).statusCode).toBe(200);
    const lines = (await allRows(profA, { doyang_id: a.id })).filter((r) => r.receipt_id === receipt);
    expect(lines).toHaveLength(2);
    const [sold, reversal] = lines.sort((x, y) => x.id - y.id);
    expect(sold).toMatchObject({
      is_canceled: true,
      devolution: false,
      amount: '960.00',
      cash_amount: '500.00',
      deposit_amount: '460.00',
    });
    expect(reversal).toMatchObject({
      is_canceled: true,
      devolution: true,
      reverses_payment_id: sold.id,
      amount: '-960.00',
      cash_amount: '-500.00',
      deposit_amount: '-460.00',
    });
    const after = await amounts(profA, { doyang_id: a.id });
    expect(after.total).toBe(before.total);
    expect(after.cashAmount).toBe(before.cashAmount);
    expect(after.count).toBe(before.count + 2);
  });
});

describe('INGRESOS: who reads what', () => {
  it("keeps each doyang's staff to their books: another doyang is refused, none named means their own", async () => {
    const other = await profA.call('GET', `/api/payments?for_contability=1&doyang_id=${b.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MSG.forbiddenDoyang);
    expect((await profA.call('GET', `/api/payments/csv?doyang_id=${b.id}`)).statusCode).toBe(403);
    const own = await allRows(profA, {});
    expect(own.length).toBeGreaterThan(20);
    expect(own.every((r) => r.doyang_id === a.id || r.client_doyang_id === a.id)).toBe(true);
    expect(own.some((r) => r.id === commissionB)).toBe(false);
    const bRows = await allRows(profB, {});
    expect(bRows.map((r) => r.amount).sort()).toEqual(['700.00', '700.00']);
    expect((await amounts(profB, {})).total).toBe('1400.00');
  });

  it("needs 'Contabilidad' to read: a kyosa, an enlace with Ventas and a student are refused", async () => {
    for (const role of ['kyosa', 'enlace', 'alumno'] as const) {
      const who = await t.as(role, { doyang: a });
      const res = await who.call('GET', `/api/payments?for_contability=1&doyang_id=${a.id}`);
      expect(res.statusCode, role).toBe(403);
      expect((await who.call('GET', `/api/payments/csv?doyang_id=${a.id}`)).statusCode, role).toBe(403);
    }
  });

  it("lists a doyang's pending commissions to pay them only for general direction (is_paying_doyang_comissions)", async () => {
    const res = await director.call('GET', `/api/payments?doyang_id=${a.id}&is_paying_doyang_comissions=1&paginate=1`);
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as Paged<AccountingPaymentAnswer>).data.map((r) => r.id).sort((x, y) => x - y);
    expect(ids).toEqual([commissionA, commissionOwnBooks].sort((x, y) => x - y));
    expect((await profA.call('GET', `/api/payments?doyang_id=${a.id}&is_paying_doyang_comissions=1`)).statusCode).toBe(403);
  });

  it('refuses what the query cannot mean, in Spanish', async () => {
    const bad = async (q: string) => {
      const res = await profA.call('GET', `/api/payments?${q}`);
      expect(res.statusCode, q).toBe(422);
      return res.json().message as string;
    };
    expect(await bad('for_contability=1&foo=1')).toContain(MSG.unknownParameter);
    expect(await bad('start_date=2026-13-01')).toBe(MSG.invalidDate);
    expect(await bad('start_date=2026-11-02&end_date=2026-11-01')).toBe(MSG.accountingDatesInvalid);
    expect(await bad('perPage=1000')).toBe(MSG.invalidParameter);
    expect(await bad('doyang_id=abc')).toBe(MSG.invalidParameter);
    expect(await bad('equips_only=yes')).toBe(MSG.invalidParameter);
  });
});

import { fromCents, MSG, sumCents } from '@doyang/domain';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../test/as-role.ts';
import { type DoyangRow, makeDoyang } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makePendingCommission, makeReceipt } from './accounting-fixture.ts';

// The accounting CSV (issue 26): payments (ins) and expenses (outs) of the days asked, merged by day, one row per line or
// per receipt (`collapsed`), formula-safe with the byte-order mark, its income adding up to INGRESOS' total.

let t: TestApp;
let a: DoyangRow;
let prof: Actor;
const NOV = 'start_date=2026-11-01&end_date=2026-11-30';

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  const db = t.app.db;
  a = await makeDoyang(db);
  prof = await t.as('profesor', { doyang: a, responsible: true });
  await makeReceipt(db, {
    doyangId: a.id,
    at: '2026-11-03T17:00:00Z',
    gpClientName: '=HYPERLINK("http://x")',
    lines: [
      { title: 'DOBOK BLANCO 4', amount: '650.00' },
      { title: 'CINTA AMARILLA', amount: '120.00' },
      { concept: 1, title: 'EXAMEN DE GRADO', amount: '800.00' },
    ],
    pay: { cash_total: '1000.00', debit_total: '570.00' },
  });
  await makeReceipt(db, {
    doyangId: a.id,
    at: '2026-11-15T17:00:00Z',
    lines: [{ concept: 5, title: 'MENSUALIDAD', amount: '550.00' }],
  });
  await makeReceipt(db, { doyangId: a.id, at: '2026-10-15T17:00:00Z', lines: [{ title: 'PETO', amount: '900.00' }] });
  await makePendingCommission(db, { owedTo: a.id, amount: '300.00', at: '2026-11-20T17:00:00Z' });
  await db.execute(sql`insert into expenses (doyang_id, name, amount, date, is_fixed_expense) values
    (${a.id}, 'RENTA DEL LOCAL', 8000, '2026-11-01', true), (${a.id}, '@SUM(A1)', 150.5, '2026-11-15', false),
    (${a.id}, 'RENTA DEL LOCAL', 8000, '2026-10-01', true)`);
});
afterAll(() => t?.close());

async function csv(query: string, who: Actor = prof) {
  const res = await who.call('GET', `/api/payments/csv?doyang_id=${a.id}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const records: string[][] = parse(res.rawPayload.subarray(3).toString('utf8'));
  const [header, ...rows] = records;
  const col = (name: string) => header.indexOf(name);
  return { header, rows, col, disposition: String(res.headers['content-disposition']) };
}

describe('the accounting CSV', () => {
  it('lists the lines and the expenses of the days, oldest first, merged by day', async () => {
    const { header, rows, col, disposition } = await csv(NOV);
    expect(header).toEqual([
      'Fecha',
      'Tipo',
      'Recibo',
      'Doyang',
      'Concepto',
      'Descripción',
      'Cliente',
      'Cantidad',
      'Ingreso',
      'Gasto',
      'Efectivo',
      'Tarjeta de crédito',
      'Tarjeta de débito',
      'Depósito',
      'Estado',
      'Comisión pagada el',
    ]);
    expect(disposition).toContain('contabilidad-');
    expect(disposition).toContain('2026-11-01_2026-11-30.csv');
    expect(rows.map((r) => [r[col('Fecha')], r[col('Tipo')], r[col('Descripción')]])).toEqual([
      ['01/NOV/2026', 'GASTO', 'RENTA DEL LOCAL'],
      ['03/NOV/2026', 'INGRESO', 'DOBOK BLANCO 4'],
      ['03/NOV/2026', 'INGRESO', 'CINTA AMARILLA'],
      ['03/NOV/2026', 'INGRESO', 'EXAMEN DE GRADO'],
      ['15/NOV/2026', 'INGRESO', 'MENSUALIDAD'],
      ['15/NOV/2026', 'GASTO', "'@SUM(A1)"],
      ['20/NOV/2026', 'INGRESO', 'COMISIÓN EXAMEN PRUEBA'],
    ]);
    const [, dobok, cinta, exam] = rows;
    expect(dobok[col('Cliente')]).toBe('\'=HYPERLINK("http://x")');
    expect([dobok, cinta, exam].map((r) => [r[col('Efectivo')], r[col('Tarjeta de débito')]])).toEqual([
      ['650', '0'],
      ['120', '0'],
      ['230', '570'],
    ]);
    expect(rows[6][col('Estado')]).toBe(MSG.commissionPending);
    expect(rows[5][col('Gasto')]).toBe('150.5');
    expect(rows[0][col('Concepto')]).toBe('GASTO FIJO');
  });

  it('adds up to the totals of INGRESOS for the same filters', async () => {
    const { rows, col } = await csv(NOV);
    const income = fromCents(sumCents(rows.filter((r) => r[col('Tipo')] === 'INGRESO').map((r) => r[col('Ingreso')])));
    const totals = (await prof.call('GET', `/api/payments?for_contability=1&amounts_only=1&doyang_id=${a.id}&${NOV}`)).json();
    expect(income).toBe(totals.total);
    expect(income).toBe('2420.00');
  });

  it('takes ins_only, outs_only, equips_only and collapsed', async () => {
    const ins = await csv(`${NOV}&ins_only=1`);
    expect(ins.rows.every((r) => r[ins.col('Tipo')] === 'INGRESO')).toBe(true);
    expect(ins.rows).toHaveLength(5);
    const outs = await csv(`${NOV}&outs_only=1`);
    expect(outs.rows.map((r) => r[outs.col('Descripción')])).toEqual(['RENTA DEL LOCAL', "'@SUM(A1)"]);
    const equips = await csv(`${NOV}&equips_only=1`);
    expect(equips.rows.map((r) => r[equips.col('Descripción')])).toEqual(['DOBOK BLANCO 4', 'CINTA AMARILLA']);
    const whole = await csv(`${NOV}&collapsed=1&ins_only=1`);
    expect(whole.rows).toHaveLength(3);
    const [receipt] = whole.rows;
    expect(receipt[whole.col('Descripción')]).toBe('DOBOK BLANCO 4 + CINTA AMARILLA + EXAMEN DE GRADO');
    expect(receipt[whole.col('Concepto')]).toBe('VARIOS');
    expect(receipt[whole.col('Cantidad')]).toBe('3');
    expect([receipt[whole.col('Ingreso')], receipt[whole.col('Efectivo')], receipt[whole.col('Tarjeta de débito')]]).toEqual([
      '1570',
      '1000',
      '570',
    ]);
    const year = await csv('');
    expect(year.rows).toHaveLength(9);
    expect(year.rows[0][year.col('Fecha')]).toBe('01/OCT/2026');
  });

  it('refuses ins_only with outs_only, and readers without Contabilidad', async () => {
    const both = await prof.call('GET', `/api/payments/csv?doyang_id=${a.id}&ins_only=1&outs_only=1`);
    expect(both.statusCode).toBe(422);
    expect(both.json().message).toBe(MSG.accountingInsOrOuts);
    const kyosa = await t.as('kyosa', { doyang: a });
    expect((await kyosa.call('GET', `/api/payments/csv?doyang_id=${a.id}`)).statusCode).toBe(403);
  });

  it('streams a long file in batches, every line once and in order', async () => {
    const db = t.app.db;
    const b = await makeDoyang(db);
    const other = await t.as('profesor', { doyang: b, responsible: true });
    // 2,500 lines at 1,250 instants: more than two batches, with lines sharing an instant across a batch's edge.
    await db.execute(sql`with r as (
        insert into receipts (doyang_id, total, cash_total, idempotency_key, created_by, created_at, recorded_at)
        select ${b.id}, 20, 20, gen_random_uuid(), 1, timestamptz '2026-06-01 12:00Z' + (i / 2) * interval '1 minute',
          timestamptz '2026-06-01 12:00Z' + (i / 2) * interval '1 minute'
        from generate_series(0, 1249) i returning id, created_at)
      insert into payments (receipt_id, doyang_id, payment_concept_id, title, price, amount, cash_amount, created_at)
      select r.id, ${b.id}, 4, 'LINEA ' || r.id || '-' || k, 10, 10, 10, r.created_at from r cross join generate_series(1, 2) k`);
    const res = await other.call('GET', `/api/payments/csv?doyang_id=${b.id}&ins_only=1`);
    const [, ...rows]: string[][] = parse(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r[5])).size).toBe(2500);
    const collapsed = await other.call('GET', `/api/payments/csv?doyang_id=${b.id}&ins_only=1&collapsed=1`);
    const [, ...receipts]: string[][] = parse(collapsed.rawPayload.subarray(3).toString('utf8'));
    expect(receipts).toHaveLength(1250);
    expect(receipts.every((r) => r[8] === '20')).toBe(true);
  });
});

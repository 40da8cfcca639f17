import { MSG, type ReceiptAnswer } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { type DoyangRow, makeDoyang, makeStudent, type UserRow } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { note } from './sales-fixture.ts';

// Each concept of the note as the server prices and records it (the domain's unit tests hold every boundary; these
// check that the sale reads the right records and writes what each concept changes): tournaments with competitions and
// companions, events in installments, inscriptions and bundles, insurance and its cancellation.

let t: TestApp;
let doyang: DoyangRow;
let profesor: Actor;
let student: UserRow;
let categoryId: number;

const id = async (query: ReturnType<typeof sql>) => Number((await one<{ id: number }>(t.app.db, query))?.id);
const sell = (items: object[], extra: Record<string, unknown> = {}) =>
  profesor.call('POST', '/api/payments', note(doyang.id, items, { user_id: student.id, payment_type: 'EFECTIVO', ...extra }));
const receipt = async (receiptId: number): Promise<ReceiptAnswer> =>
  (await profesor.call('GET', `/api/receipts/${receiptId}`)).json();

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  categoryId = await id(sql`insert into doyang_categories (name, inscription_price, monthly_fee_price)
    values ('CATEGORÍA VENTAS', '700.00', '450.00') returning id`);
  doyang = await makeDoyang(t.app.db, { doyang_category_id: categoryId, monthly_fee: null, inscription_fee: null });
  profesor = await t.as('profesor', { doyang, responsible: true });
  student = await makeStudent(t.app.db, { doyang, start_payments_date: '2026-01-01', last_covered_month: '2026-11-01' });
});
afterAll(() => t?.close());

describe('the concepts of a note', () => {
  it('a tournament with two competitions and a companion: the two-modalities price, the prospect with what they paid', async () => {
    const tournament = await id(sql`insert into tournaments (name, date, price, price_amount_two_modalities, price_companion,
        early_payment_amount, has_combat, has_forms, active)
      values ('COPA VENTAS', '2026-12-20', '500.00', '800.00', '150.00', '0', true, true, true) returning id`);
    const res = await sell([
      {
        payment_concept_id: 3,
        tournament_id: tournament,
        pays_combat: true,
        pays_forms: true,
        colaborate_mom: true,
        companionList: [{ name: 'MAMÁ', age: 40 }],
      },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().total).toBe('950.00');
    const prospect = await one(
      t.app.db,
      sql`select pay_combat, pay_forms, pay_boards, colaborated_mother from tournament_prospects
      where tournament_id = ${tournament} and user_id = ${student.id}`,
    );
    expect(prospect).toEqual({ pay_combat: true, pay_forms: true, pay_boards: false, colaborated_mother: true });
  });

  it('an event in installments: each one its share, the last the remainder, and no fourth', async () => {
    const event = await id(sql`insert into events (name, date, price, early_payment_amount, number_of_patialities, active)
      values ('SEMINARIO VENTAS', '2026-12-20', '1000.00', '0', 3, true) returning id`);
    const amounts: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await sell([{ payment_concept_id: 2, event_id: event, is_partiality: true }]);
      expect(res.statusCode, res.body).toBe(201);
      amounts.push(res.json().total);
    }
    expect(amounts).toEqual(['333.33', '333.33', '333.34']);
    const fourth = await sell([{ payment_concept_id: 2, event_id: event, is_partiality: true }]);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().errors['noteItems.0.event_id']).toBeDefined();
  });

  it('an inscription at the category price, or a bundle covering it with its months; an ineligible bundle is refused', async () => {
    const inscription = await sell([{ payment_concept_id: 6 }]);
    expect(inscription.json().total).toBe('700.00');
    const bundle =
      await id(sql`insert into doyang_bundles (name, price, bundle_type, covers_inscription, covers_monthly_payments_qty,
        for_everyone, doyang_category_id)
      values ('INSCRIPCIÓN Y 2 MESES', '1500.00', '6', true, 2, true, ${categoryId}) returning id`);
    const newcomer = await makeStudent(t.app.db, { doyang, start_payments_date: '2026-12-01', last_covered_month: null });
    const sold = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, [{ payment_concept_id: 6, bundle_id: bundle }], {
        user_id: newcomer.id,
        payment_type: 'DEPÓSITO',
      }),
    );
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().total).toBe('1500.00');
    const covered = await one<{ m: string }>(
      t.app.db,
      sql`select last_covered_month::text as m from users where id = ${newcomer.id}`,
    );
    expect(covered?.m).toBe('2027-01-01');
    // The same bundle sold as a plain bundle (concept 8) is not of that concept.
    const wrong = await sell([{ payment_concept_id: 8, bundle_id: bundle }]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors['noteItems.0.bundle_id']).toEqual([MSG.bundleCoversInscription]);
  });

  it('the insurance until configuration 13’s date, taken back by a cancellation', async () => {
    const before = await one<{ d: string | null }>(
      t.app.db,
      sql`select insurance_end_date::text as d from users where id = ${student.id}`,
    );
    const res = await sell([{ payment_concept_id: 7 }]);
    expect(res.statusCode, res.body).toBe(201);
    const end = await one<{ d: string }>(t.app.db, sql`select value as d from configurations where id = 13`);
    const after = await one<{ d: string }>(
      t.app.db,
      sql`select insurance_end_date::text as d from users where id = ${student.id}`,
    );
    expect(after?.d).toBe(end?.d);
    expect((await receipt(res.json().id)).payments[0]).toMatchObject({ payment_concept_id: 7, amount: '350.00' });
    await profesor.call('PUT', `/api/receipts/${res.json().id}`, { is_canceled: true });
    const undone = await one<{ d: string | null }>(
      t.app.db,
      sql`select insurance_end_date::text as d from users where id = ${student.id}`,
    );
    expect(undone?.d).toBe(before?.d ?? null);
  });

  it('monthly fees at the category price when the doyang has none of its own', async () => {
    const res = await sell([{ payment_concept_id: 5, monthsAdded: 2 }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().total).toBe('900.00');
  });
});

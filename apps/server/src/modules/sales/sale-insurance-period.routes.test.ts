import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { type DoyangRow, makeDoyang, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { note } from './sales-fixture.ts';

// Seguros and the point of sale (issue 26, decisions.md "Issue 26 — insurance"): an insurance sold for a later period
// starts that period unsent and uninsured, in the sale's own transaction; its cancellation gives the old state back.

let t: TestApp;
let doyang: DoyangRow;
let profesor: Actor;

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  doyang = await makeDoyang(t.app.db);
  profesor = await t.as('profesor', { doyang, responsible: true });
});
afterAll(() => t?.close());

const stateOf = (id: number) =>
  one<{ insurance_sent_date: string | null; insurance_number: string | null; insurance_date: string | null }>(
    t.app.db,
    sql`select insurance_sent_date::text, insurance_number, insurance_date::text from users where id = ${id}`,
  );

describe('a new insurance period (the point of sale)', () => {
  it('sends the person back to Asegurables; cancelling the sale gives the old state back', async () => {
    const person = await makeStudent(t.app.db, { doyang, name: 'OSCAR', insurance_end_date: '2026-11-30' });
    await t.app.db.execute(sql`update users set insurance_sent_date = '2026-01-10', insurance_number = 'OLD-1',
      insurance_date = '2026-01-20', start_payments_date = '2026-01-01', last_covered_month = '2026-11-01' where id = ${person.id}`);
    const sold = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, [{ payment_concept_id: 7 }], { user_id: person.id, payment_type: 'EFECTIVO' }),
    );
    expect(sold.statusCode, sold.body).toBe(201);
    const after = await stateOf(person.id);
    expect(after).toMatchObject({ insurance_sent_date: null, insurance_number: null, insurance_date: null });
    const insurables = await profesor.call('GET', `/api/insurances?doyang_id=${doyang.id}&insurables=1&search=oscar`);
    expect(insurables.json().data.map((r: { id: number }) => r.id)).toEqual([person.id]);
    const canceled = await profesor.call('PUT', `/api/receipts/${sold.json().id}`, { is_canceled: true });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await stateOf(person.id)).toMatchObject({
      insurance_sent_date: '2026-01-10',
      insurance_number: 'OLD-1',
      insurance_date: '2026-01-20',
    });
  });

  it('a second sale of the same period leaves what Seguros did', async () => {
    const person = await makeStudent(t.app.db, {
      doyang,
      name: 'PAULA',
      start_payments_date: '2026-01-01',
      last_covered_month: '2026-11-01',
    });
    const end = await one<{ d: string }>(t.app.db, sql`select value as d from configurations where id = 13`);
    await t.app.db.execute(sql`update users set insurance_end_date = ${end?.d}::date, insurance_sent_date = '2026-02-01'
      where id = ${person.id}`);
    const sold = await profesor.call(
      'POST',
      '/api/payments',
      note(doyang.id, [{ payment_concept_id: 7 }], { user_id: person.id, payment_type: 'EFECTIVO' }),
    );
    expect(sold.statusCode, sold.body).toBe(201);
    expect((await stateOf(person.id))?.insurance_sent_date).toBe('2026-02-01');
  });
});

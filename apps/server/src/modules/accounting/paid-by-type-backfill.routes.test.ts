import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import { makeDoyang, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeStockedSize, saleNote } from './accounting-fixture.ts';

// The lines sold before migration 0025 get their share of each payment type by the SQL of its custom block; the sale
// writes them with the domain's paidByType. Both must give the same shares: the block's statements are run again over
// lines whose shares were wiped, and must write back exactly what the sale wrote.

let t: TestApp;

/** The backfill's two statements, as the migration holds them (found by their text, whatever the file's name). */
function backfillStatements(): string[] {
  const dir = join(import.meta.dirname, '../../db/migrations');
  const file = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .find((text) => text.includes('-- custom: accounting'));
  if (!file) throw new Error('no migration holds the accounting block');
  const statements = file.split('--> statement-breakpoint').map((s) => s.trim());
  const fill = statements.find((s) => s.startsWith('WITH line AS'));
  const reversals = statements.find((s) => s.startsWith('UPDATE payments p SET cash_amount = -o.cash_amount'));
  if (!fill || !reversals) throw new Error('the accounting block has no backfill');
  return [fill, reversals];
}

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
});
afterAll(() => t?.close());

describe('migration 0025 fills the lines sold before it as the sale writes them', () => {
  it('gives split receipts, single-type ones and reversals the same shares', async () => {
    const db = t.app.db;
    const doyang = await makeDoyang(db);
    const prof = await t.as('profesor', { doyang, responsible: true });
    const student = await makeStudent(db, { doyang });
    const sizes = [
      await makeStockedSize(db, { doyangId: doyang.id, price: '333.33', qty: 50 }),
      await makeStockedSize(db, { doyangId: doyang.id, price: '120.00', qty: 50 }),
    ];
    const items = [
      { payment_concept_id: 4, product_size_id: sizes[0], quantity: 2 },
      { payment_concept_id: 4, product_size_id: sizes[1], quantity: 1 },
      { payment_concept_id: 4, product_size_id: sizes[0], quantity: 1 },
    ];
    const pays = [
      { cash_total: '1119.99' },
      { cash_total: '500.00', credit_total: '100.00', debit_total: '300.00', deposit_total: '219.99' },
      { debit_total: '0.01', deposit_total: '1119.98' },
    ];
    const receipts: number[] = [];
    for (const pay of pays) {
      const res = await prof.call('POST', '/api/payments', saleNote(doyang.id, items, { user_id: student.id, ...pay }));
      expect(res.statusCode, res.body).toBe(201);
      receipts.push(res.json().id);
    }
    expect((await prof.call('PUT', `/api/receipts/${receipts[1]}`, { is_canceled: true })).statusCode).toBe(200);
    const shares = () =>
      rows<Record<string, string>>(
        db,
        sql`select id, cash_amount::text, credit_amount::text, debit_amount::text, deposit_amount::text from payments
          where doyang_id = ${doyang.id} order by id`,
      );
    const written = await shares();
    expect(written).toHaveLength(12);
    expect(written.filter((r) => r.credit_amount !== '0.00').length).toBeGreaterThan(0);

    await db.transaction(async (tx) => {
      // As before the migration: no shares yet, so neither the check that they add up.
      await tx.execute(sql`alter table payments drop constraint payments_paid_by_type`);
      await tx.execute(sql`alter table payments disable trigger user`);
      await tx.execute(sql`update payments set cash_amount = 0, credit_amount = 0, debit_amount = 0, deposit_amount = 0
        where doyang_id = ${doyang.id}`);
      for (const statement of backfillStatements()) await tx.execute(sql.raw(statement));
      await tx.execute(sql`alter table payments enable trigger user`);
      await tx.execute(sql`alter table payments add constraint payments_paid_by_type check (receipt_id is null
        or cash_amount + credit_amount + debit_amount + deposit_amount = amount)`);
    });
    expect(await shares()).toEqual(written);
  });
});

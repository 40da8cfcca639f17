import { GENERAL_DIRECTION_DOYANG_ID } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';
import { rows } from '../sql.ts';

// The demo's books (issue 26): a year of expenses for every active school beside its year of sales, each receipt's
// lines paid by type as the receipt was, and commissions still owed for the director to mark paid.

let t: TestApp;
const q = <T>(query: SQL) => rows<T>(t.app.db, query);

beforeAll(async () => {
  t = await createTestApp({}, 60);
});
afterAll(() => t?.close());

describe('the demo books', () => {
  it('has, for every active school, rent and salaries every month of the year and some variable expenses', async () => {
    const schools = await q<{ id: number; months: number; rents: number; salaries: number; variable: number; last: string }>(
      sql`select d.id,
          count(distinct date_trunc('month', e.date))::int as months,
          count(*) filter (where e.name = 'RENTA DEL LOCAL')::int as rents,
          count(*) filter (where e.name = 'NÓMINA DE PROFESORES')::int as salaries,
          count(*) filter (where not e.is_fixed_expense)::int as variable,
          max(e.date)::text as last
        from doyangs d left join expenses e on e.doyang_id = d.id
        where d.active and d.id <> ${GENERAL_DIRECTION_DOYANG_ID} group by d.id`,
    );
    expect(schools.length).toBeGreaterThan(10);
    for (const s of schools) {
      expect(s.months, `doyang ${s.id}`).toBe(12);
      expect(s.rents, `doyang ${s.id}`).toBe(12);
      expect(s.salaries, `doyang ${s.id}`).toBeGreaterThanOrEqual(11);
      expect(s.variable, `doyang ${s.id}`).toBeGreaterThanOrEqual(3);
      expect(s.last <= TODAY).toBe(true);
    }
    const [bad] = await q<{ n: number }>(sql`select count(*)::int as n from expenses where amount <= 0 or amount % 10 <> 0`);
    expect(bad.n).toBe(0);
  });

  it("splits every receipt's lines by payment type as the receipt was paid", async () => {
    const wrong = await q(sql`select r.id from receipts r join payments p on p.receipt_id = r.id and not p.devolution
      group by r.id having sum(p.cash_amount) <> min(r.cash_total) or sum(p.credit_amount) <> min(r.credit_total)
        or sum(p.debit_amount) <> min(r.debit_total) or sum(p.deposit_amount) <> min(r.deposit_total)`);
    expect(wrong).toEqual([]);
    const reversals = await q(sql`select p.id from payments p join payments o on o.id = p.reverses_payment_id
      where p.cash_amount <> -o.cash_amount or p.debit_amount <> -o.debit_amount or p.credit_amount <> -o.credit_amount
        or p.deposit_amount <> -o.deposit_amount`);
    expect(reversals).toEqual([]);
  });

  it('shows the director commissions still owed to schools, in INGRESOS, to mark paid', async () => {
    const token = await t.login('director@demo.mx');
    const res = await t.call('GET', '/api/payments?for_contability=1&paginate=1&is_paying_doyang_comissions=1', token);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBeGreaterThanOrEqual(3);
    for (const row of page.data)
      expect(row).toMatchObject({ payment_concept_id: 9, is_pending_commission: true, receipt_id: null });
    const profesor = await t.login('profesor@demo.mx');
    const own = await t.call('GET', '/api/payments?for_contability=1&is_paying_doyang_comissions=0&amounts_only=1', profesor);
    expect(Number(own.json().pendingAmount)).toBeGreaterThan(0);
  });
});

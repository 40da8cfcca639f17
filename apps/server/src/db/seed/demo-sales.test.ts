import { isDebtor } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';
import { rows } from '../sql.ts';

// The demo's sales (issue 25) agree with themselves and with the students: receipts add up, months covered were paid,
// cancellations are reversed, and each closing counted what its week sold.

let t: TestApp;
const q = <T>(query: SQL) => rows<T>(t.app.db, query);

beforeAll(async () => {
  t = await createTestApp({}, 60);
});
afterAll(() => t?.close());

describe('the demo point of sale', () => {
  it('sold every concept of the year, with cancelled receipts among them', async () => {
    const concepts = await q<{ id: number }>(sql`select distinct payment_concept_id as id from payments order by 1`);
    expect(concepts.map((c) => c.id)).toEqual(expect.arrayContaining([1, 3, 4, 5, 6, 7, 8, 9]));
    // Events are sold to whoever is their prospect (a network of 60 students may send nobody to a priced event).
    const [events] = await q<{ prospects: number; sold: number }>(sql`select
        (select count(*)::int from event_prospects p join events e on e.id = p.event_id where e.price > 0) as prospects,
        (select count(*)::int from payments where payment_concept_id = 2 and not devolution) as sold`);
    expect(events.sold).toBe(events.prospects);
    const [cancelled] = await q<{ n: number }>(sql`select count(*)::int as n from receipts where is_canceled`);
    expect(cancelled.n).toBeGreaterThan(0);
  });

  it('has receipts whose amounts add up and whose cancellation reverses every line', async () => {
    const wrong = await q(sql`select r.id from receipts r
      where r.total <> (select sum(p.amount) from payments p where p.receipt_id = r.id and not p.devolution)
        or (r.is_canceled <> exists (select 1 from receipt_cancellations c where c.receipt_id = r.id))
        or (r.is_canceled and (select sum(p.amount) from payments p where p.receipt_id = r.id) <> 0)`);
    expect(wrong).toEqual([]);
  });

  it('paid every month a student has covered this year, and leaves debtors and students up to date', async () => {
    const unpaid = await q(sql`select u.id from users u
      cross join lateral generate_series(greatest(date_trunc('month', u.start_payments_date), date_trunc('month', ${TODAY}::date - interval '11 months')),
        u.last_covered_month, interval '1 month') m
      where u.role_id = 10 and coalesce(u.scholarship_percentage, 0) < 100
        and not exists (select 1 from payments p join receipts r on r.id = p.receipt_id
          where p.client_user_id = u.id and p.covers_from <= m and p.covers_to >= m and not r.is_canceled)`);
    expect(unpaid).toEqual([]);
    const students = await q<{
      active: boolean;
      is_prospect: boolean;
      start_payments_date: string | null;
      last_covered_month: string | null;
    }>(
      sql`select active, is_prospect, start_payments_date::text, last_covered_month::text from users where role_id = 10 and active`,
    );
    const debtors = students.filter((s) => isDebtor(s, TODAY)).length;
    expect(debtors).toBeGreaterThan(0);
    expect(students.length - debtors).toBeGreaterThan(debtors);
  });

  it('closed each week but this one, each closing counting what its week sold less what it cancelled', async () => {
    const closings = await q<{ doyang_id: number; expected: string; recomputed: string }>(sql`select k.doyang_id,
        (k.expected_cash + k.expected_credit + k.expected_debit + k.expected_deposit)::text as expected,
        ((select coalesce(sum(r.total), 0) from receipts r where r.doyang_id = k.doyang_id and r.recorded_at <= k.closed_at
            and (k.from_at is null or r.recorded_at > k.from_at))
          - (select coalesce(sum(c.total), 0) from receipt_cancellations c where c.doyang_id = k.doyang_id and c.created_at <= k.closed_at
            and (k.from_at is null or c.created_at > k.from_at)))::numeric(12,2)::text as recomputed
      from cash_closings k`);
    expect(closings.length).toBeGreaterThan(20);
    expect(closings.filter((k) => k.expected !== k.recomputed)).toEqual([]);
  });
});

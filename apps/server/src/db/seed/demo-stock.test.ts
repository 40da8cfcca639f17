import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

import { one, rows } from '../sql.ts';

// The demo's stock (issue 25): every active doyang holds products with variants and sizes, made of moves (entries
// 'COMPRA INICIAL', some exits), each stock row the sum of its moves, some sizes under their minimum.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('demo stock', () => {
  it('each stock is the sum of its moves, and each move’s total follows the ones before it', async () => {
    const mismatched = await rows(
      t.app.db,
      sql`select st.product_size_id, st.doyang_id from product_stocks st
        full join (select product_size_id, doyang_id, sum(qty)::int as total from inventory_moves group by 1, 2) m
          using (product_size_id, doyang_id)
        where coalesce(st.existance, 0) <> coalesce(m.total, 0)`,
    );
    expect(mismatched).toEqual([]);
    const runs = await one<{ wrong: number; moves: number }>(
      t.app.db,
      sql`select count(*) filter (where total_after_move <> running)::int as wrong, count(*)::int as moves from (
        select total_after_move, sum(qty) over (partition by product_size_id, doyang_id order by created_at, id) as running
        from inventory_moves) x`,
    );
    expect(runs?.wrong).toBe(0);
    expect(runs?.moves).toBeGreaterThan(500);
  });

  it('every active doyang has stock, entries and exits, and some sizes under their minimum', async () => {
    const perDoyang = await rows<{ id: number; sizes: number; exits: number; below: number }>(
      t.app.db,
      sql`select d.id,
        (select count(*)::int from product_stocks st where st.doyang_id = d.id and st.existance > 0) as sizes,
        (select count(*)::int from inventory_moves m where m.doyang_id = d.id and m.qty < 0) as exits,
        (select count(*)::int from product_sizes s left join product_stocks st on st.product_size_id = s.id and st.doyang_id = d.id
          where coalesce(st.existance, 0) < coalesce(st.min_product, s.min_product)) as below
      from doyangs d where d.active and d.id <> 23`,
    );
    expect(perDoyang.length).toBeGreaterThan(10);
    for (const d of perDoyang) {
      expect(d.sizes, `doyang ${d.id}`).toBeGreaterThan(20);
      expect(d.exits, `doyang ${d.id}`).toBeGreaterThan(0);
      expect(d.below, `doyang ${d.id}`).toBeGreaterThan(0);
    }
    // Bought five weeks back, given out since, nothing after today.
    const days = await one<{ first: string; last: string }>(
      t.app.db,
      sql`select min(created_at)::date::text as first, max(created_at)::date::text as last from inventory_moves`,
    );
    expect(days?.last && days.last < TODAY).toBe(true);
    expect(days?.first && days.first >= addDays(TODAY, -40)).toBe(true);
    const insurance = await one<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from product_variants where product_id = 3`,
    );
    expect(insurance?.n).toBe(0);
  });
});

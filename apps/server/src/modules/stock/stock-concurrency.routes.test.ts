import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { makeDoyang } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeProduct } from './stock-fixture.ts';

// Exits of the last units at once, sent to two server processes on one database (on PostgreSQL with DATABASE_URL two
// pools; on PGlite one connection): the stock never goes below zero and every unit taken is one move (issue 25).

let t: TestApp;
let apps: FastifyInstance[];
let director: Actor;
let profesor: Actor;
let doyang: number;

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  apps = [t.app, (await t.twin()).app];
  director = await t.as('director');
  doyang = (await makeDoyang(t.app.db)).id;
  profesor = await t.as('profesor', { doyang });
});
afterAll(() => t?.close());

const post = (app: FastifyInstance, body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/inventory_moves',
    headers: { authorization: `Bearer ${profesor.token}` },
    payload: body as object,
  });

describe('concurrent exits of the last units', () => {
  it('10 exits of 1 when 5 are left: exactly 5 succeed, the stock ends at 0, 5 exit moves', async () => {
    const { sizeIds } = await makeProduct(director);
    const size = sizeIds[0];
    expect((await post(t.app, { qty: 5, product_size_id: size, doyang_id: doyang })).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(apps[i % 2], { qty: -1, product_size_id: size, doyang_id: doyang })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode, res.body).toBeLessThan(500);
      const message = res.json().errors?.qty?.[0] ?? res.json().message;
      expect([MSG.concurrentChange, message.startsWith('No hay existencia suficiente') ? message : 'x']).toContain(message);
    }
    const after = await one<{ existance: number; exits: number; last: number }>(
      t.app.db,
      sql`select (select existance from product_stocks where product_size_id = ${size} and doyang_id = ${doyang}) as existance,
        (select count(*)::int from inventory_moves where product_size_id = ${size} and qty < 0) as exits,
        (select min(total_after_move) from inventory_moves where product_size_id = ${size}) as last`,
    );
    expect(after).toEqual({ existance: 0, exits: 5, last: 0 });
    // Each exit saw a different stock: 4, 3, 2, 1, 0.
    const totals = answers.filter((r) => r.statusCode === 201).map((r) => r.json().total_after_move as number);
    expect(totals.sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

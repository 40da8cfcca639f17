import { type AccountingPaymentAnswer, fillMessage, MSG, type Paged } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { type DoyangRow, makeDoyang } from '../../test/factories.ts';
import { createTestApp, onPostgres, type TestApp, TODAY } from '../../test/test-app.ts';
import { makePendingCommission, makeReceipt } from './accounting-fixture.ts';

// Marking commissions paid (spec 03 §4, §7 'update {id 0, doyang_id, models}'; issue 26): general direction with
// 'Contabilidad' update, today's date and the payer, once — a second time is a Spanish 409, also when ten ask at once.

let t: TestApp;
let a: DoyangRow;
let b: DoyangRow;
let director: Actor;
let sale: number;

const AT = '2026-11-10T18:00:00Z';
const owed = (owedTo = a.id, amount = '1500.00') => makePendingCommission(t.app.db, { owedTo, amount, at: AT });
const pay = (who: Actor, models: unknown[], doyang = a.id) =>
  who.call('PUT', '/api/payments/0', { id: 0, doyang_id: doyang, models });
const stored = (id: number) =>
  one<{ paid_date: string | null; paid_by: number | null }>(
    t.app.db,
    sql`select paid_date::text as paid_date, paid_by from payments where id = ${id}`,
  );

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  a = await makeDoyang(t.app.db);
  b = await makeDoyang(t.app.db);
  director = await t.as('director');
  sale = (await makeReceipt(t.app.db, { doyangId: a.id, at: AT, lines: [{ title: 'PETO', amount: '900.00' }] })).lineIds[0];
});
afterAll(() => t?.close());

describe('marking commissions paid', () => {
  it("pays the doyang's pending commissions today, by the caller, and INGRESOS shows them paid", async () => {
    const first = await owed();
    const second = await owed(a.id, '250.00');
    const res = await pay(director, [first, { id: second }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: MSG.commissionsPaid,
      data: [
        { id: first, paid_date: TODAY, paid_by: director.user.id },
        { id: second, paid_date: TODAY, paid_by: director.user.id },
      ],
    });
    const list = await director.call('GET', `/api/payments?for_contability=1&paginate=1&doyang_id=${a.id}`);
    const row = (list.json() as Paged<AccountingPaymentAnswer>).data.find((r) => r.id === first);
    expect(row).toMatchObject({ is_pending_commission: false, paid_date: TODAY });
    expect(row?.paid_by_name).toBeTruthy();
    const totals = await director.call('GET', `/api/payments?for_contability=1&amounts_only=1&doyang_id=${a.id}`);
    expect(totals.json().pendingAmount).toBe('0.00');
  });

  it('pays once: a second time is a 409 naming the day it was paid, and changes nothing', async () => {
    const id = await owed();
    expect((await pay(director, [id])).statusCode).toBe(200);
    const again = await pay(director, [id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(fillMessage(MSG.commissionAlreadyPaid, { id, date: '22/NOV/2026' }));
    // All or nothing: a pending one asked with a paid one stays pending.
    const pending = await owed();
    expect((await pay(director, [pending, id])).statusCode).toBe(409);
    expect(await stored(pending)).toEqual({ paid_date: null, paid_by: null });
  });

  it('pays only commissions of that doyang still owed: a sale, another doyang, an unknown id are a 422', async () => {
    const ofB = await owed(b.id);
    for (const [models, id] of [
      [[sale], sale],
      [[ofB], ofB],
      [[999999], 999999],
    ] as const) {
      const res = await pay(director, [...models]);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(fillMessage(MSG.commissionNotPending, { id }));
    }
    expect(await stored(ofB)).toEqual({ paid_date: null, paid_by: null });
    const none = await pay(director, []);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(MSG.commissionsNoneChosen);
    expect((await director.call('PUT', '/api/payments/5', { doyang_id: a.id, models: [ofB] })).statusCode).toBe(404);
    expect((await director.call('PUT', '/api/payments/0', { id: 3, doyang_id: a.id, models: [ofB] })).statusCode).toBe(422);
  });

  it("is general direction's with 'Contabilidad' update: the doyang's professor and the technical director are refused", async () => {
    const id = await owed();
    const profesor = await t.as('profesor', { doyang: a, responsible: true });
    const tecnico = await t.as('tecnico');
    for (const who of [profesor, tecnico]) {
      const res = await pay(who, [id]);
      expect(res.statusCode).toBe(403);
    }
    expect(await stored(id)).toEqual({ paid_date: null, paid_by: null });
    const administrativa = await t.as('administrativa');
    expect((await pay(administrativa, [id])).statusCode).toBe(200);
  });

  it('pays once when ten identical requests arrive together, on two servers', async () => {
    const id = await owed();
    const twin = await t.twin();
    const token = director.token;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? twin.call : t.call)('PUT', '/api/payments/0', token, { id: 0, doyang_id: a.id, models: [id] }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes, results.map((r) => r.body).join('\n')).toEqual([200, ...Array(9).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toMatch(/ya se había pagado|al mismo tiempo/);
    expect(await stored(id)).toEqual({ paid_date: TODAY, paid_by: director.user.id });
    if (onPostgres) expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([200, 409]));
  });

  it('is kept by the database too: a paid commission is never paid again nor edited', async () => {
    const id = await owed();
    expect((await pay(director, [id])).statusCode).toBe(200);
    await expect(t.app.db.execute(sql`update payments set paid_date = '2026-12-01' where id = ${id}`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`update payments set amount = 1 where id = ${sale}`)).rejects.toThrow();
  });
});

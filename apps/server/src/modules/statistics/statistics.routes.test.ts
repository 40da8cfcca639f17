import { randomUUID } from 'node:crypto';
import type { DoyangRecordAnswer, DoyangStatisticsAnswer, StatisticsAttendanceAnswer } from '@doyang/domain';
import { fromCents, sumCents } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { type DoyangRow, makeDoyang, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Statistics of a doyang (spec 03 §3, §7, §9; issue 27) on a hand-built dataset with known sums. Today is 2026-11-22:
// the window is 2025-12 … 2026-11 (twelve months), or the bimester's months with the switch.

let t: TestApp;
let a: DoyangRow;
let b: DoyangRow;
let prof: Actor;
let profB: Actor;
let director: Actor;
let parentId: number;
const students: number[] = [];

const expense = (doyang: number, amount: string, date: string, fixed: boolean) =>
  t.app.db.execute(sql`insert into expenses (doyang_id, name, amount, date, is_fixed_expense)
    values (${doyang}, 'GASTO PRUEBA', ${amount}, ${date}, ${fixed})`);

const stats = async (who: Actor, doyang: number, query = ''): Promise<DoyangStatisticsAnswer> => {
  const res = await who.call('GET', `/api/doyangs/${doyang}/statistics${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A receipt paid in cash, recorded at `at`, its lines written as the sale writes them (the INGRESOS tests' way). */
async function makeReceipt(
  db: TestApp['app']['db'],
  o: { doyangId: number; at: string; lines: { concept: number; title: string; amount: string }[] },
): Promise<{ id: number }> {
  const total = fromCents(sumCents(o.lines.map((l) => l.amount)));
  const receipt = await one<{ id: number }>(
    db,
    sql`insert into receipts (doyang_id, total, cash_total, credit_total, debit_total, deposit_total, idempotency_key,
        created_by, created_at, recorded_at)
      values (${o.doyangId}, ${total}, ${total}, 0, 0, 0, ${randomUUID()}, 1, ${o.at}, ${o.at}) returning id`,
  );
  for (const line of o.lines)
    await db.execute(sql`insert into payments (receipt_id, doyang_id, payment_concept_id, title, quantity, price, amount,
        paid_date, paid_by, cash_amount, created_by, created_at)
      values (${receipt?.id}, ${o.doyangId}, ${line.concept}, ${line.title}, 1, ${line.amount}, ${line.amount},
        (${o.at}::timestamptz at time zone 'America/Mexico_City')::date, 1, ${line.amount}, 1, ${o.at})`);
  return { id: Number(receipt?.id) };
}

/** A receipt cancelled at `at`, as the cancellation writes it (receipt-cancel.ts): each line's reversal, negated. */
async function cancelAt(db: TestApp['app']['db'], receiptId: number, at: string): Promise<void> {
  await db.execute(sql`update receipts set is_canceled = true where id = ${receiptId}`);
  await db.execute(sql`insert into payments (receipt_id, doyang_id, payment_concept_id, title, quantity, price, amount,
      devolution, reverses_payment_id, paid_date, paid_by, cash_amount, created_by, created_at)
    select receipt_id, doyang_id, payment_concept_id, left('CANCELACIÓN: ' || title, 255), quantity, -price, -amount, true,
      id, (${at}::timestamptz at time zone 'America/Mexico_City')::date, 1, -cash_amount, 1, ${at}
    from payments where receipt_id = ${receiptId} and not devolution order by id`);
}

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  a = await makeDoyang(t.app.db, { monthly_fee: '600.00' });
  b = await makeDoyang(t.app.db);
  prof = await t.as('profesor', { doyang: a, responsible: true });
  profB = await t.as('profesor', { doyang: b, responsible: true });
  director = await t.as('director');
  await t.app.db.execute(sql`update configurations set value = '100' where id = 30`);

  // Expenses: 12,250.50 in the window (10,000 + 2,000 fixed), one before it, one of another doyang.
  await expense(a.id, '10000.00', '2026-10-05', true);
  await expense(a.id, '250.50', '2026-10-20', false);
  await expense(a.id, '2000.00', '2026-11-01', true);
  await expense(a.id, '999.00', '2025-11-30', true);
  await expense(b.id, '500.00', '2026-10-07', false);

  // Students: two in October, three in November (one a prospect, one with a full scholarship), one who left in November.
  const add = async (enrollment_date: string, o: Record<string, unknown> = {}) => {
    const s = await makeStudent(t.app.db, { doyang: a, enrollment_date, ...o });
    students.push(s.id);
    return s;
  };
  await add('2026-10-03');
  await add('2026-10-15');
  await add('2026-11-10', { is_scholarshiped: true, scholarship_percentage: 25 });
  await add('2026-11-12', { is_scholarshiped: true, scholarship_percentage: 100 });
  await add('2026-11-15', { is_prospect: true });
  await add('2026-09-01', { active: false, disenroll_date: '2026-11-05' });
  await makeStudent(t.app.db, { doyang: b, enrollment_date: '2026-10-01' });

  // Monthly fees (concept 5): 1,200 in October, 450 in November, a November receipt cancelled in November (netted to
  // zero), and an October one cancelled in November (its reversal nets on the day of the cancellation, as in INGRESOS).
  await makeReceipt(t.app.db, {
    doyangId: a.id,
    at: '2026-10-10T16:00:00Z',
    lines: [
      { concept: 5, title: 'MENSUALIDAD OCTUBRE 2026', amount: '600.00' },
      { concept: 5, title: 'MENSUALIDAD OCTUBRE 2026', amount: '600.00' },
      { concept: 4, title: 'DOBOK', amount: '800.00' },
    ],
  });
  await makeReceipt(t.app.db, {
    doyangId: a.id,
    at: '2026-11-03T16:00:00Z',
    lines: [{ concept: 5, title: 'MENSUALIDAD NOVIEMBRE 2026', amount: '450.00' }],
  });
  const cancelled = await makeReceipt(t.app.db, {
    doyangId: a.id,
    at: '2026-11-04T16:00:00Z',
    lines: [{ concept: 5, title: 'MENSUALIDAD NOVIEMBRE 2026', amount: '600.00' }],
  });
  await cancelAt(t.app.db, cancelled.id, '2026-11-06T16:00:00Z');
  const late = await makeReceipt(t.app.db, {
    doyangId: a.id,
    at: '2026-10-28T16:00:00Z',
    lines: [{ concept: 5, title: 'MENSUALIDAD NOVIEMBRE 2026', amount: '300.00' }],
  });
  await cancelAt(t.app.db, late.id, '2026-11-02T16:00:00Z');
  await makeReceipt(t.app.db, {
    doyangId: b.id,
    at: '2026-10-10T16:00:00Z',
    lines: [{ concept: 5, title: 'MENSUALIDAD OCTUBRE 2026', amount: '550.00' }],
  });

  // A parent event with two events; doyang a's people attended as prospects (participated).
  const parent = await one<{ id: number }>(
    t.app.db,
    sql`insert into parent_events (name) values ('TEMPORADA ESTADÍSTICA') returning id`,
  );
  parentId = Number(parent?.id);
  const event = async (name: string, date: string) =>
    Number(
      (
        await one<{ id: number }>(
          t.app.db,
          sql`insert into events (name, date, parent_event_id) values (${name}, ${date}, ${parentId}) returning id`,
        )
      )?.id,
    );
  const first = await event('CAMPAMENTO', '2026-10-18');
  const second = await event('CONVIVIO', '2026-11-08');
  const came = (eventId: number, userId: number, doyangId: number) =>
    t.app.db.execute(sql`insert into event_prospects (event_id, user_id, doyang_id, participated)
      values (${eventId}, ${userId}, ${doyangId}, true)`);
  for (const s of students.slice(0, 3)) await came(first, s, a.id);
  await came(second, students[0], a.id);
  const other = await makeStudent(t.app.db, { doyang: b, enrollment_date: '2026-10-01' });
  await came(first, other.id, b.id);
}, 60_000);
afterAll(() => t?.close());

describe('statistics of a doyang (the last twelve months)', () => {
  it('expenses, inscriptions, disenrollments and monthly fees by month, each month of the window a key', async () => {
    const s = await stats(prof, a.id);
    expect(s.months).toHaveLength(12);
    expect([s.months[0], s.months.at(-1)]).toEqual(['2025-12', '2026-11']);
    expect(s.statistics_expenses_by_month['2026-10']).toBe('10250.50');
    expect(s.statistics_expenses_by_month['2026-11']).toBe('2000.00');
    expect(s.statistics_expenses_by_month['2026-09']).toBe('0.00');
    expect(s.statistics_expenses_by_month['2025-11']).toBeUndefined();
    expect(s.statistics_fixed_expenses_by_month['2026-10']).toBe('10000.00');
    expect(s.statistics_inscriptions_by_month).toMatchObject({ '2026-09': 1, '2026-10': 2, '2026-11': 3, '2026-08': 0 });
    expect(s.statistics_disenrollments_by_month).toMatchObject({ '2026-11': 1, '2026-10': 0 });
    expect(Object.values(s.statistics_disenrollments_chart_by_month).every((v) => v === 0)).toBe(true);
    // October: 1,200 + the 300 sold then; November: 450, the cancelled 600 and its reversal, the 300's reversal (−300).
    // The product line is not a monthly fee.
    expect(s.statistics_monthly_fees_by_month).toMatchObject({ '2026-10': '1500.00', '2026-11': '150.00', '2026-09': '0.00' });
  });

  it('fixed income, expenses midpoint and the break-even point', async () => {
    const s = await stats(prof, a.id);
    // 600 + 600 + 450 (25 % scholarship); the full scholarship pays nothing, the prospect and the one who left count not.
    expect(s.fixed_income).toBe('1650.00');
    expect(s.paying_students).toBe(3);
    expect(s.average_fee).toBe('550.00');
    // 12,250.50 over twelve months = 1,020.875 → 1,020.88; × 3 ÷ 1,650 = 1.86 → 2 students.
    expect(s.expenses_midpoint).toBe('1020.88');
    expect(s.break_even_point).toBe(2);
  });

  it("the 'Este bimestre' switch: the bimester's months only", async () => {
    await t.app.db.execute(sql`update configurations set value = '2026-10-01' where id = 1`);
    await t.app.db.execute(sql`update configurations set value = '2026-11-30' where id = 2`);
    const s = await stats(prof, a.id, '?bimester_only=1');
    expect(s.bimester_only).toBe(true);
    expect(s.months).toEqual(['2026-10', '2026-11']);
    // 12,250.50 ÷ 2 = 6,125.25; × 3 ÷ 1,650 = 11.14 → 12.
    expect(s.expenses_midpoint).toBe('6125.25');
    expect(s.break_even_point).toBe(12);
    expect(s.statistics_monthly_fees_by_month).toEqual({ '2026-10': '1500.00', '2026-11': '150.00' });
  });

  it('months=3 and the spec Bajas curve (inscriptions ÷ 10, rounded down)', async () => {
    const s = await stats(prof, a.id, '?months=3');
    expect(s.months).toEqual(['2026-09', '2026-10', '2026-11']);
    for (let i = 0; i < 10; i++) await makeStudent(t.app.db, { doyang: a, enrollment_date: '2026-09-20', active: false });
    const after = await stats(prof, a.id, '?months=3');
    expect(after.statistics_inscriptions_by_month['2026-09']).toBe(11);
    expect(after.statistics_disenrollments_chart_by_month['2026-09']).toBe(1);
    expect((await prof.call('GET', `/api/doyangs/${a.id}/statistics?months=0`)).statusCode).toBe(422);
    expect((await prof.call('GET', `/api/doyangs/${a.id}/statistics?months=37`)).statusCode).toBe(422);
  });

  it('the doyang show answers the five appends of spec 03 §7, only those asked', async () => {
    const res = await prof.call('GET', `/api/doyangs/${a.id}?append=fixed_income,statistics_monthly_fees_by_month`);
    expect(res.statusCode, res.body).toBe(200);
    const d: DoyangRecordAnswer = res.json();
    expect(d.fixed_income).toBe('1650.00');
    expect(d.statistics_monthly_fees_by_month?.['2026-10']).toBe('1500.00');
    expect(d.expenses_midpoint).toBeUndefined();
    expect(d.statistics_expenses_by_month).toBeUndefined();
    const plain: DoyangRecordAnswer = (await prof.call('GET', `/api/doyangs/${a.id}`)).json();
    expect(plain.fixed_income).toBeUndefined();
  });
});

describe('statistics scope', () => {
  it('a professor of another doyang is refused; general direction reads any doyang and the network (23)', async () => {
    expect((await profB.call('GET', `/api/doyangs/${a.id}/statistics`)).statusCode).toBe(403);
    expect((await profB.call('GET', `/api/doyangs/${a.id}?append=fixed_income`)).statusCode).toBe(403);
    expect((await prof.call('GET', '/api/doyangs/23/statistics')).statusCode).toBe(403);
    expect((await profB.call('GET', `/api/doyangs/${a.id}/statistics/attendance?parent_event_id=${parentId}`)).statusCode).toBe(
      403,
    );
    expect((await director.call('GET', `/api/doyangs/${a.id}/statistics?months=12`)).statusCode).toBe(200);
    expect((await director.call('GET', '/api/doyangs/999999/statistics')).statusCode).toBe(404);
    const network = await stats(director, 23, '?months=12');
    expect(network.network).toBe(true);
    expect(network.statistics_expenses_by_month['2026-10']).toBe('10750.50');
    expect(network.statistics_monthly_fees_by_month['2026-10']).toBe('2050.00');
  });
});

describe('the Eventos tab: a parent event’s attendance', () => {
  it('each event with the doyang’s people, and the table 10 a page', async () => {
    const res = await prof.call('GET', `/api/doyangs/${a.id}/statistics/attendance?parent_event_id=${parentId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body: StatisticsAttendanceAnswer = res.json();
    expect(body.events.map((e) => [e.event_name, e.count, e.prospects, e.parsed_date])).toEqual([
      ['CAMPAMENTO', 3, 3, '18/OCT/2026'],
      ['CONVIVIO', 1, 1, '08/NOV/2026'],
    ]);
    expect(body.total).toBe(3);
    expect(body.per_page).toBe(10);
    const first = body.data.find((r) => r.user_id === students[0]);
    expect(first?.attended).toEqual(body.events.map((e) => e.event_id));
    const network: StatisticsAttendanceAnswer = (
      await director.call('GET', `/api/doyangs/23/statistics/attendance?parent_event_id=${parentId}`)
    ).json();
    expect(network.events[0].count).toBe(4);
    const bimester: StatisticsAttendanceAnswer = (
      await prof.call('GET', `/api/doyangs/${a.id}/statistics/attendance?parent_event_id=${parentId}&bimester_only=1`)
    ).json();
    expect(bimester.events).toHaveLength(2);
    expect((await prof.call('GET', `/api/doyangs/${a.id}/statistics/attendance?parent_event_id=999999`)).statusCode).toBe(404);
    expect((await prof.call('GET', `/api/doyangs/${a.id}/statistics/attendance`)).statusCode).toBe(422);
  });

  it('twelve people make two pages', async () => {
    const parent = await one<{ id: number }>(t.app.db, sql`insert into parent_events (name) values ('PÁGINAS') returning id`);
    const ev = await one<{ id: number }>(
      t.app.db,
      sql`insert into events (name, date, parent_event_id) values ('MUCHOS', '2026-11-01', ${parent?.id}) returning id`,
    );
    for (let i = 0; i < 12; i++) {
      const s = await makeStudent(t.app.db, { doyang: a, enrollment_date: '2026-01-10' });
      await t.app.db.execute(sql`insert into event_prospects (event_id, user_id, doyang_id, participated)
        values (${ev?.id}, ${s.id}, ${a.id}, true)`);
    }
    const page2: StatisticsAttendanceAnswer = (
      await prof.call('GET', `/api/doyangs/${a.id}/statistics/attendance?parent_event_id=${parent?.id}&page=2`)
    ).json();
    expect([page2.total, page2.data.length, page2.last_page, page2.current_page]).toEqual([12, 2, 2, 2]);
  });
});

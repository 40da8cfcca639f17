import { type GenerateCommissionsAnswer, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { makeDoyang, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeRecord, sell } from './commissions-fixture.ts';

// The commissions computed from sales (issue 26) on a small network built by hand, whose answers are known: what each
// doyang sold of each exam, event and tournament over by today (2026-11-22), under its scheme's tier for the count of
// people, cancelled receipts left out; written once as pending payments of concept 9, however often it runs.

let t: TestApp;
let director: Actor;
const ids: Record<string, number> = {};
const GENERATE = '/api/payments/generate_commissions';

type Commission = { doyang_id: number; record: string; title: string; amount: string; details: Record<string, unknown> };

/** The computed commissions, each named by its record's key in `ids`. */
async function commissions(): Promise<Commission[]> {
  const found = await rows<
    Omit<Commission, 'record'> & { exam_id: number | null; event_id: number | null; tournament_id: number | null }
  >(
    t.app.db,
    sql`select doyang_id, title, amount::text as amount, details, exam_id, event_id, tournament_id from payments
      where payment_concept_id = 9 and receipt_id is null order by id`,
  );
  const keys = { exam: ['x', 'w', 'f'], event: ['y', 'z'], tournament: ['tt'] };
  const nameOf = (kind: keyof typeof keys, id: number | null) => keys[kind].find((k) => ids[k] === id) ?? '?';
  return found.map(({ exam_id, event_id, tournament_id, ...c }) => ({
    ...c,
    record: exam_id ? nameOf('exam', exam_id) : event_id ? nameOf('event', event_id) : nameOf('tournament', tournament_id),
  }));
}

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = await t.as('director');
  const db = t.app.db;
  const scheme = (await director.call('POST', '/api/doyang_surrogations', { name: 'esquema cálculo', percentage: '10' })).json()
    .id;
  const tiers: [string, number, number, string, boolean?][] = [
    ['doyang_surrogation_exams', 1, 2, '10'],
    ['doyang_surrogation_exams', 3, 5, '20'],
    ['doyang_surrogation_events', 1, 10, '5'],
    ['doyang_surrogation_events', 1, 10, '15', true],
    ['doyang_surrogation_tournaments', 1, 10, '30'],
  ];
  for (const [list, min, max, percentage, is_seminar] of tiers) {
    const res = await director.call('POST', `/api/${list}`, {
      doyang_surrogation_id: scheme,
      min_inscriptions: min,
      max_inscriptions: max,
      percentage,
      is_seminar,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const [a, b, c] = await Promise.all([
    makeDoyang(db, { doyang_surrogation_id: scheme }),
    makeDoyang(db, { doyang_surrogation_id: scheme }),
    makeDoyang(db),
  ]);
  Object.assign(ids, { a: a.id, b: b.id, c: c.id, scheme });
  const students = await Promise.all([a, a, a, a, b, b, c].map((doyang) => makeStudent(db, { doyang })));
  const [s1, s2, s3, s4, s5, s6, s7] = students.map((s) => s.id);
  ids.x = await makeRecord(db, 'exam', { date: '2026-11-01', name: 'EXAMEN DE GRADO NOVIEMBRE' });
  ids.w = await makeRecord(db, 'exam', { date: '2026-11-02', name: 'EXAMEN DE CINTAS NEGRAS' });
  ids.f = await makeRecord(db, 'exam', { date: '2026-12-20', name: 'EXAMEN DE DICIEMBRE' });
  ids.y = await makeRecord(db, 'event', { date: '2026-10-10', name: 'SEMINARIO DE ARBITRAJE', is_seminar: true });
  ids.z = await makeRecord(db, 'event', { date: '2026-10-11', name: 'CLÍNICA DE POOMSE' });
  ids.tt = await makeRecord(db, 'tournament', { date: '2026-09-01', name: 'COPA OTOÑO' });
  const by = director.user.id;
  const sale = (doyang: number, kind: 'exam' | 'event' | 'tournament', record: number, amount: string, more = {}) =>
    sell(db, { doyang, kind, record, amount, by, ...more });

  // Exam X. A: three people (one paid in two installments) for $1,450.00 → the 3–5 tier, 20 %: $290.00. A fourth
  // person's receipt is cancelled below. B: two people for $666.66 → 10 %: $66.67 (66.666 rounded). C has no scheme.
  await sale(a.id, 'exam', ids.x, '500.00', { user: s1 });
  await sale(a.id, 'exam', ids.x, '500.00', { user: s2 });
  await sale(a.id, 'exam', ids.x, '250.00', { user: s3, partiality: true });
  await sale(a.id, 'exam', ids.x, '200.00', { user: s3, partiality: true });
  ids.cancelled = await sale(a.id, 'exam', ids.x, '500.00', { user: s4 });
  await sale(b.id, 'exam', ids.x, '333.33', { user: s5 });
  await sale(b.id, 'exam', ids.x, '333.33', { user: s6 });
  await sale(c.id, 'exam', ids.x, '500.00', { user: s7 });
  // Exam W has tiers of its own for the scheme (event_comissions): 50 % from one person, no upper bound. A: $100.00 → $50.00.
  await db.execute(sql`insert into event_comissions (exam_id, doyang_surrogation_id, min_participants, max_participants, percentage)
    values (${ids.w}, ${scheme}, 1, null, '50')`);
  await sale(a.id, 'exam', ids.w, '100.00', { user: s2 });
  // Exam F is not over: nothing yet.
  await sale(a.id, 'exam', ids.f, '500.00', { user: s1 });
  // Event Y is a seminar: the seminars' list, 15 % of $400.00 = $60.00. Event Z: 5 % of $100.00 = $5.00; B's eleven
  // people from the general public fall in no tier (1–10): nothing.
  await sale(a.id, 'event', ids.y, '200.00', { user: s1 });
  await sale(a.id, 'event', ids.y, '200.00', { user: s2 });
  await sale(a.id, 'event', ids.z, '100.00', { user: s1 });
  await sale(b.id, 'event', ids.z, '1100.00', { quantity: 11 });
  // Tournament: B sold one place to the general public for $800.00 → 30 %: $240.00.
  await sale(b.id, 'tournament', ids.tt, '800.00');
  // The cancellation as RECIBOS makes it: the receipt marked, its line reversed.
  const cancel = await director.call('PUT', `/api/receipts/${ids.cancelled}`, { is_canceled: true });
  expect(cancel.statusCode, cancel.body).toBe(200);
});
afterAll(() => t?.close());

describe('POST /api/payments/generate_commissions', () => {
  it('is for general direction only, and refuses a record not over, unknown, or more than one', async () => {
    const profesor = await t.as('profesor', { doyang: ids.a });
    expect((await profesor.call('POST', GENERATE, {})).statusCode).toBe(403);
    const early = await director.call('POST', GENERATE, { exam_id: ids.f });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.exam_id).toEqual([
      'Las comisiones se calculan cuando el examen ya terminó (a partir del 20/DIC/2026).',
    ]);
    const unknown = await director.call('POST', GENERATE, { tournament_id: 999999 });
    expect(unknown.json().errors.tournament_id).toEqual([MSG.relatedMissing]);
    const two = await director.call('POST', GENERATE, { exam_id: ids.x, event_id: ids.y });
    expect(two.json().errors.exam_id).toEqual([MSG.commissionsOneRecord]);
    expect(await commissions()).toEqual([]);
  });

  it("computes one exam's commissions when it is named", async () => {
    const res = await director.call('POST', GENERATE, { exam_id: ids.x });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as GenerateCommissionsAnswer;
    expect(answer.message).toBe('Comisiones calculadas: 2 nuevas.');
    expect(answer.data.map((d) => [d.doyang_id, d.amount])).toEqual([
      [ids.a, '290.00'],
      [ids.b, '66.67'],
    ]);
    expect(answer.data[0]).toMatchObject({
      title: 'COMISIÓN EXAMEN DE GRADO NOVIEMBRE',
      exam_id: ids.x,
      event_id: null,
      details: {
        kind: 'exam',
        count: 3,
        sold: '1450.00',
        percentage: '20.00',
        min_inscriptions: 3,
        max_inscriptions: 5,
        source: 'scheme',
        doyang_surrogation_id: ids.scheme,
      },
    });
  });

  it('computes every record over, each doyang once, with the amounts known by hand', async () => {
    const res = await director.call('POST', GENERATE, {});
    expect(res.json().message).toBe('Comisiones calculadas: 4 nuevas.');
    const all = await commissions();
    expect(all.map((c) => [c.record, c.doyang_id === ids.a ? 'a' : c.doyang_id === ids.b ? 'b' : 'c', c.amount])).toEqual([
      ['x', 'a', '290.00'],
      ['x', 'b', '66.67'],
      ['w', 'a', '50.00'],
      ['y', 'a', '60.00'],
      ['z', 'a', '5.00'],
      ['tt', 'b', '240.00'],
    ]);
    const byRecord = Object.fromEntries(all.map((c) => [c.record, c]));
    expect(byRecord.w.details).toMatchObject({ source: 'record', percentage: '50.00', max_inscriptions: null });
    expect(byRecord.y).toMatchObject({
      title: 'COMISIÓN EVENTO SEMINARIO DE ARBITRAJE',
      details: { count: 2, percentage: '15.00' },
    });
    expect(byRecord.tt).toMatchObject({ title: 'COMISIÓN TORNEO COPA OTOÑO', details: { count: 1, kind: 'tournament' } });
    // Pending: no receipt, no paid date; the doyang is who earns it (and who is paid).
    const pending = await rows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from payments where payment_concept_id = 9 and receipt_id is null and paid_date is null
        and paid_by is null and client_doyang_id = doyang_id and created_by = ${director.user.id}`,
    );
    expect(pending[0].n).toBe(6);
  });

  it('adds nothing when run again, whole or for one record', async () => {
    const again = await director.call('POST', GENERATE, {});
    expect(again.json()).toEqual({ message: MSG.commissionsNothingNew, data: [] });
    expect((await director.call('POST', GENERATE, { event_id: ids.y })).json().data).toEqual([]);
    expect(await commissions()).toHaveLength(6);
  });

  it('is paid once (paid date and who), never changed after', async () => {
    const [first] = await rows<{ id: number }>(
      t.app.db,
      sql`select id from payments where payment_concept_id = 9 and receipt_id is null order by id limit 1`,
    );
    await t.app.db.execute(
      sql`update payments set paid_date = '2026-11-22', paid_by = ${director.user.id} where id = ${first.id}`,
    );
    await expect(t.app.db.execute(sql`update payments set paid_date = '2026-11-23' where id = ${first.id}`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`update payments set amount = 1 where id = ${first.id}`)).rejects.toThrow();
    // A paid commission is still the one commission of its doyang and exam: running again adds none.
    expect((await director.call('POST', GENERATE, {})).json().data).toEqual([]);
  });
});

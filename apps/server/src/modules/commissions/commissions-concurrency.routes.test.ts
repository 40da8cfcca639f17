import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { makeDoyang, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp, type Twin } from '../../test/test-app.ts';
import { makeRecord, sell } from './commissions-fixture.ts';

// 'Calcular comisiones' pressed ten times at once, on two servers over one database (two pools on PostgreSQL, as two
// processes): each commission is written once (the unique index payments_commission_once_idx under
// INSERT … ON CONFLICT DO NOTHING), and the answers together name each exactly once.

let t: TestApp;
let twin: Twin;
let director: Actor;
let doyangs: number[];

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  twin = await t.twin();
  director = await t.as('director');
  const db = t.app.db;
  const scheme = (
    await director.call('POST', '/api/doyang_surrogations', { name: 'esquema concurrente', percentage: '5' })
  ).json().id as number;
  for (const list of ['doyang_surrogation_exams', 'doyang_surrogation_events', 'doyang_surrogation_tournaments']) {
    const tier = { doyang_surrogation_id: scheme, min_inscriptions: 1, max_inscriptions: 100, percentage: '10' };
    expect((await director.call('POST', `/api/${list}`, tier)).statusCode).toBe(201);
  }
  doyangs = (await Promise.all(Array.from({ length: 4 }, () => makeDoyang(db, { doyang_surrogation_id: scheme })))).map(
    (d) => d.id,
  );
  const records = {
    exam: await makeRecord(db, 'exam', { date: '2026-10-01' }),
    event: await makeRecord(db, 'event', { date: '2026-10-02' }),
    tournament: await makeRecord(db, 'tournament', { date: '2026-10-03' }),
  };
  for (const doyang of doyangs) {
    const student = await makeStudent(db, { doyang });
    for (const [kind, record] of Object.entries(records))
      await sell(db, { doyang, kind: kind as 'exam', record, amount: '300.00', user: student.id, by: director.user.id });
  }
});
afterAll(() => t?.close());

describe('ten generations at once on two servers', () => {
  it('write each commission once: four doyangs × three records', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? twin.call : t.call)('POST', '/api/payments/generate_commissions', director.token, {}),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const written = answers.flatMap((r) => r.json().data.map((d: { id: number }) => d.id));
    expect(written).toHaveLength(12);
    expect(new Set(written).size).toBe(12);
    const stored = await rows<{ doyang_id: number; n: number; amount: string }>(
      t.app.db,
      sql`select doyang_id, count(*)::int as n, sum(amount)::text as amount from payments
        where payment_concept_id = 9 and receipt_id is null group by doyang_id order by doyang_id`,
    );
    expect(stored).toEqual([...doyangs].sort((a, b) => a - b).map((doyang_id) => ({ doyang_id, n: 3, amount: '90.00' })));
  });
});

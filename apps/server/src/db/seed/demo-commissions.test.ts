import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';
import { rows } from '../sql.ts';

// The demo's commissions (issue 26) look alive for director@demo.mx and agree with the generation: two schemes with
// their four lists, most doyangs under one, commissions of what is over (some paid, the rest pending), and
// 'Calcular comisiones' pressed again finds nothing new.

let t: TestApp;
let director: string;
const q = <T>(query: SQL) => rows<T>(t.app.db, query);

beforeAll(async () => {
  t = await createTestApp({}, 60);
  director = await t.login('director@demo.mx');
});
afterAll(() => t?.close());

describe('the demo commissions', () => {
  it('has two schemes with tiers in each list (seminars apart) and commission tables, assigned to doyangs and staff', async () => {
    const schemes = (
      await t.call(
        'GET',
        '/api/doyang_surrogations?with=doyang_surrogation_exams,doyang_surrogation_events,doyang_surrogation_tournaments,doyang_surrogation_bus',
        director,
      )
    ).json();
    expect(schemes.map((s: { name: string }) => s.name)).toEqual(['ESQUEMA BASE', 'ESQUEMA PROFESOR CERTIFICADO']);
    for (const s of schemes) {
      expect(s.doyang_surrogation_exams).toHaveLength(3);
      expect(s.doyang_surrogation_events.filter((e: { is_seminar: boolean }) => e.is_seminar)).toHaveLength(1);
      expect(s.doyang_surrogation_tournaments.length).toBeGreaterThan(0);
      expect(s.doyang_surrogation_bus.length).toBeGreaterThan(0);
    }
    const shown = (
      await t.call('GET', `/api/doyang_surrogations/${schemes[0].id}?append=parsed_multilevel_discount_types`, director)
    ).json();
    expect(
      shown.parsed_multilevel_discount_types.filter((d: { percentage: string | null }) => d.percentage !== null),
    ).toHaveLength(3);
    const [assigned] = await q<{ doyangs: number; staff: number }>(sql`select
        (select count(*)::int from doyangs where doyang_surrogation_id is not null) as doyangs,
        (select count(*)::int from doyang_personal where doyang_surrogation_id is not null) as staff`);
    expect(assigned.doyangs).toBeGreaterThan(3);
    expect(assigned.staff).toBeGreaterThan(0);
  });

  it('computed the commissions of past exams, events and tournaments: some paid, the rest pending', async () => {
    const byKind = await q<{ kind: string; paid: number; pending: number }>(sql`select details->>'kind' as kind,
        count(*) filter (where paid_date is not null)::int as paid, count(*) filter (where paid_date is null)::int as pending
      from payments where payment_concept_id = 9 and receipt_id is null group by 1 order by 1`);
    // A network of 60 students may send nobody to a past event: exams and tournaments always have some.
    expect(byKind.map((k) => k.kind)).toEqual(expect.arrayContaining(['exam', 'tournament']));
    const total = byKind.reduce((n, k) => ({ paid: n.paid + k.paid, pending: n.pending + k.pending }), { paid: 0, pending: 0 });
    expect(total.paid).toBeGreaterThan(0);
    expect(total.pending).toBeGreaterThan(0);
    // Paid ones were paid after their record's date, by someone, and never before today.
    const wrong = await q(sql`select p.id from payments p
        left join exams e on e.id = p.exam_id left join events v on v.id = p.event_id left join tournaments o on o.id = p.tournament_id
      where p.payment_concept_id = 9 and p.receipt_id is null
        and (coalesce(e.date, v.date, o.date) > ${TODAY}::date or (p.paid_date is not null and (p.paid_by is null
          or p.paid_date < coalesce(e.date, v.date, o.date) or p.paid_date > ${TODAY}::date)))`);
    expect(wrong).toEqual([]);
    // Only doyangs under a scheme earn them.
    const unschemed = await q(sql`select p.id from payments p join doyangs d on d.id = p.doyang_id
      where p.payment_concept_id = 9 and p.receipt_id is null and d.doyang_surrogation_id is null`);
    expect(unschemed).toEqual([]);
  });

  it("is what 'Calcular comisiones' computes: pressing it again adds nothing", async () => {
    const again = await t.call('POST', '/api/payments/generate_commissions', director, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual([]);
  });
});

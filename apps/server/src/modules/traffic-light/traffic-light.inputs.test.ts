import { ROLES } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { rows } from '../../db/sql.ts';
import { configurationSql } from '../../shared/configuration-values.ts';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';
import { lightSignature, nextExam, studentInputs } from './traffic-light.queries.ts';
import { ensureLight } from './traffic-light.service.ts';

// The light's inputs statement was rewritten set-based for speed (issue 27): on a demo network with a bimester of
// attendance, no-class days (network-wide and one group's), kyosa marks, earned points and several revisions per
// student, it answers exactly what the statement it replaced answered (kept here verbatim), for the network and for
// one doyang, on several days.

/** The statement before issue 27: a lateral subquery per student for absences, points and the latest revision. */
function formerInputsSql(scope: { doyangId: number } | { network: true }, today: string): SQL {
  const start = sql`(${configurationSql('bimesterStart')})::date`;
  const until = sql`least((${configurationSql('bimesterEnd')})::date, ${today}::date)`;
  const scopeSql = 'doyangId' in scope ? sql`u.doyang_id = ${scope.doyangId}` : sql`true`;
  return sql`with hol as materialized (
        select h.start_date, h.end_date, h.doyang_group_id from holidays h where h.end_date >= ${start} and h.start_date <= ${until})
      select u.id, u.doyang_id, dg."order" as degree_order, u.birth_date, u.last_aproved_exam_date, u.start_tkd_date,
        coalesce(ab.n, 0)::int as bimester_absences,
        (u.starting_curriculum_points + coalesce(cp.total, 0))::int as curriculum_points,
        rv.result as revision_result, rv.requirement_products, rv.requirement_other
      from users u
      left join degrees dg on dg.id = u.degree_id
      left join lateral (
        select count(*) as n from assistances a
        where a.user_id = u.id and not a.is_kyosa and a.type = 'F' and a.date between ${start} and ${until}
          and not exists (select 1 from hol h where a.date between h.start_date and h.end_date
            and (h.doyang_group_id is null or h.doyang_group_id = a.doyang_group_id))
      ) ab on true
      left join lateral (select sum(c.points) as total from curriculum_points c where c.user_id = u.id) cp on true
      left join lateral (
        select rr.result, rr.requirement_products, rr.requirement_other from revision_results rr
        where rr.user_id = u.id order by rr.revision_id desc limit 1
      ) rv on true
      where u.role_id = ${ROLES.ALUMNO} and u.active and not u.is_prospect and u.doyang_id is not null and ${scopeSql}`;
}

/** How the former statement's rows became the rule's inputs (its checked ids read from the revision's JSON in JS). */
type FormerRow = Record<string, unknown> & {
  id: number;
  doyang_id: number;
  requirement_products: { id: number; checked?: boolean }[] | null;
  requirement_other: { id: number; checked?: boolean }[] | null;
  revision_result: number | null;
};
const checkedIds = (items: FormerRow['requirement_products']) =>
  (items ?? []).filter((i) => i.checked === true).map((i) => Number(i.id));
const formerInputs = (r: FormerRow) => ({
  id: r.id,
  doyang_id: r.doyang_id,
  student: {
    degree_order: r.degree_order,
    birth_date: r.birth_date,
    last_aproved_exam_date: r.last_aproved_exam_date,
    start_tkd_date: r.start_tkd_date,
    bimester_absences: r.bimester_absences,
    curriculum_points: r.curriculum_points,
    checked_products: checkedIds(r.requirement_products),
    checked_requisites: checkedIds(r.requirement_other),
    revision_result: r.revision_result ?? 0,
  },
});

let t: TestApp;
const byId = <T extends { id: number }>(list: T[]) => [...list].sort((a, b) => a.id - b.id);

beforeAll(async () => {
  t = await createTestApp({}, 120);
  const db = t.app.db;
  // One group's no-class days in the bimester, a network-wide one, kyosa absences, earned points, a second revision.
  const [group] = await rows<{ id: number }>(
    db,
    sql`select doyang_group_id as id from assistances where type = 'F' and date <= ${TODAY}::date
      group by 1 order by count(*) desc limit 1`,
  );
  const [window] = await rows<{ s: string }>(db, sql`select (${configurationSql('bimesterStart')})::date::text as s`);
  const plus = (days: number) => new Date(Date.parse(`${window.s}T12:00:00Z`) + days * 864e5).toISOString().slice(0, 10);
  await db.insert(s.holidays).values([
    { name: 'PUENTE DEL GRUPO', start_date: plus(3), end_date: plus(9), doyang_group_id: group.id },
    { name: 'DÍA FERIADO', start_date: plus(15), end_date: plus(15) },
  ]);
  await db.execute(sql`update assistances set is_kyosa = true
    where id in (select id from assistances where type = 'F' order by id limit 25)`);
  await db.execute(sql`insert into curriculum_points (user_id, date, concept, points)
    select u.id, ${TODAY}::date, 'COPA', 7 * (u.id % 5) from users u where u.role_id = ${ROLES.ALUMNO} and u.id % 3 = 0`);
  const [revision] = await db
    .insert(s.revisions)
    .values({ name: 'REVISIÓN DOS', active: true, doyang_group_id: group.id })
    .returning();
  await db.execute(sql`insert into revision_results (revision_id, user_id, result, requirement_products)
    select ${revision.id}, u.id, 2, '[{"id": 2, "checked": true}]'::jsonb from users u
    where u.doyang_group_id = ${group.id} and u.role_id = ${ROLES.ALUMNO}`);
  const counts = await rows<{ absences: number; revisions: number; points: number }>(
    db,
    sql`select (select count(*) from assistances where type = 'F')::int as absences,
      (select count(*) from revision_results)::int as revisions, (select count(*) from curriculum_points)::int as points`,
  );
  expect(counts[0].absences).toBeGreaterThan(50);
  expect(counts[0].revisions).toBeGreaterThan(0);
});
afterAll(() => t?.close());

describe('the light inputs statement', () => {
  it('answers what the per-student statement answered, for the network and for one doyang, on several days', async () => {
    const db = t.app.db;
    const [busiest] = await rows<{ id: number }>(
      db,
      sql`select doyang_id as id from users where role_id = ${ROLES.ALUMNO} and active group by 1 order by count(*) desc limit 1`,
    );
    const [window] = await rows<{ s: string }>(db, sql`select (${configurationSql('bimesterStart')})::date::text as s`);
    let absent = 0;
    let checked = 0;
    for (const today of [TODAY, window.s, '2027-06-30']) {
      for (const scope of [{ network: true } as const, { doyangId: busiest.id }]) {
        const now = byId(await studentInputs(db, scope, today));
        const before = byId((await rows<FormerRow>(db, formerInputsSql(scope, today))).map(formerInputs));
        expect(now.length).toBeGreaterThan(0);
        expect(now).toEqual(before);
        absent += now.filter((r) => r.student.bimester_absences > 0).length;
        checked += now.filter((r) => r.student.checked_products.length > 0).length;
      }
    }
    // The dataset does exercise the absences and the checked items (not a comparison of zeros and empty lists).
    expect(absent).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(0);
  });
});

describe('the snapshot write', () => {
  it('rewrites only the students whose light changed, and stamps the run of every computed doyang', async () => {
    const db = t.app.db;
    const exam = await nextExam(db, TODAY);
    if (!exam) throw new Error('the demo has no next exam');
    await ensureLight(db, exam, null, true, TODAY);
    type Stored = { user_id: number; colour: string; reasons: string[]; signature: number; at: string };
    const stored = () =>
      rows<Stored>(
        db,
        sql`select user_id, colour, reasons, signature::float8 as signature, computed_at::text as at
          from traffic_light_results where exam_id = ${exam.id} order by user_id`,
      );
    const runs = () =>
      rows<{ at: string }>(db, sql`select max(computed_at)::text as at from traffic_light_runs where exam_id = ${exam.id}`);
    const before = await stored();
    const runBefore = (await runs())[0].at;
    expect(before.length).toBeGreaterThan(50);
    // Every stored signature is the one its doyang, colour and reasons give.
    const [one] = await rows<{ doyang_id: number }>(db, sql`select doyang_id from users where id = ${before[0].user_id}`);
    expect(before[0].signature).toBe(
      lightSignature({ doyang_id: one.doyang_id, colour: before[0].colour as never, reasons: before[0].reasons }),
    );
    // One student gains 1,000 points: only that row changes.
    const changed = before.find((r) => r.reasons.some((x) => x.startsWith('Puntos')));
    if (!changed) throw new Error('the demo has no student short of points');
    await db.execute(
      sql`update users set starting_curriculum_points = starting_curriculum_points + 1000 where id = ${changed.user_id}`,
    );
    await ensureLight(db, exam, null, true, TODAY);
    const after = await stored();
    expect(after.map((r) => r.user_id)).toEqual(before.map((r) => r.user_id));
    const rewritten = after.filter((r, i) => r.at !== before[i].at).map((r) => r.user_id);
    expect(rewritten).toEqual([changed.user_id]);
    expect(after.find((r) => r.user_id === changed.user_id)?.reasons.some((x) => x.startsWith('Puntos'))).toBe(false);
    expect((await runs())[0].at > runBefore).toBe(true);
  });
});

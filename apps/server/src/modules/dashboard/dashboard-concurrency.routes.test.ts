import type { DashboardAnswer } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../db/sql.ts';
import { createTestApp, onPostgres, type TestApp, type Twin } from '../../test/test-app.ts';

// Home's writes under concurrency (issue 27), through two servers on one PostgreSQL database (two pools, as two
// processes), ten requests at once alternating between them: a goal set ten times leaves one goal; the network's
// traffic light recalculated ten times at once, and the first Home of an exam without a snapshot asked ten times at
// once, end as one recalculation does — no 5xx, no row twice, one run per doyang.

let t: TestApp;
let twin: Twin;
let director: string;

beforeAll(async () => {
  t = await createTestApp({}, 60);
  twin = await t.twin();
  director = await t.login('director@demo.mx');
});
afterAll(() => t?.close());

/** Ten times at once, alternating the two servers as a proxy in front of two processes would. */
const tenAtOnce = (method: string, url: string, body?: unknown) =>
  Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? twin.call : t.call)(method, url, director, body)));

/** The stored snapshot of an exam: each student's colour, and the runs per doyang. */
const snapshot = async (examId: number) => ({
  results: await rows<{ user_id: number; doyang_id: number; colour: string }>(
    t.app.db,
    sql`select user_id, doyang_id, colour from traffic_light_results where exam_id = ${examId} order by user_id`,
  ),
  runs: await one<{ n: number; doyangs: number }>(
    t.app.db,
    sql`select count(*)::int as n, count(distinct doyang_id)::int as doyangs from traffic_light_runs where exam_id = ${examId}`,
  ),
});

describe.runIf(onPostgres)("Home's writes ten at once on two servers (PostgreSQL)", () => {
  it('the same goal ten times leaves one goal; ten different goals leave one of them', async () => {
    const first = await tenAtOnce('PUT', '/api/doyangs/1', { stablish_goal: true, doyang_id: 1, type: 'inscription', goal: 12 });
    expect(first.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(first.every((r) => r.json().bimester_inscriptions_goal === 12)).toBe(true);

    const exam = await one<{ id: number }>(
      t.app.db,
      sql`select id from exams where active and date >= current_date order by date, id limit 1`,
    );
    const goals = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? twin.call : t.call)('PUT', '/api/doyangs/2', director, {
          stablish_goal: true,
          doyang_id: 2,
          type: 'exam',
          goal: 20 + i,
          exam_id: exam?.id,
        }),
      ),
    );
    expect(goals.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const stored = await rows<{ goal: number }>(
      t.app.db,
      sql`select goal from doyang_goals where doyang_id = 2 and kind = 'exam' and item_id = ${exam?.id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].goal).toBeGreaterThanOrEqual(20);
    expect(stored[0].goal).toBeLessThanOrEqual(29);
  });

  it("the network's traffic light recalculated ten times at once ends as one recalculation", async () => {
    const answers = await tenAtOnce('GET', '/api/doyangs/23/traffic_light_rows?recalculate=true');
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const examId = (await t.call('GET', '/api/doyangs/dashboard?ids=23', director)).json().exam.id as number;
    const together = await snapshot(examId);

    const alone = await t.call('GET', '/api/doyangs/23/traffic_light_rows?recalculate=true', director);
    expect(alone.statusCode).toBe(200);
    const after = await snapshot(examId);
    expect(together.results.length).toBeGreaterThan(0);
    expect(together).toEqual(after);
    expect(new Set(after.results.map((r) => r.user_id)).size).toBe(after.results.length);
    expect(after.runs?.n).toBe(after.runs?.doyangs);
  });

  it('ten first Homes of an exam without a snapshot fill it once, and every card reads it', async () => {
    const examId = (await t.call('GET', '/api/doyangs/dashboard?ids=23', director)).json().exam.id as number;
    await t.app.db.execute(sql`delete from traffic_light_results where exam_id = ${examId}`);
    await t.app.db.execute(sql`delete from traffic_light_runs where exam_id = ${examId}`);

    const homes = await tenAtOnce('GET', '/api/doyangs/dashboard');
    expect(homes.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const stored = await snapshot(examId);
    expect(stored.results.length).toBeGreaterThan(0);
    expect(new Set(stored.results.map((r) => r.user_id)).size).toBe(stored.results.length);
    expect(stored.runs?.n).toBe(stored.runs?.doyangs);
    // Every Home counted the whole snapshot: the network card's colours add up to its rows.
    for (const home of homes) {
      const net = (home.json() as DashboardAnswer).data.find((c) => c.id === 23);
      const counted = Object.values(net?.traffic_light_report_array ?? {}).reduce((a, b) => a + b, 0);
      expect(counted).toBe(stored.results.length);
    }
  });
});

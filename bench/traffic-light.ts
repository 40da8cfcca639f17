// The exam traffic light at scale (issue 27; target under 500 ms on PostgreSQL at 20,000 students): the general
// direction's whole network recalculated and read back, its Excel, one doyang's rows; then where a recalculation's
// time goes (the inputs statement, the readiness rule in JS, the snapshot write, the stale delete, the page read,
// the sheet), each timed on its own.
import { readinessForExam } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../apps/server/src/db/client.ts';
import {
  nextExam,
  readinessRequirements,
  scopeDoyangsSql,
  snapshotPage,
  snapshotSheet,
  storeLight,
  studentInputs,
} from '../apps/server/src/modules/traffic-light/traffic-light.queries.ts';
import { computeLight } from '../apps/server/src/modules/traffic-light/traffic-light.service.ts';
import { xlsxBuffer } from '../apps/server/src/reports/xlsx.ts';

type Row = Record<string, number | string>;
const first = async (handle: DbHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows[0];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

async function timed<T>(label: string, times: number, run: () => Promise<T>, status?: (r: T) => string) {
  const ms: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    last = await run();
    ms.push(performance.now() - t0);
  }
  const shown = status && last !== undefined ? status(last) : '   ';
  console.log(`${label.padEnd(100)} ${shown}  median ${median(ms).toFixed(1)} ms  p95 ${p95(ms).toFixed(1)} ms`);
}

export async function measureTrafficLight(app: FastifyInstance, handle: DbHandle, token: string, today: string): Promise<void> {
  const db = handle.db;
  const counts = await first(
    handle,
    sql`select (select count(*) from users where role_id = 10 and active and not is_prospect and doyang_id is not null)::int as students,
      (select count(*) from assistances)::int as assistances, (select count(*) from curriculum_points)::int as points,
      (select count(*) from revision_results)::int as revisions, (select count(*) from holidays)::int as holidays`,
  );
  console.log(
    `traffic light: ${counts.students} active students, ${counts.assistances} attendance marks, ${counts.points} curriculum points, ` +
      `${counts.revisions} revision results, ${counts.holidays} no-class days`,
  );
  const headers = { authorization: `Bearer ${token}` };
  const get = (url: string) => app.inject({ method: 'GET', url, headers });
  const code = (r: { statusCode: number }) => String(r.statusCode);
  for (const url of [
    '/api/doyangs/23/traffic_light_rows?recalculate=true',
    '/api/doyangs/23/traffic_light_rows',
    '/api/doyangs/23/traffic_light_rows?page=40&colour=rojo',
    '/api/doyangs/23/traffic_light',
    '/api/doyangs/23/traffic_light?recalculate=true',
    '/api/doyangs/1/traffic_light_rows?recalculate=true',
    '/api/doyangs/1/traffic_light_rows',
    '/api/doyangs/1/traffic_light',
  ])
    await timed(url, 10, () => get(url), code);

  // Where a network recalculation's time goes.
  const exam = await nextExam(db, today);
  if (!exam) return;
  await timed('  the inputs statement (network)', 5, () => studentInputs(db, { network: true }, today));
  await timed('  the requirements', 5, () => readinessRequirements(db));
  const [requirements, students] = await Promise.all([readinessRequirements(db), studentInputs(db, { network: true }, today)]);
  await timed('  the readiness rule in JS (network)', 5, async () => {
    const readiness = readinessForExam(exam.date, requirements);
    return students.map((s) => readiness(s.student));
  });
  const results = await computeLight(db, exam, { network: true }, today);
  const doyangIds = scopeDoyangsSql({ network: true });
  await timed('  the snapshot write, nothing changed (network, one statement)', 5, () =>
    storeLight(db, exam.id, results, { doyangIds, replaceDoyang: null }),
  );
  // Every student's light changed (a new day, new absences): the worst case of the write.
  const shuffled = results.map((_, i) => ({ ...results[(i + 1) % results.length], user_id: results[i].user_id }));
  await timed('  the snapshot written twice, every row changed each time (network)', 4, async () => {
    await storeLight(db, exam.id, shuffled, { doyangIds, replaceDoyang: null });
    await storeLight(db, exam.id, results, { doyangIds, replaceDoyang: null });
  });
  await timed('  the page read with the counts (network)', 5, () =>
    snapshotPage(db, { examId: exam.id, examDate: exam.date, doyangId: null, colour: null, limit: 20, offset: 0 }),
  );
  await timed('  every snapshot row, sorted (network, for the sheet)', 5, () => snapshotSheet(db, exam.id, exam.date, null));
  const sheet = await snapshotSheet(db, exam.id, exam.date, null);
  const columns = ['full_name', 'doyang_name', 'degree_name', 'age', 'colour', 'reasons_text'] as const;
  await timed(`  the xlsx of ${sheet.length} rows, written alone`, 5, () =>
    xlsxBuffer(
      columns.map((c) => ({ header: c, value: (r: (typeof sheet)[number]) => r[c] })),
      sheet,
      'Semáforo',
    ),
  );
}

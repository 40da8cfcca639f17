// The statistics screen at scale (issue 27; target under 200 ms at 20,000 students): a doyang's year and bimester, the
// network's (doyang 23), the doyang show with the five appends of spec 03 §7, and a parent event's attendance table.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../apps/server/src/db/client.ts';

type Row = Record<string, number | string>;
const first = async (handle: DbHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows[0];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

export async function measureStatistics(app: FastifyInstance, handle: DbHandle, token: string): Promise<void> {
  const counts = await first(
    handle,
    sql`select (select count(*) from payments)::int as payments, (select count(*) from expenses)::int as expenses,
      (select count(*) from enrollments)::int as enrollments,
      (select count(*) from users where role_id = 10 and active and doyang_id = 1)::int as doyang1,
      (select id from parent_events order by id limit 1) as parent`,
  );
  console.log(
    `statistics: ${counts.payments} payments, ${counts.expenses} expenses, ${counts.enrollments} enrollments, ` +
      `${counts.doyang1} active students in doyang 1`,
  );
  const headers = { authorization: `Bearer ${token}` };
  const timed = async (url: string, times = 15) => {
    const ms: number[] = [];
    let status = 0;
    for (let i = 0; i < times; i++) {
      const t0 = performance.now();
      status = (await app.inject({ method: 'GET', url, headers })).statusCode;
      ms.push(performance.now() - t0);
    }
    console.log(`${`GET ${url}`.padEnd(100)} ${status}  median ${median(ms).toFixed(1)} ms  p95 ${p95(ms).toFixed(1)} ms`);
  };
  await timed('/api/doyangs/1/statistics');
  await timed('/api/doyangs/1/statistics?bimester_only=1');
  await timed('/api/doyangs/23/statistics');
  await timed(
    '/api/doyangs/1?append=statistics_expenses_by_month,statistics_inscriptions_by_month,statistics_monthly_fees_by_month,expenses_midpoint,fixed_income',
  );
  if (counts.parent) {
    await timed(`/api/doyangs/1/statistics/attendance?parent_event_id=${counts.parent}`);
    await timed(`/api/doyangs/23/statistics/attendance?parent_event_id=${counts.parent}`);
  }
}

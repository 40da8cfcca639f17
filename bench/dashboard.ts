// Home's doyang cards at scale (issue 27; targets: the general direction's Home with every card under 300 ms on PGlite
// and 150 ms on PostgreSQL at 20,000 students): every card in one request, one card through the old home's call, the
// students behind a count (risk, the traffic light's red), and each of the doyang's CSV reports.
import type { FastifyInstance } from 'fastify';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

async function timed(label: string, times: number, run: () => Promise<{ statusCode: number; body: string }>) {
  const ms: number[] = [];
  let status = 0;
  let size = 0;
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    const res = await run();
    ms.push(performance.now() - t0);
    status = res.statusCode;
    size = res.body.length;
  }
  console.log(
    `${label.padEnd(100)} ${status}  median ${median(ms).toFixed(1)} ms  p95 ${p95(ms).toFixed(1)} ms  ${(size / 1024).toFixed(0)} KB`,
  );
}

const APPEND =
  'month_birthdays,totals_by_belt,inscription_record,black_belt_prospects_count,risk_students_count,traffic_light_report_array,' +
  'next_exams_totals,next_events_totals,next_tournaments_totals,next_meetings_totals,exam_efficiency,exam_record';

export async function measureDashboard(app: FastifyInstance, token: string): Promise<void> {
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  // The snapshot of the next exam's traffic light, as the traffic light's own call fills it (the cards only read it).
  const light = await get('/api/doyangs/23/traffic_light_rows');
  console.log(`traffic light snapshot of the network: ${light.statusCode}`);
  const runs = 7;
  await timed('GET /api/doyangs/dashboard (every card, director)', runs, () => get('/api/doyangs/dashboard'));
  await timed('GET /api/doyangs/dashboard?ids=1 (one card)', runs, () => get('/api/doyangs/dashboard?ids=1'));
  await timed('GET /api/doyangs/dashboard?ids=23 (the network card)', runs, () => get('/api/doyangs/dashboard?ids=23'));
  await timed('GET /api/doyangs/1?append=… (the old home, one card)', runs, () => get(`/api/doyangs/1?append=${APPEND}`));
  await timed('GET /api/doyangs/1/dashboard_students?kind=risk', runs, () => get('/api/doyangs/1/dashboard_students?kind=risk'));
  await timed('GET /api/doyangs/23/dashboard_students?kind=risk (network)', runs, () =>
    get('/api/doyangs/23/dashboard_students?kind=risk'),
  );
  await timed('GET /api/doyangs/1/dashboard_students?kind=traffic_light&colour=rojo', runs, () =>
    get('/api/doyangs/1/dashboard_students?kind=traffic_light&colour=rojo'),
  );
  for (const report of [
    'daily_inscriptions_csv',
    'bimester_inscriptions_csv',
    'bimester_disenrolls_csv',
    'risk_students',
    'black_belt_prospects_csv',
  ])
    await timed(`GET /api/doyangs/1/${report}`, runs, () => get(`/api/doyangs/1/${report}`));
  await timed('GET /api/doyangs/23/risk_students (network)', runs, () => get('/api/doyangs/23/risk_students'));
}

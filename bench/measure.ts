// Builds a demo network of BENCH_STUDENTS students (default 20,000) on a fresh database and times the
// lists and reports through the real app. Run: npm run bench  (DATABASE_URL=… to measure PostgreSQL).
import { rmSync } from 'node:fs';
import { type SessionAnswer, todayYmd } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/db/setup.ts';
import { measureAccounting } from './accounting.ts';
import { measureDashboard } from './dashboard.ts';
import { measureGenealogyTree } from './genealogy.ts';
import { loadScenarios } from './load.ts';
import { measureLogins } from './logins.ts';
import { measureSales } from './sales.ts';
import { measureStatistics } from './statistics.ts';
import { measureTournamentDay } from './tournament-day.ts';
import { measureTournaments } from './tournaments.ts';
import { measureTrafficLight } from './traffic-light.ts';

const students = Number(process.env.BENCH_STUDENTS ?? 20000);
const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/doyang-bench';
if (!process.env.DATABASE_URL && !process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
const config = { ...loadConfig(), demoStudents: students };

const started = performance.now();
const { handle, seeded } = await prepareDatabase(config);
console.log(
  `database ${seeded ? 'seeded' : 'reused'} (${students} students) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
// A database in use is vacuumed and analysed by autovacuum as it changes; the bench measures right after seeding (and
// this machine's PostgreSQL runs with autovacuum off), so it does once what autovacuum would have done: without it the
// planner has no statistics and every index-only scan goes back to the table (the Home's cards: 196 → 138 ms).
const vacuumed = performance.now();
await handle.db.execute(sql`vacuum analyze`);
console.log(`vacuum analyze in ${((performance.now() - vacuumed) / 1000).toFixed(1)} s`);
const app = await buildApp({ config, db: handle.db, listen: handle.listen });
await app.ready();

const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { email: 'director@demo.mx', password: 'demo1234' },
});
const token = (login.json() as SessionAnswer).access_token;

// BENCH_ONLY=day: only the tournament-day scenario (issue 22), on the same 20,000-student network.
if (process.env.BENCH_ONLY === 'day') {
  await app.close();
  await measureTournamentDay(config, handle, todayYmd());
  await handle.close();
  process.exit(0);
}

// BENCH_ONLY=load: only the HTTP load beside a bare Fastify (issue 24: where the students page's time goes).
if (process.env.BENCH_ONLY === 'load') {
  await app.close();
  await loadScenarios(config, handle, token, todayYmd());
  await handle.close();
  process.exit(0);
}

// BENCH_ONLY=sales: only the point of sale (issue 25).
if (process.env.BENCH_ONLY === 'sales') {
  await measureSales(app, handle, token);
  await app.close();
  await handle.close();
  process.exit(0);
}

// BENCH_ONLY=accounting: only INGRESOS, its totals and CSV, and GASTOS (issue 26).
if (process.env.BENCH_ONLY === 'accounting') {
  await measureAccounting(app, handle, token, todayYmd());
  await app.close();
  await handle.close();
  process.exit(0);
}

// BENCH_ONLY=dashboard: only Home's doyang cards, their lists and reports (issue 27).
if (process.env.BENCH_ONLY === 'dashboard') {
  await measureDashboard(app, token);
  await app.close();
  await handle.close();
  process.exit(0);
}

// BENCH_ONLY=statistics: only the statistics screen's calls (issue 27).
if (process.env.BENCH_ONLY === 'statistics') {
  await measureStatistics(app, handle, token);
  await app.close();
  await handle.close();
  process.exit(0);
}

// BENCH_ONLY=light: only the exam traffic light (issue 27): the network recalculated, its Excel, one doyang's rows.
if (process.env.BENCH_ONLY === 'light') {
  await measureTrafficLight(app, handle, token, todayYmd());
  await app.close();
  await handle.close();
  process.exit(0);
}

// Groups and attendance (issue 4): the busiest group of doyang 1 and yesterday, for the attendance screens.
const [busiest] = (
  (await handle.db.execute(sql`select u.doyang_group_id as id, count(*)::int as students from users u
    join doyang_groups g on g.id = u.doyang_group_id where g.doyang_id = 1 and u.role_id = 10 and u.active
    group by 1 order by 2 desc limit 1`)) as unknown as { rows: { id: number; students: number }[] }
).rows;
const group = busiest.id;
const today = todayYmd();
const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 864e5).toISOString().slice(0, 10);

// Exams and events (issue 11): the next exam and an event already held.
const firstRow = async (query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: { id: number }[] }).rows[0] ?? { id: 0 };
const nextExam = await firstRow(sql`select id from exams where date >= ${todayYmd()} order by date limit 1`);
const heldEvent = await firstRow(
  sql`select e.id from events e where exists (select 1 from event_prospects p where p.event_id = e.id) and e.date < ${todayYmd()} order by e.date desc limit 1`,
);

const targets = (process.env.BENCH_URLS ?? '').split(' ').filter(Boolean);
const urls = targets.length
  ? targets
  : [
      '/api/doyangs?front_page=1',
      '/api/doyangs?active=1&with=personal,responsible',
      '/api/doyangs/1',
      '/api/degrees?paginate=1&perPage=30',
      '/api/venues?paginate=1&with=state,city,municipality',
      '/api/cities?paginate=1&search=m',
      // People (issue 3): the student lists as the screens ask for them, the duplicate check, a record, the CSVs.
      '/api/users?paginate=1&doyang_id=1&active=1&with=degree,doyang&orderBy[degree_id]=asc',
      '/api/users?paginate=1&active=1&with=degree,doyang&orderBy[degree_id]=asc',
      '/api/users?paginate=1&page=40&active=1&with=degree,doyang',
      '/api/users?paginate=1&active=1&debtsOnly=1&with=degree,doyang',
      '/api/users?paginate=1&active=1&name=garcia%20mar&with=degree,doyang',
      '/api/users?count=1&active=1',
      '/api/users?validate=1&name=JOSE&last_name=GARCIA&birth_date=2015-05-05',
      '/api/users?paginate=1&role_id=1,2,3,4,5,6,7,8,9,11,12&with=degree,role,doyang',
      '/api/users/100?with=groups,degree,doyang,recommendations,child_pickers,enrollments,doyang_bundle&append=all_doyangs',
      '/api/doyangs/1/students_csv',
      '/api/doyangs/1/students_csv?active=0',
      '/api/users/100/curriuculum-csv',
      // Schools (issue 3): the doyang list screen, categories, bundles, groups, the genealogy of the whole network.
      '/api/doyangs?paginate=1&doyang_type_id=1&active=1&orderBy[name]=asc',
      '/api/doyang_categories?paginate=1&with=doyangs_count',
      '/api/doyang_bundles?doyang_category_id=1&paginate=1&perPage=5&with=products',
      '/api/doyang_category_requisites?doyang_category_id=1&with=doyangs',
      '/api/doyang_groups?doyang_id=1&with=responsible,students_count',
      '/api/genealogy',
      // Groups and attendance (issue 4): group list and record, the attendance screen (50 a page, 60, the whole
      // group), the kyosa list, the downloads, no-class days, duties (list and Home), requirements, revisions.
      '/api/doyang_groups?doyang_id=1&paginate=1&with=responsible,certifier,kyosas,students_count,schedule',
      `/api/doyang_groups/${group}?with=doyang,kyosas,personal,responsible,certifier&append=bimester_meeting`,
      `/api/doyang_groups/${group}/roster?date=${yesterday}`,
      `/api/doyang_groups/${group}/roster?date=${yesterday}&perPage=60`,
      `/api/doyang_groups/${group}/roster?date=${yesterday}&perPage=0`,
      `/api/doyang_groups/${group}/roster?kyosas=1&date=${yesterday}`,
      `/api/doyang_groups/${group}/assistances_csv`,
      `/api/assistances?doyang_group_id=${group}&date=${yesterday}`,
      `/api/holidays?doyang_group_id=${group}&start_date=${yesterday}`,
      // The screens of issue 4 as they ask: group lists (one doyang, the whole network, selective), a roster search,
      // duties by doyang, the doyang cards with their duty counts, requirements, other requisites, configuration.
      '/api/doyang_groups?doyang_id=1&paginate=1&perPage=20&orderBy[week_summary]=asc&with=doyang,responsible,certifier,students_count,schedule',
      '/api/doyang_groups?paginate=1&perPage=20&page=3&orderBy[week_summary]=asc&with=doyang,responsible,certifier,students_count,schedule',
      '/api/doyang_groups?is_selective_group=1&paginate=1&with=doyang,responsible,certifier,students_count,schedule',
      `/api/doyang_groups/${group}/roster?date=${yesterday}&search=garcia`,
      '/api/monthly_duties?paginate=1&doyang_id=1&append=doyangs_done,doyangs_not_done',
      '/api/requirements?paginate=1&with=min_grade,max_grade',
      '/api/other_exam_requisites?paginate=1&with=requirements_count',
      '/api/configuration',
      '/api/bimesters',
      '/api/monthly_duties?paginate=1&append=doyangs_done,doyangs_not_done',
      '/api/monthly_duties/home?doyang_id=1',
      '/api/requirements?paginate=1&with=products,other_exam_requisites',
      `/api/revisions?doyang_group_id=${group}`,
      // Exams and events (issue 11): the prospects screen's lists (target < 50 ms) of the next exam (every doyang's
      // prospects), its candidates (every active student of the network, one doyang, a name search) and a held event.
      `/api/exams/${nextExam.id}?with=blocks`,
      `/api/exams/${nextExam.id}/prospects?page=1`,
      `/api/exams/${nextExam.id}/prospects?page=1&doyang_id=1`,
      `/api/exams/${nextExam.id}/candidates?page=1`,
      `/api/exams/${nextExam.id}/candidates?page=1&doyang_id=1`,
      `/api/exams/${nextExam.id}/candidates?page=1&prospectSearch=garcia`,
      `/api/exams/${nextExam.id}/candidates?page=50`,
      `/api/events/${heldEvent.id}/prospects?page=1`,
      `/api/events/${heldEvent.id}/candidates?page=1`,
      `/api/events/${heldEvent.id}/candidates?page=50`,
      // The exam traffic light (issue 11; targets: one doyang well under 200 ms, the network under 2 s): recalculated
      // every call (every student's inputs in one statement, the rule, the snapshot replaced), then read from the snapshot.
      '/api/doyangs/1/traffic_light_rows?recalculate=true',
      '/api/doyangs/23/traffic_light_rows?recalculate=true',
      '/api/doyangs/1/traffic_light_rows?colour=rojo&page=2',
      '/api/doyangs/23/traffic_light_rows?page=40',
      '/api/doyangs/1/traffic_light?recalculate=true',
      '/api/doyangs/23/traffic_light',
      // Stock (issue 25; target under 50 ms): INVENTARIO's page and Entradas/Salidas with its filters.
      '/api/products?doyang_id=1&page=1&stocked=1&with=product_variants,product_variants.product_sizes',
      '/api/inventory_moves?doyang_id=1&page=1&orderBy[created_at]=desc&with=product_size',
      '/api/inventory_moves?doyang_id=1&page=1&only_outs=1&search=cinta&with=product_size',
      '/api/inventory_moves?doyang_id=1&page=1&product_id=1&from_date=2026-01-01&with=product_size',
    ];

for (const url of urls) {
  const times: number[] = [];
  let status = 0;
  let bytes = 0;
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    times.push(performance.now() - t0);
    status = res.statusCode;
    bytes = res.rawPayload.length;
  }
  times.sort((a, b) => a - b);
  console.log(`${url.padEnd(100)} ${status}  median ${times[10].toFixed(1)} ms  p95 ${times[18].toFixed(1)} ms  ${bytes} bytes`);
}
measureGenealogyTree();
await measureLogins(config, handle);
// One attendance mark (PUT, one small request) on the busiest group, alternating the type so every call writes.
// The latest day without a holiday for the group (today may fall in the winter break).
const [free] = (
  (await handle.db.execute(sql`select d::date::text as day from generate_series(${today}::date, ${today}::date - 40, interval '-1 day') d
    where not exists (select 1 from holidays h where d::date between h.start_date and h.end_date
      and (h.doyang_group_id is null or h.doyang_group_id = ${group})) limit 1`)) as unknown as { rows: { day: string }[] }
).rows;
const roll = await app.inject({
  method: 'GET',
  url: `/api/doyang_groups/${group}/roster?perPage=60`,
  headers: { authorization: `Bearer ${token}` },
});
const people = (roll.json().data as { id: number }[]).map((p) => p.id);
const markTimes: number[] = [];
let markStatus = 0;
for (let i = 0; i < 60; i++) {
  const t0 = performance.now();
  const res = await app.inject({
    method: 'PUT',
    url: `/api/doyang_groups/${group}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { student: people[i % people.length], date: free.day, type: ['A', 'R', 'F'][i % 3] },
  });
  markTimes.push(performance.now() - t0);
  markStatus = res.statusCode;
}
markTimes.sort((a, b) => a - b);
const marked = `PUT /api/doyang_groups/${group} (one attendance mark; group of ${busiest.students} students)`;
console.log(`${marked.padEnd(100)} ${markStatus}  median ${markTimes[30].toFixed(1)} ms  p95 ${markTimes[57].toFixed(1)} ms`);
console.log(`marking all 60 students of the page: ${markTimes.reduce((a, b) => a + b, 0).toFixed(0)} ms in total`);

// The audit trail's cost per write (issue 9, target < 2 ms): the same one-row writes in their own transaction, turn
// about with and without an actor (without one the trigger returns at once), so a busy machine slows both alike.
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const withActor: number[] = [];
const withoutActor: number[] = [];
for (let i = 0; i < 600; i++) {
  const audited = i % 2 === 0;
  const t0 = performance.now();
  await handle.db.transaction(async (tx) => {
    if (audited)
      await tx.execute(sql`select set_config('audit.user_id', '1', true), set_config('audit.impersonator_id', '', true)`);
    await tx.execute(sql`update assistances set type = ${['A', 'R', 'F'][i % 3]} where id = (select min(id) from assistances)`);
  });
  (audited ? withActor : withoutActor).push(performance.now() - t0);
}
console.log(
  `audit trail per write (naming the actor + the trigger's row): ${(median(withActor) - median(withoutActor)).toFixed(2)} ms (median write ${median(withActor).toFixed(2)} ms audited, ${median(withoutActor).toFixed(2)} ms without)`,
);
// Printed exam documents (issue 11, target < 5 s with flat memory): every prospect's sheet of an exam with 300
// prospects in one PDF, timed through the route; the process RSS before, at its peak while printing, and after.
const director = { authorization: `Bearer ${token}` };
const firstId = async (url: string) =>
  ((await app.inject({ method: 'GET', url, headers: director })).json() as { id: number }[])[0].id;
const sheetsExam = await app.inject({
  method: 'POST',
  url: '/api/exams',
  headers: director,
  payload: {
    name: 'EXAMEN BENCH HOJAS',
    parent_event_id: await firstId('/api/parent-events'),
    venue_id: await firstId('/api/venues'),
    date: today,
    price: '800',
    early_payment_amount: '0',
    early_payment_student_due_date: today,
    early_payment_professor_due_date: today,
    payment_student_due_date: today,
    payment_professor_due_date: today,
  },
});
const sheetsExamId = sheetsExam.json().id as number;
await handle.db.execute(sql`insert into exam_prospects (exam_id, user_id, doyang_id, added_by)
  select ${sheetsExamId}, u.id, u.doyang_id, 1 from users u
  where u.role_id = 10 and u.active and not u.is_prospect and u.doyang_id is not null order by u.id limit 300`);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const sheetTimes: number[] = [];
let sheetBytes = 0;
let peak = 0;
const rssBefore = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url: `/api/exams/download-all-exam-sheets/${sheetsExamId}`, headers: director });
  sheetTimes.push(performance.now() - t0);
  sheetBytes = res.rawPayload.length;
  if (res.statusCode !== 200) throw new Error(`hojas de examen: ${res.statusCode} ${res.body.slice(0, 200)}`);
}
clearInterval(sampler);
const rssAfter = process.memoryUsage().rss;
console.log(
  `${`GET /api/exams/download-all-exam-sheets/${sheetsExamId} (300 prospects, 300 pages)`.padEnd(100)} 200  median ${median(sheetTimes).toFixed(0)} ms  max ${Math.max(...sheetTimes).toFixed(0)} ms  ${sheetBytes} bytes  RSS before ${mb(rssBefore)}, peak ${mb(Math.max(peak, rssAfter))}, after ${mb(rssAfter)}`,
);
await measureTournaments(app, handle.db, token, today);
await measureStatistics(app, handle, token);
await app.close();
if (process.env.BENCH_DAY !== '0') await measureTournamentDay(config, handle, today);
if (process.env.BENCH_LOAD !== '0') await loadScenarios(config, handle, token, today);
await handle.close();

// Builds a demo network of BENCH_STUDENTS students (default 20,000) on a fresh database and times the
// lists and reports through the real app. Run: npm run bench  (DATABASE_URL=… to measure PostgreSQL).
import { rmSync } from 'node:fs';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/db/setup.ts';

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
const app = await buildApp({ config, db: handle.db });
await app.ready();

const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { email: 'director@demo.mx', password: 'demo1234' },
});
const token = login.json().access_token as string;

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
await app.close();
await handle.close();

// HTTP load against the real server (npm run bench): requests per second and latency under concurrency,
// next to a bare Fastify answering the same thing without our layers, so the price of each layer shows.
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import type { Config } from '../apps/server/src/config.ts';
import type { DbHandle } from '../apps/server/src/db/client.ts';
import { parseListQuery } from '../apps/server/src/http/list-query.ts';
import { readUserFilters } from '../apps/server/src/modules/users/user-filters.ts';
import { listUsers } from '../apps/server/src/modules/users/users-list.queries.ts';

const DURATION = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const CONNECTIONS = 10;
const STUDENTS_QUERY = 'paginate=1&doyang_id=1&active=1&with=degree,doyang&orderBy[degree_id]=asc';

type Result = { name: string; rps: number; p50: number; p99: number; errors: number };

async function hammer(name: string, url: string, headers: Record<string, string> = {}): Promise<Result> {
  const run = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  const errors = run.errors + run.timeouts + run.non2xx;
  return { name, rps: run.requests.average, p50: run.latency.p50, p99: run.latency.p99, errors };
}

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** A Fastify with nothing of ours but the query: the ceiling our server is compared with. */
async function bareServer(handle: DbHandle, today: string): Promise<FastifyInstance> {
  const bare = Fastify();
  bare.get('/api/time', async () => ({ now: new Date().toISOString(), today }));
  bare.get('/api/users', async (request) => {
    const q = parseListQuery(request.query as Record<string, unknown>);
    return listUsers(handle.db, readUserFilters(q), q, today);
  });
  return bare;
}

export async function loadScenarios(config: Config, handle: DbHandle, token: string, today: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const results: Result[] = [];
  const bare = await bareServer(handle, today);
  const bareUrl = await listening(bare);
  results.push(await hammer('bare Fastify GET /api/time', `${bareUrl}/api/time`));
  results.push(await hammer('bare Fastify + the students SQL', `${bareUrl}/api/users?${STUDENTS_QUERY}`));
  await bare.close();

  // The same server twice: loading the session on every request (as before issue 9), then with the cache.
  for (const [label, listen] of [
    ['session loaded per request', undefined],
    ['session cached', handle.listen],
  ] as const) {
    const app = await buildApp({ config, db: handle.db, listen });
    const url = await listening(app);
    results.push(await hammer(`${label}: GET /api/time`, `${url}/api/time`, auth));
    results.push(await hammer(`${label}: students page`, `${url}/api/users?${STUDENTS_QUERY}`, auth));
    await app.close();
  }

  console.log(`\nHTTP load: ${CONNECTIONS} connections, ${DURATION} s each (autocannon)`);
  for (const r of results) {
    console.log(
      `${r.name.padEnd(60)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.errors ? `  ${r.errors} errors` : ''}`,
    );
  }
  const rps = (name: string) => results.find((r) => r.name === name)?.rps ?? 0;
  const ratio = (a: string, b: string) => (rps(a) / Math.max(rps(b), 1)).toFixed(2);
  console.log(
    `/api/time: cached ÷ per request = ${ratio('session cached: GET /api/time', 'session loaded per request: GET /api/time')}×`,
  );
  console.log(
    `students page: cached ÷ bare Fastify + SQL = ${ratio('session cached: students page', 'bare Fastify + the students SQL')}`,
  );
}

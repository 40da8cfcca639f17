// INGRESOS and GASTOS at scale (issue 26; targets: the list and its totals under 100 ms at 200,000 payments, the CSV of a
// year in flat memory): a doyang's year and the whole network's, page one and a far page, the totals, the searches, the
// pending commissions, the expenses list; then the year's CSV of a doyang and of the network, streamed over real HTTP
// while the process's memory is sampled.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../apps/server/src/db/client.ts';

type Row = Record<string, number | string>;
const first = async (handle: DbHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows[0];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

async function timed(label: string, times: number, run: () => Promise<{ statusCode: number }>) {
  const ms: number[] = [];
  let status = 0;
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    status = (await run()).statusCode;
    ms.push(performance.now() - t0);
  }
  console.log(`${label.padEnd(110)} ${status}  median ${median(ms).toFixed(1)} ms  p95 ${p95(ms).toFixed(1)} ms`);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * One download over HTTP, read as a client reads it, with the server process's memory sampled: every 250 ms after a
 * full collection (what the download keeps alive: flat when it streams), and the resident set.
 */
async function download(base: string, path: string, token: string) {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakLive = before.heapUsed;
  const sampler = setInterval(() => {
    gc?.();
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakLive = Math.max(peakLive, now.heapUsed);
  }, 250);
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
  let bytes = 0;
  let lines = 0;
  const reader = res.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    bytes += chunk.value.byteLength;
    lines += chunk.value.filter((b) => b === 10).length;
  }
  const ms = performance.now() - t0;
  clearInterval(sampler);
  console.log(
    `${`GET ${path}`.padEnd(110)} ${res.status}  ${(ms / 1000).toFixed(2)} s  ${lines - 1} rows  ${mb(bytes)}  ` +
      `live heap peak +${mb(peakLive - before.heapUsed)}${gc ? '' : ' (no --expose-gc: garbage included)'}, ` +
      `rss peak +${mb(peakRss - before.rss)} (${mb(peakRss)})`,
  );
}

export async function measureAccounting(app: FastifyInstance, handle: DbHandle, token: string, today: string): Promise<void> {
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const counts = await first(
    handle,
    sql`select (select count(*) from payments)::int as payments,
      (select count(*) from payments where created_at >= ${yearAgo}::date)::int as year,
      (select count(*) from payments where doyang_id = 1)::int as doyang1,
      (select count(*) from expenses)::int as expenses,
      (select count(*) from payments where payment_concept_id = 9 and paid_date is null)::int as pending`,
  );
  console.log(
    `accounting: ${counts.payments} payments (${counts.year} in the last year, ${counts.doyang1} of doyang 1), ` +
      `${counts.expenses} expenses, ${counts.pending} commissions owed`,
  );
  const headers = { authorization: `Bearer ${token}` };
  const get = (url: string) => app.inject({ method: 'GET', url, headers });
  const client = await first(
    handle,
    sql`select u.last_name from users u where u.doyang_id = 1 and u.role_id = 10 and u.active order by u.id limit 1`,
  );
  const year = `start_date=${yearAgo}&end_date=${today}`;
  const list = '/api/payments?for_contability=1&paginate=1&orderBy[created_at]=desc';
  const totals = '/api/payments?for_contability=1&amounts_only=1';
  const urls = [
    `${list}&doyang_id=1&${year}&page=1`,
    `${totals}&doyang_id=1&${year}`,
    `${list}&${year}&page=1`,
    `${totals}&${year}`,
    `${list}&${year}&page=400`,
    `${list}&doyang_id=1&${year}&equips_only=1`,
    `${totals}&doyang_id=1&${year}&equips_only=1`,
    `${totals}&${year}&equips_only=1`,
    `${list}&doyang_id=1&${year}&title=mensualidad`,
    `${totals}&doyang_id=1&${year}&title=mensualidad`,
    `${totals}&${year}&title=dobok`,
    `${list}&doyang_id=1&${year}&client_name=${encodeURIComponent(String(client.last_name))}`,
    `${totals}&${year}&client_name=${encodeURIComponent(String(client.last_name))}`,
    '/api/payments?paginate=1&is_paying_doyang_comissions=1',
    '/api/expenses?doyang_id=1&paginate=1&orderBy[date]=desc',
  ];
  for (const url of urls) await timed(url, 20, () => get(url));

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  await download(base, `/payments/csv?doyang_id=1&${year}`, token);
  await download(base, `/payments/csv?doyang_id=1&${year}&collapsed=1`, token);
  await download(base, `/payments/csv?${year}&ins_only=1`, token);
  await download(base, `/payments/csv?${year}`, token);
}

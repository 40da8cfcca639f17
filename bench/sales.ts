// The point of sale at scale (issue 25; targets: lists under 50 ms, a sale under 100 ms): the receipts list, entries
// and exits with their filters, a doyang's inventory, a note priced and one sale end to end, on the demo network of
// BENCH_STUDENTS students (a year of monthly fees: about 200,000 payments at 20,000 students).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../apps/server/src/db/client.ts';

type Row = Record<string, number | string>;
const first = async (handle: DbHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows[0];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

async function timed(label: string, times: number, run: (i: number) => Promise<{ statusCode: number }>) {
  const ms: number[] = [];
  let status = 0;
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    status = (await run(i)).statusCode;
    ms.push(performance.now() - t0);
  }
  console.log(`${label.padEnd(100)} ${status}  median ${median(ms).toFixed(1)} ms  p95 ${p95(ms).toFixed(1)} ms`);
}

export async function measureSales(app: FastifyInstance, handle: DbHandle, token: string): Promise<void> {
  const counts = await first(
    handle,
    sql`select (select count(*) from payments)::int as payments, (select count(*) from receipts)::int as receipts,
      (select count(*) from inventory_moves)::int as moves`,
  );
  console.log(`sales: ${counts.payments} payments, ${counts.receipts} receipts, ${counts.moves} inventory moves`);
  const headers = { authorization: `Bearer ${token}` };
  const get = (url: string) => app.inject({ method: 'GET', url, headers });
  const client = await first(
    handle,
    sql`select u.id, u.name from users u where u.doyang_id = 1 and u.role_id = 10 and u.active and u.start_payments_date is not null
      order by u.id limit 1`,
  );
  const size = await first(
    handle,
    sql`select s.product_size_id as id, p.id as product_id, v.id as variant_id from product_stocks s
      join product_sizes z on z.id = s.product_size_id join product_variants v on v.id = z.product_variant_id
      join products p on p.id = v.product_id where s.doyang_id = 1 order by s.existance desc limit 1`,
  );
  const lists = [
    '/api/receipts?paginate=1&doyang_id=1',
    '/api/receipts?paginate=1&doyang_id=1&page=20',
    '/api/receipts?paginate=1',
    `/api/receipts?paginate=1&doyang_id=1&search=${encodeURIComponent(String(client.name))}`,
    `/api/receipts?paginate=1&user_id=${client.id}`,
    '/api/inventory_moves?doyang_id=1&page=1&orderBy[created_at]=desc&with=product_size',
    `/api/inventory_moves?doyang_id=1&page=1&product_id=${size?.product_id}&only_outs=1`,
    `/api/inventory_moves?doyang_id=1&page=1&from_date=2026-01-01&to_date=2026-12-31&search=dobok`,
    '/api/products?doyang_id=1&paginate=1&with=product_variants,product_variants.product_sizes',
    '/api/cash_closings/current?doyang_id=1',
    '/api/cash_closings?doyang_id=1&paginate=1',
  ];
  for (const url of lists) await timed(url, 20, () => get(url));

  const items = [
    { payment_concept_id: 4, product_size_id: size?.id, quantity: 1 },
    { payment_concept_id: 5, monthsAdded: 1 },
  ];
  const body = { doyang_id: 1, user_id: client.id, payment_type: 'EFECTIVO', noteItems: items };
  await timed('POST /api/payments/quote (a size and a month)', 20, () =>
    app.inject({ method: 'POST', url: '/api/payments/quote', headers, payload: body }),
  );
  // Each sale covers one more month and takes one unit: a new note every time, as the desk sells.
  await app.inject({
    method: 'POST',
    url: '/api/inventory_moves',
    headers,
    payload: { qty: 100, product_size_id: size?.id, doyang_id: 1, reference: 'BENCH', observation: 'ENTRADA' },
  });
  await timed('POST /api/payments (a size and a month: receipt, lines, stock, months)', 30, () =>
    app.inject({ method: 'POST', url: '/api/payments', headers, payload: { ...body, note_key: randomUUID() } }),
  );
  const key = randomUUID();
  await timed('POST /api/payments (the same note again: the receipt already made)', 20, () =>
    app.inject({ method: 'POST', url: '/api/payments', headers, payload: { ...body, note_key: key } }),
  );
  const receipt = await first(handle, sql`select id from receipts where doyang_id = 1 order by id desc limit 1`);
  await timed(`GET /api/receipts/print?id=${receipt.id} (recibo.pdf)`, 10, () =>
    get(`/api/receipts/print?id=${receipt.id}&print=1`),
  );
}

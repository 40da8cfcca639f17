import { Worker } from 'node:worker_threads';
import type { BracketAnswer } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import type { Config } from '../apps/server/src/config.ts';
import type { DbHandle } from '../apps/server/src/db/client.ts';
import { foreignersCsv, makeBenchTournament, multipart } from './tournaments.ts';

// Tournament day (issue 22; targets: while 2,000 public viewers re-read the live board after a decision a logged-in
// request waits under 250 ms; while the result sheet of a big tournament is made, or a 2,000-row foreigners file is
// imported, another user's request waits under 500 ms). The real server on a port; 'another user' is a professor
// asking GET /api/time every 25 ms on a connection and a thread of their own, and what they waited is the figure.

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000);
const PROSPECTS = Number(process.env.BENCH_DAY_PROSPECTS ?? 3800);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** A client on a thread of its own (tournament-day-client.ts), answering once with what it measured. */
function client<T>(data: Record<string, unknown>): { worker: Worker; result: Promise<T> } {
  // A worker does not inherit tsx's loader: it registers it, then loads the client (TypeScript).
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./tournament-day-client.ts', import.meta.url).href)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: data });
  const result = new Promise<T>((resolve, reject) => {
    worker.once('message', (value: T) => {
      resolve(value);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
  return { worker, result };
}

/** Runs `work` while another user asks; prints how long the work took and what that user waited. */
async function whileAnotherUserAsks(label: string, target: string, base: string, token: string, work: () => Promise<string>) {
  const probe = client<number[]>({ kind: 'probe', url: `${base}/api/time`, token });
  await new Promise((r) => setTimeout(r, 300));
  const t0 = performance.now();
  const what = await work();
  const took = performance.now() - t0;
  probe.worker.postMessage('stop');
  const waited = [...(await probe.result)].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(70)} ${(took / 1000).toFixed(1)} s (${what}); another user's request: max ${(waited.at(-1) ?? 0).toFixed(0)} ms, p95 ${pct(waited, 0.95).toFixed(0)} ms, median ${pct(waited, 0.5).toFixed(0)} ms over ${waited.length} (target < ${target})`,
  );
}

const asJson = async (res: Response) => (await res.json()) as Record<string, unknown>;

export async function measureTournamentDay(config: Config, handle: DbHandle, today: string): Promise<void> {
  const id = await makeBenchTournament(handle.db, today, 'TORNEO BENCH DÍA DE TORNEO', PROSPECTS);
  // The crowd comes from one address here; at a venue it is 2,000 phones: the per-address limits would refuse most of it.
  const live = { ...config.live, perMinute: 1_000_000, streamsPerAddress: 1_000_000 };
  const app: FastifyInstance = await buildApp({
    config: { ...config, loginRateLimit: 1000, live },
    db: handle.db,
    listen: handle.listen,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  const login = async (email: string) =>
    String(
      (
        await asJson(
          await fetch(`${base}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: 'demo1234' }),
          }),
        )
      ).access_token,
    );
  const director = await login('director@demo.mx');
  const profesor = await login('profesor@demo.mx');
  const auth = { authorization: `Bearer ${director}` };

  const drawn = await asJson(await fetch(`${base}/api/tournaments/${id}?add_missing_graphs=1`, { headers: auth }));
  const seats = Number(
    (
      (await handle.db.execute(
        sql`select count(*)::int as n from tournament_graph_users where tournament_id = ${id}`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n,
  );
  console.log(`tournament day: ${PROSPECTS} prospects drawn (${String(drawn.message ?? '')}), ${seats} seats`);

  // 1. A decision, then every viewer re-reads the public board at once (the worst case: no spreading).
  await handle.db.execute(sql`update tournaments set is_live_public = true where id = ${id}`);
  const brackets = (await asJson(await fetch(`${base}/api/tournaments/${id}?append=graphs`, { headers: auth })))
    .graphs as BracketAnswer[];
  const ready = brackets.filter((g) => g.pending.length);
  let next = 0;
  const decide = async () => {
    const g = ready[next++];
    const [a, b] = g.users[g.pending[0]];
    await fetch(`${base}/api/tournament_graphs/${g.id}/winner`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ winner_id: a.user_id, loser_id: b.user_id }),
    });
  };
  // A first read warms what any cache keeps, as the crowd's screens did before the decision.
  await fetch(`${base}/api/live/tournaments/${id}`);
  // As the streams tell them (each after a random pause, spread over up to 2 s with a crowd this size), then all at
  // once (a crowd that ignores the pause: the worst case).
  for (const [how, spreadMs] of [
    ['as the live streams spread them', 2000],
    ['all in the same moment', 0],
  ] as const) {
    await whileAnotherUserAsks(
      `${VIEWERS} public viewers re-read the live board after a decision, ${how}`,
      '250 ms',
      base,
      profesor,
      async () => {
        await decide();
        return client<string>({ kind: 'crowd', url: `${base}/api/live/tournaments/${id}`, viewers: VIEWERS, spreadMs }).result;
      },
    );
  }

  // 2. The result sheet of the whole tournament.
  await whileAnotherUserAsks(`GET /api/tournaments/result_sheet/${id} (${seats} seats)`, '500 ms', base, profesor, async () => {
    const res = await fetch(`${base}/api/tournaments/result_sheet/${id}`, { headers: auth });
    const bytes = (await res.arrayBuffer()).byteLength;
    return `${res.status}, ${bytes} bytes`;
  });

  // 3. A 2,000-row foreigners file imported into the tournament.
  const zone = (
    (await handle.db.execute(sql`select id from users where email = 'profesor@demo.mx'`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0].id;
  const file = multipart(
    { tournament_id: String(id), parent_responsible_id: String(zone) },
    { name: 'foraneos.csv', content: foreignersCsv(2000) },
  );
  await whileAnotherUserAsks('POST /api/users/upload-foreigners-csv (2,000 rows)', '500 ms', base, profesor, async () => {
    const res = await fetch(`${base}/api/users/upload-foreigners-csv`, {
      method: 'POST',
      headers: { ...auth, 'content-type': file.contentType },
      body: file.payload,
    });
    const answer = await res.text();
    return `${res.status}, ${answer.slice(0, 80)}`;
  });
  await app.close();
}

import type { BracketAnswer } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/client.ts';

// Brackets (issue 13; targets: drawing 2,000 prospects under 500 ms, the brackets screen's data under 300 ms, one
// decision under 50 ms), on the 2,000-prospect tournament tournaments.ts makes, timed through the routes.

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const report = (label: string, times: number[], status: number, bytes: number) =>
  console.log(
    `${label.padEnd(100)} ${status}  median ${median(times).toFixed(1)} ms  max ${Math.max(...times).toFixed(1)} ms  ${bytes} bytes`,
  );

/** The bracket's first pending encounter, won by its first competitor. */
const decideFirst = (app: FastifyInstance, headers: Record<string, string>, g: BracketAnswer) => {
  const [a, b] = g.users[g.pending[0]];
  return app.inject({
    method: 'PUT',
    url: `/api/tournament_graphs/${g.id}/winner`,
    headers,
    payload: { winner_id: a.user_id, loser_id: b.user_id },
  });
};

export async function measureBrackets(app: FastifyInstance, db: Db, token: string, id: number): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const get = (url: string) => app.inject({ method: 'GET', url, headers });

  const draws: number[] = [];
  let drawn: { statusCode: number; rawPayload: Buffer } = { statusCode: 0, rawPayload: Buffer.alloc(0) };
  for (let i = 0; i < 5; i++) {
    await db.execute(sql`delete from tournament_graphs where tournament_id = ${id}`);
    const t0 = performance.now();
    drawn = await get(`/api/tournaments/${id}?add_missing_graphs=1`);
    draws.push(performance.now() - t0);
  }
  report(
    `GET /api/tournaments/${id}?add_missing_graphs=1 (draws 2,000 prospects, target < 500 ms)`,
    draws,
    drawn.statusCode,
    drawn.rawPayload.length,
  );
  console.log(`  ${JSON.parse(drawn.rawPayload.toString()).message}`);
  await db.execute(sql`analyze`);

  // The last is what the venue's laptops download: the screen's read as a browser asks for it (brotli).
  const screenUrl = `/api/tournaments/${id}?append=graphs&competition_type_id=1`;
  for (const [url, label, more] of [
    [`/api/tournaments/${id}?append=graphs`, '(2,000 prospects, target < 300 ms)', {}],
    [screenUrl, '(2,000 prospects, target < 300 ms)', {}],
    [`/api/tournaments/${id}?append=graph_standings`, '(2,000 prospects, target < 300 ms)', {}],
    [screenUrl, 'compressed (accept-encoding br)', { 'accept-encoding': 'gzip, deflate, br' }],
  ] as const) {
    const times: number[] = [];
    let res: { statusCode: number; rawPayload: Buffer } = { statusCode: 0, rawPayload: Buffer.alloc(0) };
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      res = await app.inject({ method: 'GET', url, headers: { ...headers, ...more } });
      times.push(performance.now() - t0);
    }
    report(`GET ${url} ${label}`, times, res.statusCode, res.rawPayload.length);
  }

  const brackets = JSON.parse((await get(`/api/tournaments/${id}?append=graphs`)).rawPayload.toString())
    .graphs as BracketAnswer[];
  const ready = brackets.filter((g) => g.pending.length).slice(0, 20);
  const times: number[] = [];
  let status = 0;
  for (const g of ready) {
    const t0 = performance.now();
    const res = await decideFirst(app, headers, g);
    times.push(performance.now() - t0);
    status = res.statusCode;
  }
  report(`PUT /api/tournament_graphs/{id}/winner (one decision, ${ready.length} brackets, target < 50 ms)`, times, status, 0);

  await measureLiveScreens(app, db, headers, id, brackets);
}

/**
 * The venue's screens after a decision: each open live view re-reads the board when told 'changed'. Timed as one
 * screen alone and as ten screens (every area and the hall) asking at once, the moment a decision lands.
 */
async function measureLiveScreens(
  app: FastifyInstance,
  db: Db,
  headers: Record<string, string>,
  id: number,
  brackets: BracketAnswer[],
): Promise<void> {
  await db.execute(sql`update tournaments set is_live_public = true where id = ${id}`);
  // Brackets the decision timing left untouched: their first pending encounter is still the one read.
  const pending = brackets.filter((g) => g.pending.length > 0).slice(20, 40);
  const screen = (area: number | null) =>
    app.inject({ method: 'GET', url: `/api/live/tournaments/${id}${area === null ? '' : `?area=${area}`}` });
  const one: number[] = [];
  const ten: number[] = [];
  let res: { statusCode: number; rawPayload: Buffer } = { statusCode: 0, rawPayload: Buffer.alloc(0) };
  for (const [i, g] of pending.entries()) {
    await decideFirst(app, headers, g);
    const t0 = performance.now();
    if (i % 2 === 0) {
      res = await screen(null);
      one.push(performance.now() - t0);
    } else {
      await Promise.all(Array.from({ length: 10 }, (_, k) => screen(k < 9 ? (k % 3) + 1 : null)));
      ten.push(performance.now() - t0);
    }
  }
  report(`GET /api/live/tournaments/${id} (one screen after a decision)`, one, res.statusCode, res.rawPayload.length);
  report(`GET /api/live/tournaments/${id} x 10 at once (ten screens after a decision)`, ten, res.statusCode, 0);
}

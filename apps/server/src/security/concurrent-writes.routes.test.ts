import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../db/sql.ts';
import { createTestApp, onPostgres, type TestApp, TODAY, type Twin } from '../test/test-app.ts';
import {
  type ApiRoute,
  apiRoutes,
  fillPath,
  fingerprintTables,
  isWrite,
  routeSegment,
  rowCounts,
  rowIdsOfDoyang,
  schemaBody,
  singular,
} from './route-walk.ts';

// Reliability requirement (issue 22): the same write sent ten times at once — a double click, a retrying proxy, two
// screens — does what ten sent one after another do. Two copies of the same database: on the first every write route
// gets its request ten times in a row, on the second ten times at once through two server instances (two pools, as two
// processes). Per route, each table must grow (or shrink) the same on both, nothing may answer 5xx, and every bracket
// must still replay. The routes come from the route table, so a route added later is walked unedited. PostgreSQL only:
// PGlite has one connection, so nothing there is ever at once.

/** Routes that act on the caller's own session (a logout would end the walk's token), not on the network's data. */
const SESSION_ROUTES = new Set([
  'POST /api/login',
  'POST /api/logout',
  'POST /api/me',
  'POST /api/impersonation/leave',
  'POST /api/users/:id/impersonate',
]);
const TIMES = 10;
const OWN = 1;

type Copy = { t: TestApp; twin: Twin | null; token: () => Promise<string> };
type Sent = { method: string; url: string; body: unknown };

const isServerError = (res: LightMyRequestResponse) => res.statusCode >= 500;

describe.runIf(onPostgres)('the same write ten times at once does what ten in a row do (two servers, PostgreSQL)', () => {
  let sequential: Copy;
  let concurrent: Copy;
  let routes: ApiRoute[];
  let tables: string[];
  let ownIds: Map<string, number>;
  let refs: Record<string, unknown>;

  const copy = async (withTwin: boolean): Promise<Copy> => {
    const t = await createTestApp({ loginRateLimit: 100_000 }, 60);
    const twin = withTwin ? await t.twin() : null;
    // A fresh token for every route: a write may end the director's other sessions (a password, a deactivation).
    const token = async () => {
      const director = await one<{ session_epoch: number }>(t.app.db, sql`select session_epoch from users where id = 1`);
      return (await t.app.tokens.sign({ id: 1, session_epoch: Number(director?.session_epoch) })).token;
    };
    return { t, twin, token };
  };

  beforeAll(async () => {
    [sequential, concurrent] = await Promise.all([copy(false), copy(true)]);
    const db = sequential.t.app.db;
    const groups = await rows<{ id: number }>(db, sql`select id from doyang_groups where doyang_id = ${OWN} order by id`);
    const student = await one<{ id: number }>(
      db,
      sql`select id from users where role_id = 10 and active and doyang_id = ${OWN} order by id limit 1`,
    );
    const studentId = Number(student?.id);
    ownIds = await rowIdsOfDoyang(db, { doyangId: OWN, groupIds: groups.map((g) => g.id), studentId });
    refs = { doyang_id: OWN, doyang_group_id: groups[0]?.id, user_id: studentId, student: studentId, date: TODAY };
    for (const [table, id] of ownIds) {
      const key = `${singular(table)}_id`;
      if (!(key in refs) && table !== 'users' && table !== 'doyangs') refs[key] = id;
    }
    routes = apiRoutes(sequential.t.app.routeTable, SESSION_ROUTES).filter((r) => isWrite(r.method));
    tables = await fingerprintTables(db);
  });
  afterAll(() => Promise.all([sequential?.t.close(), concurrent?.t.close()]));

  /** The request a route gets: doyang 1's rows in the path, a body its schema accepts pointing at them. */
  const requestOf = (route: ApiRoute): Sent => {
    const idOf = (param: string): number => {
      const segment = routeSegment(route.url);
      if (/user|student|person/i.test(param) || (param === 'id' && segment === 'users')) return Number(refs.user_id);
      if (/doyang/i.test(param) || (param === 'id' && segment === 'doyangs')) return OWN;
      return ownIds.get(segment) ?? 1;
    };
    const body = route.method === 'DELETE' ? undefined : (schemaBody(route.body, TODAY, refs) ?? { name: 'X', ...refs });
    return { method: route.method, url: fillPath(route.url, idOf), body };
  };

  const brokenBrackets = async (c: Copy): Promise<string[]> => {
    const token = await c.token();
    const tournaments = await rows<{ id: number }>(c.t.app.db, sql`select distinct tournament_id as id from tournament_graphs`);
    const out: string[] = [];
    for (const { id } of tournaments) {
      const res = await c.t.call('GET', `/api/tournaments/${id}?append=graphs`, token);
      if (res.statusCode !== 200) out.push(`tournament ${id}: brackets answer ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (/"broken":\s*true/.test(res.body)) out.push(`tournament ${id}: a bracket no longer replays`);
    }
    return out;
  };

  it('walks every write route', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    const started = Date.now();
    /** Routes whose request was taken at least once: what the walk really exercised beyond 'no 5xx'. */
    let reached = 0;
    // Deletes last, so the records the other writes act on are still there.
    const ordered = [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const route of ordered) {
      const request = requestOf(route);
      const label = `${route.method} ${request.url}${request.body === undefined ? '' : ` ${JSON.stringify(request.body).slice(0, 160)}`}`;

      const seqBefore = await rowCounts(sequential.t.app.db, tables);
      const seqToken = await sequential.token();
      const inRow: LightMyRequestResponse[] = [];
      for (let i = 0; i < TIMES; i++) inRow.push(await sequential.t.call(request.method, request.url, seqToken, request.body));
      if (inRow.some((r) => r.statusCode < 300)) reached++;
      const seqDelta = delta(seqBefore, await rowCounts(sequential.t.app.db, tables));

      const conBefore = await rowCounts(concurrent.t.app.db, tables);
      const conToken = await concurrent.token();
      const servers = [concurrent.t.call, concurrent.twin?.call ?? concurrent.t.call];
      const atOnce = await Promise.all(
        Array.from({ length: TIMES }, (_, i) => servers[i % 2](request.method, request.url, conToken, request.body)),
      );
      const conDelta = delta(conBefore, await rowCounts(concurrent.t.app.db, tables));

      const errors = [...inRow.map((r) => ['in a row', r] as const), ...atOnce.map((r) => ['at once', r] as const)].filter(
        ([, r]) => isServerError(r),
      );
      for (const [how, res] of errors.slice(0, 2))
        failures.push(`${label}: ${how} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      const differs = [...new Set([...seqDelta.keys(), ...conDelta.keys()])]
        .filter((table) => (seqDelta.get(table) ?? 0) !== (conDelta.get(table) ?? 0))
        .map((table) => `${table} ${signed(seqDelta.get(table))} in a row, ${signed(conDelta.get(table))} at once`);
      if (differs.length) {
        const statuses = (list: LightMyRequestResponse[]) => list.map((r) => r.statusCode).join(',');
        failures.push(`${label}: ${differs.join('; ')} (answers in a row ${statuses(inRow)}; at once ${statuses(atOnce)})`);
      }
    }
    failures.push(...(await brokenBrackets(concurrent)));
    console.info(
      `concurrent writes walk: ${routes.length} write routes (${reached} took the request) × ${TIMES} × 2 in ${Date.now() - started} ms`,
    );
    expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
  });
});

const delta = (before: Map<string, number>, after: Map<string, number>): Map<string, number> => {
  const out = new Map<string, number>();
  for (const [table, n] of after) if (n !== (before.get(table) ?? 0)) out.set(table, n - (before.get(table) ?? 0));
  return out;
};

const signed = (n: number | undefined) => ((n ?? 0) >= 0 ? `+${n ?? 0}` : String(n));

import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTournament } from '../../test/factories/tournaments.ts';
import { degreeNamed, makeDoyang, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';
import { bracketEvents } from './live-events.ts';

// The public live view (issue 13, beyond the spec): 404 unless the tournament is marked public, the board after
// decisions, and the stream telling an open screen of a decision within 2 s over real HTTP.
let t: TestApp;
let director: string;
let tournamentId: number;
let doyangName: string;

type Person = { full_name: string; doyang_name: string | null };
type Encounter = {
  graph_id: number;
  encounter: number;
  area: number | null;
  category: string;
  round: string;
  competitors: Person[];
};
type Board = {
  tournament: { id: number; name: string; date: string };
  areas: number[];
  area: number | null;
  current: Encounter[];
  next: Encounter[];
  recent: { graph_id: number; winner: Person; loser: Person; category: string; decided_at: string }[];
  champions: { graph_id: number; champion: Person; category: string }[];
};
type Graph = {
  id: number;
  tournament_category_name: string;
  pending: number[];
  users: Record<string, { user_id: number; full_name: string }[]>;
};

const live = (query = '', id = tournamentId) => t.call('GET', `/api/live/tournaments/${id}${query}`);
const board = async (query = '') => {
  const res = await live(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Board;
};
const graphs = async () =>
  (await t.call('GET', `/api/tournaments/${tournamentId}?append=graphs`, director)).json().graphs as Graph[];
const graphOf = async (category: string) => (await graphs()).find((g) => g.tournament_category_name === category) as Graph;

/** Decides the graph's first pending encounter: its first competitor wins. Answers the winner's id. */
async function decideFirst(category: string): Promise<number> {
  const g = await graphOf(category);
  const [winner, loser] = g.users[g.pending[0]].map((c) => c.user_id);
  const res = await t.call('PUT', `/api/tournament_graphs/${g.id}/winner`, director, { winner_id: winner, loser_id: loser });
  expect(res.statusCode, res.body).toBe(200);
  return winner;
}
const origin = async () => (t.app.server.listening ? t.app.listeningOrigin : t.app.listen({ port: 0, host: '127.0.0.1' }));
const setPublic = (on: boolean) =>
  t.app.db.execute(sql`update tournaments set is_live_public = ${on} where id = ${tournamentId}`);

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = (await t.as('director')).token;
  tournamentId = await makeTournament(t, director, { has_combat: true });
  const doyang = await makeDoyang(t.app.db);
  doyangName = doyang.name;
  for (const area of [1, 2]) {
    const res = await t.call('POST', '/api/tournament_areas', director, { tournament_id: tournamentId, area_number: area });
    expect(res.statusCode, res.body).toBe(201);
  }
  for (const [name, is_male, table_name] of [
    ['VARONIL', true, 1],
    ['FEMENIL', false, 2],
  ] as const) {
    const res = await t.call('POST', '/api/tournament_categories', director, {
      tournament_id: tournamentId,
      name,
      is_male,
      min_age_years: 6,
      max_age_years: 12,
      table_name,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  // Four boys (semifinals and a final in area 1), two girls (a final in area 2).
  for (const [name, sex] of [
    ['BETO', 1],
    ['CARLOS', 1],
    ['DANIEL', 1],
    ['EMILIO', 1],
    ['ANA', 2],
    ['BERTA', 2],
  ] as const) {
    const user = await makeStudent(t.app.db, {
      doyang: doyang.id,
      name,
      sex,
      birth_date: `${Number(TODAY.slice(0, 4)) - 9}-01-15`,
      degree_id: degreeNamed('8VO KUP'),
      weight_kg: '30',
    });
    await t.app.db.execute(sql`insert into tournament_prospects (tournament_id, user_id, doyang_id, pay_combat)
      values (${tournamentId}, ${user.id}, ${doyang.id}, true)`);
  }
  const drawn = await t.call('GET', `/api/tournaments/${tournamentId}?add_missing_graphs=1`, director);
  expect(drawn.statusCode, drawn.body).toBe(200);
});
afterAll(() => t.close());

describe('who reads the live view', () => {
  it('answers 404 without login while the tournament is not public, for an unknown one, and for its stream', async () => {
    for (const res of [await live(), await live('', 999_999), await live('/stream')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG.liveNotAvailable);
    }
  });

  it('the tournament form marks it public', async () => {
    const res = await t.call('PUT', `/api/tournaments/${tournamentId}`, director, { is_live_public: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await live()).statusCode).toBe(200);
    await setPublic(false);
    expect((await live()).statusCode).toBe(404);
    await setPublic(true);
  });

  it('refuses a bad area', async () => {
    expect((await live('?area=x')).statusCode).toBe(422);
    expect((await live('?sala=1')).statusCode).toBe(422);
  });
});

describe('the board', () => {
  it('shows one encounter being fought per area and what follows, names and doyangs only', async () => {
    const b = await board();
    expect(b.tournament).toMatchObject({ id: tournamentId, date: TODAY });
    expect(b.areas).toEqual([1, 2]);
    expect(b.area).toBeNull();
    expect(b.current.map((e) => [e.area, e.category, e.round])).toEqual([
      [1, 'VARONIL', 'Semifinal'],
      [2, 'FEMENIL', 'Final'],
    ]);
    expect(b.next.map((e) => [e.area, e.round])).toEqual([[1, 'Semifinal']]);
    expect(b.current[0].competitors).toHaveLength(2);
    expect(b.current[0].competitors[0]).toEqual({ full_name: expect.any(String), doyang_name: doyangName });
    expect(b.recent).toEqual([]);
    // The public never sees a card (age, weight, height, professors) nor who decided.
    expect(JSON.stringify(b)).not.toMatch(/weight|height|birth|age"|professor|responsible|decided_by/);
  });

  it('after decisions: the recent winners newest first, the next encounter, the champion; one area alone', async () => {
    const first = await decideFirst('VARONIL');
    const girl = await decideFirst('FEMENIL');
    const second = await decideFirst('VARONIL');
    const b = await board();
    expect(b.recent).toHaveLength(3);
    expect(b.recent.map((r) => r.category)).toEqual(['VARONIL', 'FEMENIL', 'VARONIL']);
    const names = new Map((await graphs()).flatMap((g) => Object.values(g.users).flat()).map((c) => [c.user_id, c.full_name]));
    expect(b.recent.map((r) => r.winner.full_name)).toEqual([names.get(second), names.get(girl), names.get(first)]);
    expect(b.champions).toHaveLength(1);
    expect(b.champions[0]).toMatchObject({ category: 'FEMENIL', champion: { doyang_name: doyangName } });
    expect(b.champions[0].champion.full_name).toMatch(/^(ANA|BERTA) /);
    // Area 1's final is now fought; area 2 has nothing left.
    expect(b.current.map((e) => [e.area, e.round])).toEqual([[1, 'Final']]);
    expect(b.next).toEqual([]);

    const two = await board('?area=2');
    expect(two.area).toBe(2);
    expect(two.current).toEqual([]);
    expect(two.recent.map((r) => r.category)).toEqual(['FEMENIL']);
    const one = await board('?area=1');
    expect(one.recent.map((r) => r.category)).toEqual(['VARONIL', 'VARONIL']);
    expect(one.current.map((e) => e.round)).toEqual(['Final']);
  });
});

describe('the stream', () => {
  it('sends changed within 2 s of a decision, and lets go of its subscription when the screen leaves', async () => {
    const address = await origin();
    const before = bracketEvents.listeners();
    const abort = new AbortController();
    const res = await fetch(`${address}/api/live/tournaments/${tournamentId}/stream?area=1`, { signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(bracketEvents.listeners()).toBe(before + 1);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const changed = (async () => {
      while (!text.includes('event: changed')) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended: ${text}`);
        text += decoder.decode(value, { stream: true });
      }
    })();
    const started = Date.now();
    await decideFirst('VARONIL');
    await Promise.race([
      changed,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no 'changed' within 2 s: ${text}`)), 2000)),
    ]);
    expect(Date.now() - started).toBeLessThan(2000);
    // Only one event for one decision (coalesced), after the opening comment.
    expect(text.match(/event: changed/g)).toHaveLength(1);
    expect(text.startsWith(':')).toBe(true);

    abort.abort();
    await expect.poll(() => bracketEvents.listeners(), { timeout: 2000 }).toBe(before);
  });

  it('is ended by the app when it closes (a screen left open does not keep the server up)', async () => {
    await setPublic(true);
    const address = await origin();
    const res = await fetch(`${address}/api/live/tournaments/${tournamentId}/stream`);
    expect(res.status).toBe(200);
    const ended = (async () => {
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      while (!(await reader.read()).done);
    })();
    await t.app.close();
    await ended;
  });
});

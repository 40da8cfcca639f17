import { type BracketAnswer, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgCodeOf, SEAT_IN_DECIDED_BRACKET } from '../../../db/pg-errors.ts';
import { one, rows } from '../../../db/sql.ts';
import { errorsPlugin } from '../../../plugins/errors.ts';
import { makeTournament, makeTournamentProspect } from '../../../test/factories/tournaments.ts';
import { makeDoyang } from '../../../test/factories.ts';
import { createTestApp, onPostgres, type TestApp, type Twin } from '../../../test/test-app.ts';

// Issue 22: bracket writes that race. Seats never land in a bracket that has decisions (the draw locks the brackets it
// may seat into and reads after; the database refuses one anyway), and writes over two brackets lock them lowest id
// first, so two crossing moves wait for each other instead of deadlocking. Every category here is of boys of one age
// (the age is the category's key), each round its own.
let t: TestApp;
let director: string;
let tournamentId: number;
let doyang: number;
let nextAge = 6;

const bracketsOf = async (categoryId: number) => {
  const res = await t.call('GET', `/api/tournaments/${tournamentId}?append=graphs`, director);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().graphs as BracketAnswer[]).filter((g) => g.tournament_category_id === categoryId);
};
const draw = (call = t.call) => call('GET', `/api/tournaments/${tournamentId}?add_missing_graphs=1`, director);
const prospect = (age: number, name: string) => makeTournamentProspect(t, tournamentId, name, { sex: 1, years: age, doyang });

/** A category of its own age with `count` boys, drawn: answers the category and its people. */
async function drawnCategory(count: number) {
  const age = nextAge++;
  const res = await t.call('POST', '/api/tournament_categories', director, {
    tournament_id: tournamentId,
    name: `VARONIL ${age} AÑOS`,
    is_male: true,
    min_age_years: age,
    max_age_years: age,
  });
  expect(res.statusCode, res.body).toBe(201);
  const people = [];
  for (let i = 0; i < count; i++) people.push(await prospect(age, `NIÑO ${age} ${i}`));
  expect((await draw()).statusCode).toBe(200);
  return { id: res.json().id as number, age, people };
}

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = (await t.as('director')).token;
  tournamentId = await makeTournament(t, director, { has_combat: true });
  doyang = (await makeDoyang(t.app.db)).id;
});
afterAll(() => t?.close());

describe('the database refuses a seat in a bracket that has decisions (migration 0019)', () => {
  let bracket: BracketAnswer;
  let late: number;
  beforeAll(async () => {
    const category = await drawnCategory(2);
    [bracket] = await bracketsOf(category.id);
    const [a, b] = bracket.competitors;
    const res = await t.call('PUT', `/api/tournament_graphs/${bracket.id}/winner`, director, {
      winner_id: a.user_id,
      loser_id: b.user_id,
    });
    expect(res.statusCode, res.body).toBe(200);
    late = (await prospect(category.age, 'TARDE')).id;
  });
  const seatLate = () =>
    t.app.db.execute(sql`insert into tournament_graph_users (graph_id, tournament_id, competition_type_id, user_id, intra_graph_number)
      values (${bracket.id}, ${tournamentId}, 1, ${late}, 3)`);

  it('refuses inserting a seat, and moving a seat within it, with SQLSTATE TG001; a prize is still written', async () => {
    expect(pgCodeOf(await seatLate().catch((e) => e))).toBe(SEAT_IN_DECIDED_BRACKET);
    const [a] = bracket.competitors;
    const moved = await t.app.db
      .execute(sql`update tournament_graph_users set intra_graph_number = 4 where id = ${a.id}`)
      .catch((e) => e);
    expect(pgCodeOf(moved)).toBe(SEAT_IN_DECIDED_BRACKET);
    await t.app.db.execute(sql`update tournament_graph_users set prized = true where id = ${a.id}`);
    expect((await bracketsOf(bracket.tournament_category_id))[0]).toMatchObject({ broken: false });
    const seats = await rows(t.app.db, sql`select id from tournament_graph_users where graph_id = ${bracket.id}`);
    expect(seats).toHaveLength(2);
  });

  it('answers such a refusal as a Spanish 409, never a 500', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/', async () => seatLate());
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.bracketHasDecisions);
  });
});

it('deleting a category takes its brackets with it (locked first, in order)', async () => {
  const category = await drawnCategory(3);
  expect(await bracketsOf(category.id)).toHaveLength(1);
  const res = await t.call('DELETE', `/api/tournament_categories/${category.id}`, director);
  expect(res.statusCode, res.body).toBe(200);
  expect(await bracketsOf(category.id)).toEqual([]);
});

describe.runIf(onPostgres)('on PostgreSQL, two servers at once', () => {
  let twin: Twin;
  beforeAll(async () => {
    twin = await t.twin();
  });

  it('a late prospect drawn while the bracket’s first encounter is decided never lands behind the decision', async () => {
    for (let round = 0; round < 8; round++) {
      // Two boys: one encounter, the final. A late third one would make it a bracket of four with a semifinal.
      const category = await drawnCategory(2);
      const [bracket] = await bracketsOf(category.id);
      const [a, b] = bracket.competitors;
      const late = await prospect(category.age, `TARDE ${category.age}`);
      const [drawn, decided] = await Promise.all([
        draw(),
        twin.call('PUT', `/api/tournament_graphs/${bracket.id}/winner`, director, { winner_id: a.user_id, loser_id: b.user_id }),
      ]);
      expect([drawn.statusCode, decided.statusCode], `${drawn.body} ${decided.body}`).toEqual([200, 200]);
      const after = await bracketsOf(category.id);
      expect(after.map((g) => g.broken)).not.toContain(true);
      const seatedIn = after.filter((g) => g.competitors.some((c) => c.user_id === late.id));
      expect(seatedIn).toHaveLength(1);
      const decision = after.find((g) => g.id === bracket.id)?.decisions[0];
      // Seated in the decided bracket only if the decision came after it (then it was the semifinal, encounter 2).
      if (seatedIn[0].id === bracket.id) expect(decision?.encounter).toBe(2);
      else expect(decision?.encounter).toBe(1);
    }
  });

  it('two editors moving one competitor A→B and another B→A at the same moment: both moves, no deadlock', async () => {
    const category = await drawnCategory(4);
    const [first] = await bracketsOf(category.id);
    const created = await t.call('POST', '/api/tournament_graphs', director, {
      tournament_category_id: category.id,
      competition_type_id: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const second = created.json().data as BracketAnswer;
    for (const seat of first.competitors.slice(2)) {
      const res = await t.call('PUT', `/api/tournament_graphs/change_graph/${seat.id}`, director, { graph: second.label });
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = await deadlocks();
    for (let pair = 0; pair < 5; pair++) {
      const [a, b] = await bracketsOf(category.id);
      const [there, back] = await Promise.all([
        t.call('PUT', `/api/tournament_graphs/change_graph/${a.competitors[0].id}`, director, { graph: b.label }),
        twin.call('PUT', `/api/tournament_graphs/change_graph/${b.competitors[0].id}`, director, { graph: a.label }),
      ]);
      expect([there.statusCode, back.statusCode], `${there.body} ${back.body}`).toEqual([200, 200]);
    }
    expect((await bracketsOf(category.id)).map((g) => g.competitors.length)).toEqual([2, 2]);
    await reportStats([t.app, twin.app]);
    expect(await deadlocks()).toBe(before);
  });
});

const deadlocks = async () =>
  Number(
    (
      await one<{ n: string }>(
        t.app.db,
        sql`select deadlocks::text as n from pg_stat_database where datname = current_database()`,
      )
    )?.n,
  );

/**
 * PostgreSQL counts a deadlock in the backend that hit it and reports the count when that backend goes idle, at most
 * once a second: after a second, one statement on every pooled connection of both servers makes each report.
 */
async function reportStats(apps: { db: TestApp['app']['db'] }[]) {
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await Promise.all(apps.flatMap((app) => Array.from({ length: 10 }, () => app.db.execute(sql`select pg_sleep(0.05)`))));
}

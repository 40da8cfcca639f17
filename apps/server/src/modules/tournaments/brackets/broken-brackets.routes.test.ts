import { type BracketAnswer, type BracketCompetitorAnswer, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgCodeOf } from '../../../db/pg-errors.ts';
import { one, rows } from '../../../db/sql.ts';
import type { Actor } from '../../../test/as-role.ts';
import { makeTournament, makeTournamentProspect } from '../../../test/factories/tournaments.ts';
import { makeDoyang } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { announceLiveChange } from '../live/live-events.ts';

// Issue 22: a competitor who fought is never deleted (their seat and decisions are what the bracket replays from), and
// a bracket whose decisions no longer replay anyway (corrupted here by hand in SQL) is reported by every screen that
// reads brackets while the rest of the tournament answers as before. Two brackets of four boys, played out: INFANTIL
// in area 1 (doyang ÁGUILAS), JUVENIL in area 2 (doyang BÚHOS).
let t: TestApp;
let director: string;
let professorA: Actor;
let doyangA: number;
let doyangB: number;

const brackets = async (tournamentId: number, token = director) => {
  const res = await t.call('GET', `/api/tournaments/${tournamentId}?append=graphs`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().graphs as BracketAnswer[];
};
const named = async (tournamentId: number, category: string) =>
  (await brackets(tournamentId)).find((g) => g.tournament_category_name === category) as BracketAnswer;
const decisionCount = async (bracketId: number) =>
  (
    await one<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from tournament_graph_decisions where graph_id = ${bracketId}`,
    )
  )?.n;
const exists = async (userId: number) => Boolean(await one(t.app.db, sql`select id from users where id = ${userId}`));

async function category(tournamentId: number, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/tournament_categories', director, { tournament_id: tournamentId, ...body });
  expect(res.statusCode, res.body).toBe(201);
}

/** Decides every pending encounter of the bracket, its first seated competitor winning. */
async function playOut(tournamentId: number, bracketId: number) {
  for (;;) {
    const g = (await brackets(tournamentId)).find((x) => x.id === bracketId) as BracketAnswer;
    if (!g.pending.length) return;
    const [winner, loser] = g.users[String(g.pending[0])];
    const res = await t.call('PUT', `/api/tournament_graphs/${g.id}/winner`, director, {
      winner_id: winner.user_id,
      loser_id: loser.user_id,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** A tournament of its own (each describe plays with its own): both brackets played out. */
async function playedCup(): Promise<number> {
  const tournamentId = await makeTournament(t, director, {
    has_combat: true,
    is_local: true,
    local_first_points: 10,
    local_second_points: 6,
    local_third_points: 4,
    local_participated_points: 1,
  });
  for (const area of [1, 2]) {
    const res = await t.call('POST', '/api/tournament_areas', director, { tournament_id: tournamentId, area_number: area });
    expect(res.statusCode, res.body).toBe(201);
  }
  await category(tournamentId, { name: 'INFANTIL VARONIL', is_male: true, min_age_years: 6, max_age_years: 12, table_name: 1 });
  await category(tournamentId, { name: 'JUVENIL VARONIL', is_male: true, min_age_years: 13, max_age_years: 17, table_name: 2 });
  for (let i = 0; i < 4; i++) {
    await makeTournamentProspect(t, tournamentId, `NIÑO ${i}`, { sex: 1, years: 9, doyang: doyangA });
    await makeTournamentProspect(t, tournamentId, `JOVEN ${i}`, { sex: 1, years: 15, doyang: doyangB });
  }
  const drawn = await t.call('GET', `/api/tournaments/${tournamentId}?add_missing_graphs=1`, director);
  expect(drawn.statusCode, drawn.body).toBe(200);
  for (const g of await brackets(tournamentId)) await playOut(tournamentId, g.id);
  return tournamentId;
}

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = (await t.as('director')).token;
  doyangA = (await makeDoyang(t.app.db, { name: 'DOYANG ÁGUILAS' })).id;
  doyangB = (await makeDoyang(t.app.db, { name: 'DOYANG BÚHOS' })).id;
  professorA = await t.as('profesor', { doyang: doyangA, responsible: true });
});
afterAll(() => t?.close());

describe('a person with results is never deleted (issue 22)', () => {
  let tournamentId: number;
  beforeAll(async () => {
    tournamentId = await playedCup();
  });

  it('refuses deleting a competitor who won an encounter and lost a later one, for their professor and for general direction', async () => {
    const bracket = await named(tournamentId, 'INFANTIL VARONIL');
    const final = bracket.decisions.find((d) => d.encounter === bracket.final_encounter);
    if (!final) throw new Error('final not decided');
    const finalist = final.loser_id;
    expect(bracket.decisions.some((d) => d.winner_id === finalist)).toBe(true);
    for (const token of [professorA.token, director]) {
      const res = await t.call('DELETE', `/api/users/${finalist}`, token);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(MSG.personHasResults);
    }
    expect(await exists(finalist)).toBe(true);
    expect(await decisionCount(bracket.id)).toBe(3);
    expect((await named(tournamentId, 'INFANTIL VARONIL')).broken).toBe(false);
  });

  it('refuses a competitor who only lost, and the database refuses the delete on its own (23503)', async () => {
    const bracket = await named(tournamentId, 'INFANTIL VARONIL');
    const semifinal = bracket.decisions.find((d) => d.encounter !== bracket.final_encounter);
    if (!semifinal) throw new Error('no semifinal');
    const res = await t.call('DELETE', `/api/users/${semifinal.loser_id}`, professorA.token);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(MSG.personHasResults);
    const refused = await t.app.db.execute(sql`delete from users where id = ${semifinal.winner_id}`).catch((e) => e);
    expect(pgCodeOf(refused)).toBe('23503');
    expect(await exists(semifinal.winner_id)).toBe(true);
  });

  it('refuses a graded prospect with no bracket; a prospect only registered is deleted as before', async () => {
    const graded = await makeTournamentProspect(t, tournamentId, 'CALIFICADO', { sex: 2, years: 40, doyang: doyangA });
    const registered = await makeTournamentProspect(t, tournamentId, 'INSCRITO', { sex: 2, years: 40, doyang: doyangA });
    await t.app.db.execute(
      sql`update tournament_prospects set already_promoted = true, result_combat = 5 where user_id = ${graded.id}`,
    );
    const res = await t.call('DELETE', `/api/users/${graded.id}`, professorA.token);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(MSG.personHasResults);
    const refused = await t.app.db.execute(sql`delete from users where id = ${graded.id}`).catch((e) => e);
    expect(pgCodeOf(refused)).toBe('23503');

    const ok = await t.call('DELETE', `/api/users/${registered.id}`, professorA.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await exists(registered.id)).toBe(false);
  });
});

describe('a bracket whose decisions no longer replay (issue 22)', () => {
  let tournamentId: number;
  let broken: BracketAnswer;
  let intact: BracketAnswer;
  beforeAll(async () => {
    tournamentId = await playedCup();
    broken = await named(tournamentId, 'INFANTIL VARONIL');
    intact = await named(tournamentId, 'JUVENIL VARONIL');
    // One semifinal decision removed behind the bracket's back: the final it led to no longer replays.
    await t.app.db.execute(sql`delete from tournament_graph_decisions where id =
      (select min(id) from tournament_graph_decisions where graph_id = ${broken.id})`);
    await t.app.db.execute(sql`update tournaments set is_live_public = true where id = ${tournamentId}`);
    await announceLiveChange(t.app.db, tournamentId);
  });

  it('the brackets screen answers every bracket: this one reported, with nothing to decide and nobody placed', async () => {
    const all = await brackets(tournamentId);
    const bad = all.find((g) => g.id === broken.id) as BracketAnswer;
    expect(bad).toMatchObject({ broken: true, pending: [], can_decide: false });
    expect(bad.competitors.map((c) => c.placement)).toEqual([null, null, null, null]);
    const good = all.find((g) => g.id === intact.id) as BracketAnswer;
    expect(good.broken).toBe(false);
    expect(good.competitors.map((c) => c.placement).sort()).toEqual([1, 2, 3, 3]);
    expect((await brackets(tournamentId, professorA.token)).map((g) => [g.id, g.broken])).toEqual([[broken.id, true]]);
    const one = await t.call('GET', `/api/tournament_graphs/${broken.id}`, director);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().broken).toBe(true);
  });

  it('deciding or prizing in it is refused in Spanish (422), never a 500', async () => {
    const [a, b] = broken.competitors;
    const res = await t.call('PUT', `/api/tournament_graphs/${broken.id}/winner`, director, {
      winner_id: a.user_id,
      loser_id: b.user_id,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(MSG.bracketBroken);
    const prized = await t.call('PUT', `/api/tournament_graphs/prized/${a.id}`, director, { prized: 1 });
    expect(prized.statusCode, prized.body).toBe(422);
  });

  it('the doyang standings leave it out and count the others', async () => {
    const res = await t.call('GET', `/api/tournaments/${tournamentId}?append=graph_standings`, director);
    expect(res.statusCode, res.body).toBe(200);
    const standings = res.json().graph_standings as { doyang_id: number }[];
    expect(standings.map((s) => s.doyang_id)).toEqual([doyangB]);
  });

  it('the live view of every area answers: the bracket named apart, the others on the board', async () => {
    for (const area of ['', '?area=1', '?area=2']) {
      const res = await t.call('GET', `/api/live/tournaments/${tournamentId}${area}`);
      expect(res.statusCode, `${area} ${res.body}`).toBe(200);
      const board = res.json();
      expect(board.broken.map((b: { graph_id: number }) => b.graph_id)).toEqual(area === '?area=2' ? [] : [broken.id]);
      expect(board.recent.every((d: { graph_id: number }) => d.graph_id === intact.id)).toBe(true);
      expect(board.champions.map((c: { graph_id: number }) => c.graph_id)).toEqual(area === '?area=1' ? [] : [intact.id]);
    }
  });

  it('the results sheet (PDF) notes it and lists the other bracket’s places', async () => {
    const res = await t.call('GET', `/api/tournaments/result_sheet/${tournamentId}`, director);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toMatch(/INFANTIL VARONIL[\s\S]*Con decisiones que ya no corresponden/);
    for (const c of intact.competitors) expect(text).toContain(c.full_name);
    for (const c of broken.competitors) expect(text).not.toContain(c.full_name);
  });

  it('results from the brackets pass the others and name this one', async () => {
    const res = await t.call('POST', `/api/tournaments/${tournamentId}/prospects/results_from_graphs`, director);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 4, results: 4, skipped: 0, broken: 1 });
    expect(res.json().message).toBe(MSG.resultsFromBracketsDone(4) + MSG.resultsFromBracketsBroken([broken.label]));
    const results = await rows<{ user_id: number; result_combat: number | null }>(
      t.app.db,
      sql`select user_id, result_combat from tournament_prospects where tournament_id = ${tournamentId}
        and user_id in ${[...broken.competitors, ...intact.competitors].map((c) => c.user_id)}`,
    );
    const of = (c: BracketCompetitorAnswer) => results.find((r) => r.user_id === c.user_id)?.result_combat;
    expect(broken.competitors.map(of)).toEqual([null, null, null, null]);
    expect(intact.competitors.map(of).every((r) => r !== null)).toBe(true);
  });
});

import { type BracketAnswer, type BracketCompetitorAnswer, MSG, sameDoyangFirstRound } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../../db/sql.ts';
import type { Actor } from '../../../test/as-role.ts';
import { openEventStream } from '../../../test/event-stream.ts';
import { makeTournament, makeTournamentProspect, type ProspectOptions } from '../../../test/factories/tournaments.ts';
import { makeDoyang } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The brackets of a tournament (issue 13): drawing, who sees and decides what, the editor's calls, and two deciders at
// once. Every test makes its own cup (cup() below): one category of 11 boys in combat (two brackets), 3 girls, and a
// lone adult, in areas whose responsibles are the two judges. The people who call are made once.
let t: TestApp;
let director: string;
let doyangA: number;
let doyangB: number;
let judge: Actor; // responsible of area 1
let otherJudge: Actor; // responsible of area 2
let professorB: Actor;

const ofCategory = (brackets: BracketAnswer[], id: number) => brackets.filter((g) => g.tournament_category_id === id);

const decide = (token: string, bracket: number, winner: number, loser: number) =>
  t.call('PUT', `/api/tournament_graphs/${bracket}/winner`, token, { winner_id: winner, loser_id: loser });

/** A tournament of its own, with its areas, categories and prospects; drawn unless `drawn: false`. */
async function cup({ drawn = true } = {}) {
  const tournamentId = await makeTournament(t, director, { has_combat: true });
  for (const [area, who] of [
    [1, judge],
    [2, otherJudge],
  ] as const) {
    const res = await t.call('POST', '/api/tournament_areas', director, {
      tournament_id: tournamentId,
      area_number: area,
      area_responsible_id: who.user.id,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const category = async (body: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/tournament_categories', director, { tournament_id: tournamentId, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const prospect = (name: string, o: ProspectOptions) => makeTournamentProspect(t, tournamentId, name, o);
  const boys = await category({ name: 'INFANTIL VARONIL', is_male: true, min_age_years: 6, max_age_years: 12, table_name: 1 });
  await category({ name: 'INFANTIL FEMENIL', is_male: false, min_age_years: 6, max_age_years: 12, table_name: 2 });
  await category({ name: 'ADULTOS VARONIL', is_male: true, min_age_years: 18, table_name: 2 });
  // Eleven boys: seven of doyang A, four of B; three girls of A; one adult of B; one girl of 30 who fits nothing.
  for (let i = 0; i < 11; i++) await prospect(`NIÑO${i}`, { sex: 1, years: 9, doyang: i < 7 ? doyangA : doyangB });
  for (let i = 0; i < 3; i++) await prospect(`NIÑA${i}`, { sex: 2, years: 9, doyang: doyangA });
  await prospect('ADULTO', { sex: 1, years: 30, doyang: doyangB });
  await prospect('SIN CATEGORIA', { sex: 2, years: 30, doyang: doyangB });
  const draw = () => t.call('GET', `/api/tournaments/${tournamentId}?add_missing_graphs=1`, director);
  if (drawn) expect((await draw()).statusCode).toBe(200);
  const bracketsAs = async (token: string, query = '') => {
    const res = await t.call('GET', `/api/tournaments/${tournamentId}?append=graphs${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().graphs as BracketAnswer[];
  };
  const named = async (name: string) =>
    (await bracketsAs(director)).find((g) => g.tournament_category_name === name) as BracketAnswer;
  return { id: tournamentId, boys, prospect, draw, bracketsAs, named };
}

/** Decides the bracket to its champion as `token`, the second seated winning each encounter; answers it decided. */
async function playOut(token: string, bracket: BracketAnswer): Promise<BracketAnswer> {
  let g = bracket;
  while (g.pending.length) {
    const [a, b] = g.users[g.pending[0]];
    const res = await decide(token, g.id, b.user_id, a.user_id);
    expect(res.statusCode, res.body).toBe(200);
    g = res.json().data;
  }
  return g;
}

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = (await t.as('director')).token;
  doyangA = (await makeDoyang(t.app.db)).id;
  doyangB = (await makeDoyang(t.app.db)).id;
  judge = await t.as('profesor', { doyang: doyangA });
  otherJudge = await t.as('profesor', { doyang: doyangA });
  professorB = await t.as('profesor', { doyang: doyangB });
});
afterAll(() => t?.close());

describe('drawing (add_missing_graphs=1)', () => {
  it('is general direction’s: a professor is refused and nothing is drawn', async () => {
    const my = await cup({ drawn: false });
    const res = await t.call('GET', `/api/tournaments/${my.id}?add_missing_graphs=1`, professorB.token);
    expect([403, 404]).toContain(res.statusCode);
    expect(await my.bracketsAs(director)).toEqual([]);
  });

  it("refuses a tournament's brackets and standings to who does not read tournaments (a student of a drawn doyang)", async () => {
    const my = await cup();
    const student = await t.as('alumno', { doyang: doyangA });
    for (const append of ['graphs', 'graph_standings']) {
      const res = await student.call('GET', `/api/tournaments/${my.id}?append=${append}`);
      expect(res.statusCode, append).toBe(403);
    }
    // The tournament itself stays readable (the calendar shows it to everyone).
    expect((await student.call('GET', `/api/tournaments/${my.id}`)).statusCode).toBe(200);
  });

  it('draws every category, balanced, keeping one doyang apart where it can, and answers a message', async () => {
    const my = await cup({ drawn: false });
    const res = await my.draw();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.bracketsAdded(4, 15) + MSG.bracketsWithoutCategory(1));
    const brackets = await my.bracketsAs(director);
    const boysBrackets = ofCategory(brackets, my.boys);
    expect(boysBrackets.map((g) => g.competitors.length).sort()).toEqual([5, 6]);
    expect(boysBrackets.map((g) => g.table_name)).toEqual([1, 1]);
    for (const g of boysBrackets) {
      const slots = g.competitors.map((c) => ({
        user_id: c.user_id,
        doyang_id: c.doyang_id,
        intra_graph_number: c.intra_graph_number,
        seed: 0,
      }));
      // Doyang A has 7 of 11: in a bracket of 6 (4 A, 2 B) or 5 (3 A, 2 B) at most one first-round pair of A is forced.
      expect(sameDoyangFirstRound({ graph_number: 1, size: g.size, slots })).toBeLessThanOrEqual(1);
    }
    expect(brackets.map((g) => g.section).sort()).toEqual(['alone', 'normal', 'normal', 'normal']);
    const alone = brackets.find((g) => g.section === 'alone') as BracketAnswer;
    expect(alone.competitors[0]).toMatchObject({ placement: 1, first_without_competing: true });
    expect(brackets.every((g) => g.label === `${g.tournament_category_id}.${g.graph_number}`)).toBe(true);
  });

  it('records who drew every bracket and seat (one audit row each, written per statement)', async () => {
    const { id: tournamentId } = await cup();
    const directorId = (await t.call('POST', '/api/me', director)).json().id as number;
    const audited = await one<{ brackets: number; seats: number; by_director: boolean; whole: boolean }>(
      t.app.db,
      sql`select count(*) filter (where a.resource = 'tournament_graphs')::int as brackets,
          count(*) filter (where a.resource = 'tournament_graph_users')::int as seats,
          bool_and(a.user_id = ${directorId}) as by_director,
          bool_and(a.after ? 'tournament_id' and a.action = 'create' and a.record_id is not null) as whole
        from audit_log a
        where a.resource in ('tournament_graphs', 'tournament_graph_users') and (a.after ->> 'tournament_id')::int = ${tournamentId}`,
    );
    expect(audited).toEqual({ brackets: 4, seats: 15, by_director: true, whole: true });
  });

  it('holds a seat to its bracket: the database refuses one person twice in a competition, or another competition', async () => {
    const { id: tournamentId } = await cup();
    type Seat = { graph_id: number; tournament_id: number; competition_type_id: number; user_id: number };
    const seat = (await one<Seat>(
      t.app.db,
      sql`select graph_id, tournament_id, competition_type_id, user_id from tournament_graph_users
        where tournament_id = ${tournamentId} order by id limit 1`,
    )) as Seat;
    const insert = (competition: number, slot: number) =>
      t.app.db.execute(sql`insert into tournament_graph_users (graph_id, tournament_id, competition_type_id, user_id, intra_graph_number)
        values (${seat.graph_id}, ${seat.tournament_id}, ${competition}, ${seat.user_id}, ${slot})`);
    // Which rule refused: the constraint's name, from the driver's error (PGlite and node-postgres both carry it).
    const refusal = async (write: Promise<unknown>) => {
      try {
        await write;
        return 'written';
      } catch (e) {
        const cause = ((e as { cause?: unknown }).cause ?? e) as { constraint?: string; message: string };
        return cause.constraint ?? cause.message;
      }
    };
    // Slot 9 is nobody's, so the slot key is not what refuses.
    expect(await refusal(insert(seat.competition_type_id, 9))).toMatch(/tournament_graph_users_person_unique/);
    expect(await refusal(insert(seat.competition_type_id === 1 ? 2 : 1, 9))).toMatch(/tournament_graph_users_bracket_fk/);
  });

  it('draws nothing twice, and seats a late prospect in a free slot facing a bye, telling the live views', async () => {
    const my = await cup();
    await t.app.db.execute(sql`update tournaments set is_live_public = true where id = ${my.id}`);
    const stream = await openEventStream(
      await t.app.listen({ port: 0, host: '127.0.0.1' }),
      `/api/live/tournaments/${my.id}/stream`,
    );
    expect(stream.status).toBe(200);
    expect((await my.draw()).json().message).toBe(MSG.bracketsNoneMissing + MSG.bracketsWithoutCategory(1));
    // Longer than the stream gathers a burst of changes for: nothing drawn, nothing told.
    await new Promise((r) => setTimeout(r, 400));
    expect(stream.changed()).toBe(0);
    const late = await my.prospect('TARDE', { sex: 2, years: 9, doyang: doyangB });
    expect((await my.draw()).json().message).toBe(MSG.bracketsAdded(1, 1) + MSG.bracketsWithoutCategory(1));
    await expect.poll(() => stream.changed(), { timeout: 2000 }).toBe(1);
    stream.close();
    const girls = await my.named('INFANTIL FEMENIL');
    expect(girls.competitors.map((c) => c.user_id)).toContain(late.id);
    expect(girls.competitors).toHaveLength(4);
    expect(girls.pending.sort()).toEqual([2, 3]);
  });
});

describe('who sees the brackets', () => {
  it("shows other doyangs' staff only brackets with their doyang in them, without other doyangs' personal data", async () => {
    const my = await cup();
    const seen = await my.bracketsAs(professorB.token);
    expect(seen.length).toBeGreaterThan(0);
    for (const g of seen) expect(g.competitors.some((c) => c.doyang_id === doyangB)).toBe(true);
    const others = seen.flatMap((g) => g.competitors).filter((c) => c.doyang_id !== doyangB);
    expect(others.length).toBeGreaterThan(0);
    for (const c of others) expect(c).toMatchObject({ age: null, weight_kg: null, own_doyang: false });
    const own = seen.flatMap((g) => g.competitors).filter((c) => c.doyang_id === doyangB);
    for (const c of own) expect(c.age !== null && c.own_doyang).toBe(true);
    expect(seen.every((g) => !g.can_decide)).toBe(true);
  });
  it('refuses one bracket of another doyang by id', async () => {
    const my = await cup();
    // The girls are all of doyang A until a late girl of B is drawn into their bracket.
    const onlyA = (await my.bracketsAs(director)).find((g) => g.competitors.every((c) => c.doyang_id === doyangA));
    expect(onlyA?.tournament_category_name).toBe('INFANTIL FEMENIL');
    expect((await t.call('GET', `/api/tournament_graphs/${onlyA?.id}`, professorB.token)).statusCode).toBe(403);
    await my.prospect('TARDE', { sex: 2, years: 9, doyang: doyangB });
    expect((await my.draw()).statusCode).toBe(200);
    const girls = await my.named('INFANTIL FEMENIL');
    expect((await t.call('GET', `/api/tournament_graphs/${girls.id}`, professorB.token)).statusCode).toBe(200);
  });
});

describe('deciding encounters', () => {
  it("lets the area's responsible decide a bracket through to its champion; the other area's cannot", async () => {
    const my = await cup();
    const [bracket] = ofCategory(await my.bracketsAs(director), my.boys);
    expect((await decide(otherJudge.token, bracket.id, 1, 2)).statusCode).toBe(403);
    expect((await decide(otherJudge.token, bracket.id, 1, 2)).json().message).toBe(MSG.bracketNotDecider);
    const g = await playOut(judge.token, bracket);
    const places = g.competitors
      .map((c) => c.placement)
      .filter((p) => p !== null)
      .sort();
    expect(places).toEqual([1, 2, 3, 3]);
    expect(g.users[String(g.final_encounter)]).toHaveLength(2);
  });

  it('refuses a winner who is not in that encounter, and a competitor without a place as prized', async () => {
    const my = await cup();
    const [, bracket] = ofCategory(await my.bracketsAs(director), my.boys);
    const [a] = bracket.users[bracket.pending[0]];
    const stranger = bracket.users[bracket.pending[1]][0];
    const res = await decide(director, bracket.id, a.user_id, stranger.user_id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.bracketNotOpponents);
    const prized = await t.call('PUT', `/api/tournament_graphs/prized/${a.id}`, director, { prized: 1 });
    expect(prized.statusCode).toBe(422);
    expect(prized.json().message).toBe(MSG.bracketNotPlaced);
  });

  it('marks a placed competitor as prized', async () => {
    const my = await cup();
    const bracket = await playOut(judge.token, ofCategory(await my.bracketsAs(director), my.boys)[0]);
    const champion = bracket.competitors.find((c) => c.placement === 1) as BracketCompetitorAnswer;
    const res = await t.call('PUT', `/api/tournament_graphs/prized/${champion.id}`, judge.token, { prized: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.bracketPrized);
    expect(res.json().data.competitors.find((c: BracketCompetitorAnswer) => c.id === champion.id).prized).toBe(true);
    // And taken back, with its own message.
    const undone = await t.call('PUT', `/api/tournament_graphs/prized/${champion.id}`, judge.token, { prized: 0 });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().message).toBe(MSG.bracketUnprized);
    expect(undone.json().data.competitors.find((c: BracketCompetitorAnswer) => c.id === champion.id).prized).toBe(false);
  });

  it('two deciders on one encounter at once: one wins, the other is told, and one decision is stored', async () => {
    const my = await cup();
    const [, bracket] = ofCategory(await my.bracketsAs(director), my.boys);
    const encounter = bracket.pending[0];
    const [a, b] = bracket.users[encounter];
    const [first, second] = await Promise.all([
      decide(judge.token, bracket.id, a.user_id, b.user_id),
      decide(director, bracket.id, b.user_id, a.user_id),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.statusCode === 409)?.json().message).toBe(MSG.bracketDecided);
    const stored = await one<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from tournament_graph_decisions where graph_id = ${bracket.id} and encounter = ${encounter}`,
    );
    expect(stored?.n).toBe(1);
    const after = (await t.call('GET', `/api/tournament_graphs/${bracket.id}`, director)).json() as BracketAnswer;
    const seats = Object.values(after.users)
      .flat()
      .map((c) => c.user_id);
    // Everybody sits at most once per encounter, and nobody lost a result.
    expect(after.competitors).toHaveLength(bracket.competitors.length);
    for (const list of Object.values(after.users)) expect(new Set(list.map((c) => c.user_id)).size).toBe(list.length);
    expect(seats.length).toBeGreaterThan(0);
  });
});

describe('Premiaciones de doyang from the brackets', () => {
  it("counts every place won so far per doyang, ranked; staff see their doyangs' rows", async () => {
    const my = await cup();
    await playOut(judge.token, ofCategory(await my.bracketsAs(director), my.boys)[0]);
    const res = await t.call('GET', `/api/tournaments/${my.id}?append=graph_standings`, director);
    const rows = res.json().graph_standings as {
      doyang_id: number;
      first: number;
      second: number;
      third: number;
      first_no_contest: number;
      place: number;
      points: number;
    }[];
    const sum = (k: 'first' | 'second' | 'third' | 'first_no_contest') => rows.reduce((n, r) => n + r[k], 0);
    // One bracket played out (1st, 2nd, two 3rds) and one lone adult.
    expect([sum('first'), sum('second'), sum('third'), sum('first_no_contest')]).toEqual([1, 1, 2, 1]);
    expect(rows[0].place).toBe(1);
    expect(rows.every((r, i) => i === 0 || r.points <= rows[i - 1].points)).toBe(true);
    const asB = (await t.call('GET', `/api/tournaments/${my.id}?append=graph_standings`, professorB.token)).json();
    expect(asB.graph_standings.map((r: { doyang_id: number }) => r.doyang_id)).toEqual([doyangB]);
  });
});

describe('editor mode', () => {
  it("moves a competitor with 'category.number', refusing anything but two dot-separated parts", async () => {
    const girls = await (await cup()).named('INFANTIL FEMENIL');
    const girl = girls.competitors[0];
    for (const label of ['12', '1.2.3', 'a.b', `${girls.tournament_category_id}.99`]) {
      const res = await t.call('PUT', `/api/tournament_graphs/change_graph/${girl.id}`, director, { graph: label });
      expect(res.statusCode, label).toBe(422);
      expect(res.json().message).toBe(MSG.bracketInvalid);
    }
    const isolated = await t.call('PUT', `/api/tournament_graphs/isolate_graph/${girl.id}`, director, { is_exhibition: 1 });
    expect(isolated.statusCode, isolated.body).toBe(200);
    expect(isolated.json()).toMatchObject({ message: MSG.bracketUserMoved, data: { section: 'exhibition', graph_number: 2 } });
    // Sent again (a second click, a retry): she is alone there already, so no further empty bracket is made.
    const again = await t.call('PUT', `/api/tournament_graphs/isolate_graph/${girl.id}`, director, { is_exhibition: 1 });
    expect([again.statusCode, again.json().message]).toEqual([422, MSG.bracketAlreadyAlone]);
    const back = await t.call('PUT', `/api/tournament_graphs/change_graph/${girl.id}`, director, { graph: girls.label });
    expect(back.statusCode, back.body).toBe(200);
    const moved = back.json().data.competitors.find((c: BracketCompetitorAnswer) => c.id === girl.id);
    expect(moved.changed_graph).toBe(true);
    expect(back.json().message).toBe(MSG.bracketUserMoved);
  });

  it('swaps two competitors within a bracket by intra-bracket number', async () => {
    const girls = await (await cup()).named('INFANTIL FEMENIL');
    const [x, y] = girls.competitors;
    const res = await t.call('PUT', `/api/tournament_graphs/change_graph/${x.id}`, director, {
      intra_graph_number: y.intra_graph_number,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data.competitors as BracketCompetitorAnswer[];
    expect(after.find((c) => c.id === x.id)?.intra_graph_number).toBe(y.intra_graph_number);
    expect(after.find((c) => c.id === y.id)?.intra_graph_number).toBe(x.intra_graph_number);
  });

  it('refuses to change who competes in a bracket with decisions, and edits are general direction’s', async () => {
    const my = await cup();
    const decided = await playOut(judge.token, ofCategory(await my.bracketsAs(director), my.boys)[0]);
    const seat = decided.competitors[0];
    const res = await t.call('DELETE', `/api/tournament_graphs/users/${seat.id}`, director);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.bracketHasDecisions);
    expect((await t.call('PUT', `/api/tournament_graphs/isolate_graph/${seat.id}`, judge.token, {})).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/tournament_graphs/${decided.id}`, judge.token)).statusCode).toBe(403);
  });

  it("changes a bracket's area to one the tournament has", async () => {
    const my = await cup();
    const [bracket] = ofCategory(await my.bracketsAs(director), my.boys);
    const bad = await t.call('PUT', `/api/tournament_graphs/${bracket.id}`, director, { table_name: 9 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(MSG.areaNotInTournament);
    const res = await t.call('PUT', `/api/tournament_graphs/${bracket.id}`, director, { table_name: 2 });
    expect(res.json()).toMatchObject({ message: MSG.bracketAreaChanged, data: { table_name: 2 } });
    // Now area 2's responsible decides it, and area 1's no longer does.
    expect(res.json().data.can_decide).toBe(true);
    const asJudge = (await t.call('GET', `/api/tournament_graphs/${bracket.id}`, judge.token)).json();
    expect(asJudge.can_decide).toBe(false);
  });

  it('creates an empty bracket, adds a prospect to it, removes them, and deletes brackets', async () => {
    const my = await cup();
    const created = await t.call('POST', '/api/tournament_graphs', director, {
      tournament_category_id: my.boys,
      competition_type_id: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const empty = created.json().data as BracketAnswer;
    expect(empty).toMatchObject({ graph_number: 3, section: 'alone', competitors: [] });
    expect(
      (
        await t.call('POST', '/api/tournament_graphs', director, { tournament_category_id: my.boys, competition_type_id: 2 })
      ).json().message,
    ).toBe(MSG.competitionNotOffered);
    const newcomer = await my.prospect('NUEVO', { sex: 1, years: 9, doyang: doyangB });
    const added = await t.call('POST', `/api/tournament_graphs/${empty.id}/users`, director, { user_id: newcomer.id });
    expect(added.statusCode, added.body).toBe(201);
    const seat = added.json().data.competitors[0] as BracketCompetitorAnswer;
    expect(
      (await t.call('POST', `/api/tournament_graphs/${empty.id}/users`, director, { user_id: newcomer.id })).statusCode,
    ).toBe(422);
    const removed = await t.call('DELETE', `/api/tournament_graphs/users/${seat.id}`, director);
    expect(removed.json()).toMatchObject({ message: MSG.bracketUserRemoved, data: { competitors: [] } });
    const gone = await t.call('DELETE', `/api/tournament_graphs/${empty.id}`, director);
    expect(gone.json().message).toBe(MSG.bracketDeleted);
    const adults = await my.named('ADULTOS VARONIL');
    const all = await t.call('DELETE', `/api/tournament_graphs/category/${adults.tournament_category_id}`, director);
    expect(all.json()).toMatchObject({ message: MSG.bracketsDeleted, data: { deleted: 1 } });
    expect((await my.bracketsAs(director)).some((g) => g.tournament_category_name === 'ADULTOS VARONIL')).toBe(false);
  });

  it('answers the same standings everywhere: doyang_results, its CSV and the brackets tab, before and after a result by hand', async () => {
    const my = await cup();
    const played = await playOut(judge.token, ofCategory(await my.bracketsAs(director), my.boys)[0]);
    const everywhere = async () => {
      const tab = (await t.call('GET', `/api/tournaments/${my.id}?append=graph_standings`, director)).json().graph_standings;
      const results = (await t.call('GET', `/api/tournaments/${my.id}/doyang_results`, director)).json();
      const csv = (await t.call('GET', `/api/tournaments/${my.id}/doyangs_results_csv`, director)).body;
      const csvRows = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split(',').slice(0, 3));
      return { tab, results, csvRows };
    };
    const before = await everywhere();
    // Decided brackets count before anybody passes them to the prospects' results.
    expect(before.tab.length).toBeGreaterThan(0);
    expect(before.results).toEqual(before.tab.map((s: { doyang_id: number }) => ({ ...s, id: s.doyang_id })));
    expect(before.csvRows).toEqual(
      before.tab.map((s: { place: number; doyang_name: string; points: number }) => [
        String(s.place),
        s.doyang_name,
        String(s.points),
      ]),
    );
    // The champion's result corrected by hand to second: the recorded result counts, in every place.
    const champion = played.competitors.find((c) => c.placement === 1) as BracketCompetitorAnswer;
    await t.app.db.execute(sql`update tournament_prospects set tournament_result_id = 3, result_combat = 3
      where tournament_id = ${my.id} and user_id = ${champion.user_id}`);
    const after = await everywhere();
    const firsts = (list: { first: number }[]) => list.reduce((n, r) => n + r.first, 0);
    expect(firsts(after.tab)).toBe(firsts(before.tab) - 1);
    expect(after.results).toEqual(after.tab.map((s: { doyang_id: number }) => ({ ...s, id: s.doyang_id })));
    expect(after.csvRows.map((r) => r[2])).toEqual(after.tab.map((s: { points: number }) => String(s.points)));
  });
});

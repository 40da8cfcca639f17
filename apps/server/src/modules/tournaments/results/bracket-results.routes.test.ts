import { type BracketAnswer, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../db/sql.ts';
import type { Actor } from '../../../test/as-role.ts';
import { makeTournament, makeTournamentProspect, type ProspectOptions } from '../../../test/factories/tournaments.ts';
import { makeDoyang } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The brackets' places passed to the prospects (spec 03 §6, §7 'prospects/results_from_graphs'; issue 13): a decided
// combat bracket of four boys, an exhibition of two girls, a lone adult, and an undecided forms bracket, in a
// tournament each test makes for itself (played() below).
let t: TestApp;
let director: string;
let professorA: Actor;
let doyangA: number;
let doyangB: number;

type ProspectRow = {
  user_id: number;
  result_combat: number | null;
  result_forms: number | null;
  tournament_result_id: number | null;
  participated: boolean;
};

/** The text of the results sheet answered, as a reader sees it. */
function sheetText(res: LightMyRequestResponse): string {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toContain('resultados_torneo.pdf');
  return pdfText(res.rawPayload);
}

const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.app.db, query);

/** A tournament of its own, drawn, its girls' combat bracket an exhibition and its boys' combat bracket played out. */
async function played() {
  const tournamentId = await makeTournament(t, director, {
    has_combat: true,
    has_forms: true,
    is_local: true,
    local_first_points: 10,
    local_first_no_contest_points: 7,
    local_second_points: 6,
    local_third_points: 4,
    local_participated_points: 1,
    local_colaborated_points: 2,
  });
  const people: Record<string, number> = {};
  const prospect = async (name: string, o: ProspectOptions) => {
    people[name] = (await makeTournamentProspect(t, tournamentId, name, o)).id;
  };
  const category = async (body: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/tournament_categories', director, { tournament_id: tournamentId, ...body });
    expect(res.statusCode, res.body).toBe(201);
  };
  const brackets = async () => {
    const res = await t.call('GET', `/api/tournaments/${tournamentId}?append=graphs`, director);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().graphs as BracketAnswer[];
  };
  await category({ name: 'INFANTIL VARONIL', is_male: true, min_age_years: 6, max_age_years: 12 });
  await category({ name: 'INFANTIL FEMENIL', is_male: false, min_age_years: 6, max_age_years: 12 });
  await category({ name: 'ADULTOS VARONIL', is_male: true, min_age_years: 18 });
  for (const [i, name] of ['NIÑO UNO', 'NIÑO DOS', 'NIÑO TRES', 'NIÑO CUATRO'].entries())
    await prospect(name, { sex: 1, years: 9, doyang: i < 2 ? doyangA : doyangB, forms: true });
  await prospect('NIÑA UNO', { sex: 2, years: 9, doyang: doyangA });
  await prospect('NIÑA DOS', { sex: 2, years: 9, doyang: doyangB });
  await prospect('ADULTO SOLO', { sex: 1, years: 30, doyang: doyangB });
  // Collaboration recorded by hand before: passing the brackets keeps it.
  await t.app.db.execute(sql`update tournament_prospects set colaborated = true where user_id = ${people['ADULTO SOLO']}`);
  const drawn = await t.call('GET', `/api/tournaments/${tournamentId}?add_missing_graphs=1`, director);
  expect(drawn.statusCode, drawn.body).toBe(200);

  const all = await brackets();
  const boys = all.find((g) => g.competition_type_id === 1 && g.tournament_category_name === 'INFANTIL VARONIL');
  const girls = all.find((g) => g.competition_type_id === 1 && g.tournament_category_name === 'INFANTIL FEMENIL');
  if (!boys || !girls) throw new Error('brackets not drawn');
  expect(all.filter((g) => g.competition_type_id === 2)).toHaveLength(1);
  const exhibition = await t.call('PUT', `/api/tournament_graphs/${girls.id}`, director, { is_exhibition: true });
  expect(exhibition.statusCode, exhibition.body).toBe(200);
  // The combat bracket of the boys played out: the first seated wins each encounter.
  for (;;) {
    const bracket = (await brackets()).find((g) => g.id === boys.id) as BracketAnswer;
    if (!bracket.pending.length) break;
    const [winner, loser] = bracket.users[String(bracket.pending[0])];
    const res = await t.call('PUT', `/api/tournament_graphs/${boys.id}/winner`, director, {
      winner_id: winner.user_id,
      loser_id: loser.user_id,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return {
    id: tournamentId,
    people,
    brackets,
    url: `/api/tournaments/${tournamentId}/prospects/results_from_graphs`,
    prospects: () =>
      q<ProspectRow>(sql`select user_id, result_combat, result_forms, tournament_result_id, participated
        from tournament_prospects where tournament_id = ${tournamentId} order by user_id`),
    pointLines: () =>
      q<{ user_id: number; concept: string; points: number }>(sql`select c.user_id, c.concept, c.points from curriculum_points c
        join tournament_prospects p on p.id = c.tournament_prospect_id where p.tournament_id = ${tournamentId} order by c.id`),
    stamp: async () =>
      (await q<{ at: string | null }>(sql`select results_from_graphs_at as at from tournaments where id = ${tournamentId}`))[0]
        .at,
  };
}

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = (await t.as('director')).token;
  doyangA = (await makeDoyang(t.app.db, { name: 'DOYANG ÁGUILAS' })).id;
  doyangB = (await makeDoyang(t.app.db, { name: 'DOYANG BÚHOS' })).id;
  professorA = await t.as('profesor', { doyang: doyangA, responsible: true });
});
afterAll(() => t?.close());

describe('results from the brackets', () => {
  it('is general direction’s: a professor is refused and nothing is written', async () => {
    const my = await played();
    expect((await professorA.call('POST', my.url)).statusCode).toBe(403);
    expect((await professorA.call('GET', my.url)).statusCode).toBe(403);
    expect(await my.stamp()).toBeNull();
  });

  it('writes all or nothing: a competitor no longer in the competition refuses the whole transfer', async () => {
    const my = await played();
    await t.app.db.execute(sql`update tournament_prospects set pay_combat = false where user_id = ${my.people['NIÑA DOS']}`);
    const res = await t.call('POST', my.url, director);
    await t.app.db.execute(sql`update tournament_prospects set pay_combat = true where user_id = ${my.people['NIÑA DOS']}`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toMatch(/^NIÑA DOS .* está en una gráfica de COMBATE pero no está inscrito en esa competencia\.$/);
    expect(await my.stamp()).toBeNull();
    expect((await my.prospects()).every((p) => p.tournament_result_id === null && p.result_combat === null)).toBe(true);
    expect(await my.pointLines()).toEqual([]);
  });

  it('passes each place, the best as the overall result, and the curriculum lines; undecided brackets are skipped', async () => {
    const my = await played();
    const boys = (await my.brackets()).find(
      (g) => g.competition_type_id === 1 && g.tournament_category_name === 'INFANTIL VARONIL',
    );
    const res = await t.call('POST', my.url, director);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 7, results: 7, skipped: 1 });
    expect(res.json().message).toBe(MSG.resultsFromBracketsDone(7) + MSG.resultsFromBracketsSkipped(1));
    expect(await my.stamp()).not.toBeNull();

    const byUser = new Map((await my.prospects()).map((p) => [p.user_id, p]));
    const expected = { 1: 1, 2: 3, 3: 4 } as Record<number, number>;
    const places = (boys?.competitors ?? []).map((c) => byUser.get(c.user_id)?.result_combat);
    expect(places.sort()).toEqual([1, 3, 4, 4]);
    for (const c of boys?.competitors ?? []) {
      const row = byUser.get(c.user_id);
      expect(row?.result_combat).toBe(c.placement === null ? 5 : expected[c.placement]);
      // Forms was not decided: nothing passed, the overall result is the combat one.
      expect(row?.result_forms).toBeNull();
      expect(row?.tournament_result_id).toBe(row?.result_combat);
    }
    // The exhibition: both took part; the lone adult: first without competing.
    expect(byUser.get(my.people['NIÑA UNO'])).toMatchObject({ result_combat: 5, tournament_result_id: 5, participated: true });
    expect(byUser.get(my.people['NIÑA DOS'])).toMatchObject({ result_combat: 5, tournament_result_id: 5 });
    expect(byUser.get(my.people['ADULTO SOLO'])).toMatchObject({ result_combat: 2, tournament_result_id: 2 });

    const lines = await my.pointLines();
    const champion = boys?.competitors.find((c) => c.placement === 1);
    expect(lines).toContainEqual({
      user_id: champion?.user_id,
      concept: expect.stringContaining('COMBATE: Primer lugar'),
      points: 10,
    });
    const adult = lines.filter((l) => l.user_id === my.people['ADULTO SOLO']);
    expect(adult).toContainEqual(expect.objectContaining({ points: 7 }));
    expect(adult).toContainEqual(expect.objectContaining({ points: 2 }));
    expect(lines.filter((l) => l.user_id === my.people['NIÑA UNO'])).toEqual([expect.objectContaining({ points: 1 })]);
  });

  it('runs once: a second call, by either verb, is refused and changes nothing', async () => {
    const my = await played();
    expect((await t.call('POST', my.url, director)).statusCode).toBe(200);
    const before = await my.pointLines();
    for (const method of ['POST', 'GET'] as const) {
      const res = await t.call(method, my.url, director);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(MSG.resultsFromBracketsAlready);
    }
    expect(await my.pointLines()).toEqual(before);
    // The screen reads when it was done from the tournament; the tournament's form cannot undo it.
    const head = (await t.call('GET', `/api/tournaments/${my.id}`, director)).json();
    expect(head.results_from_graphs_at).toEqual(expect.any(String));
    await t.call('PUT', `/api/tournaments/${my.id}`, director, { ...head, results_from_graphs_at: null });
    expect(await my.stamp()).not.toBeNull();
  });
});

describe('the results sheet (resultados_torneo.pdf)', () => {
  const sheet = (id: number) => `/api/tournaments/result_sheet/${id}`;
  const line = (text: string, name: string) => text.split('\n').find((l) => l.includes(name)) ?? '';

  it('shows every bracket’s places per competition and category, then the doyang awards', async () => {
    const my = await played();
    const boys = (await my.brackets()).find(
      (g) => g.competition_type_id === 1 && g.tournament_category_name === 'INFANTIL VARONIL',
    );
    const text = sheetText(await t.call('GET', sheet(my.id), director));
    expect(text).toContain('RESULTADOS DEL TORNEO');
    expect(text).toContain('TORNEO DE PRUEBA');
    for (const c of boys?.competitors ?? []) {
      const name = c.full_name.split(' ').slice(0, 2).join(' ');
      if (c.placement === null) expect(text).not.toContain(`${name} `);
      else expect(line(text, c.full_name)).toMatch(new RegExp(`^\\s*${c.placement}°\\s+${c.full_name}\\s+DOYANG`));
    }
    expect(line(text, 'ADULTO SOLO')).toMatch(/1° sin competir\s+ADULTO SOLO.*DOYANG BÚHOS/);
    expect(line(text, 'NIÑA UNO')).toMatch(/Participó\s+NIÑA UNO/);
    expect(text).toMatch(/INFANTIL FEMENIL\s+·\s+Exhibición/);
    expect(text).toMatch(/FORMAS[\s\S]*INFANTIL VARONIL\s+·\s+Sin terminar/);
    expect(text).toContain('PREMIACIONES DE DOYANG');
    const awards = text.slice(text.indexOf('PREMIACIONES DE DOYANG'));
    expect(awards).toMatch(/\d\s+DOYANG ÁGUILAS\s+\d+/);
    expect(awards).toMatch(/\d\s+DOYANG BÚHOS\s+\d+/);
  });

  it('gives staff only their doyangs’ competitors and award rows', async () => {
    const my = await played();
    const text = sheetText(await professorA.call('GET', sheet(my.id)));
    expect(text).toContain('Competidores de DOYANG ÁGUILAS');
    expect(text).toContain('NIÑA UNO');
    expect(text).not.toContain('NIÑA DOS');
    expect(text).not.toContain('ADULTO SOLO');
    expect(text).not.toContain('BÚHOS');
    expect((await professorA.call('GET', `${sheet(my.id)}?doyang_id=${doyangB}`)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/tournaments/result_sheet/999999', director)).statusCode).toBe(404);
  });
});

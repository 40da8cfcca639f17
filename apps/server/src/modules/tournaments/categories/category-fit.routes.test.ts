import { type FitLineAnswer, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTournament } from '../../../test/factories/tournaments.ts';
import { degreeNamed, makeStudent } from '../../../test/factories.ts';
import { createTestApp, type TestApp, TODAY } from '../../../test/test-app.ts';

// The category fit report (issue 12): who fits no regular category or several, per competition paid.
let t: TestApp;
let director: string;
let tournamentId: number;

const names = (lines: FitLineAnswer[]) => lines.map((l) => [l.full_name.split(' ')[0], l.competition_type_id]);

/** A student of doyang 1 (or `doyang`) born `years` before the tournament, made prospect paying the competitions given. */
async function prospect(
  name: string,
  o: { sex: 1 | 2; years: number; weight?: string; pays: ('pay_combat' | 'pay_forms')[]; doyang?: number; rejected?: boolean },
) {
  const birth = `${Number(TODAY.slice(0, 4)) - o.years}-01-15`;
  const user = await makeStudent(t.app.db, {
    doyang: o.doyang ?? 1,
    name,
    sex: o.sex,
    birth_date: birth,
    degree_id: degreeNamed('8VO KUP'),
    weight_kg: o.weight ?? '30',
  });
  await t.app.db.execute(sql`insert into tournament_prospects
    (tournament_id, user_id, doyang_id, is_prospect_approved, pay_combat, pay_forms)
    values (${tournamentId}, ${user.id}, ${user.doyang_id}, ${o.rejected ? false : null},
      ${o.pays.includes('pay_combat')}, ${o.pays.includes('pay_forms')})`);
  return user;
}

async function category(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/tournament_categories', director, { tournament_id: tournamentId, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = (await t.as('director')).token;
  tournamentId = await makeTournament(t, director, { has_combat: true, has_forms: true });

  // Girls up to 11 under 35 kg in every competition; forms for children of both sexes; a mixed juvenile combat
  // category (above configuration 34's age of 11, so it takes nobody); an exhibition that takes anyone.
  await category({ name: 'infantil femenil -35', is_male: false, min_age_years: 6, max_age_years: 11, max_weight_kg: 35 });
  await category({ name: 'formas infantil mixto', competition_type_id: 2, min_age_years: 6, max_age_years: 11 });
  await category({ name: 'juvenil mixto', competition_type_id: 1, min_age_years: 12, max_age_years: 17 });
  await category({ name: 'exhibición', is_exhibition: true });

  await prospect('ANA', { sex: 2, years: 9, pays: ['pay_combat', 'pay_forms'] });
  await prospect('BETO', { sex: 1, years: 14, pays: ['pay_combat'] });
  await prospect('CARLA', { sex: 2, years: 30, pays: ['pay_forms'] });
  const dana = await prospect('DANA', { sex: 2, years: 10, weight: '40', pays: ['pay_combat'] });
  // Dana's weigh-in for this tournament beats her recorded weight.
  await t.app.db.execute(sql`insert into tournament_somatometries (tournament_id, user_id, weight_kg, height_m)
    values (${tournamentId}, ${dana.id}, 34, 1.40)`);
  await prospect('ELSA', { sex: 2, years: 40, pays: ['pay_combat'], rejected: true });
  await prospect('FIDEL', { sex: 1, years: 30, pays: ['pay_combat'], doyang: 2 });
});
afterAll(() => t?.close());

describe('GET /api/tournament_categories/fit', () => {
  it('lists who fits no category and who fits several, per competition paid', async () => {
    const res = await t.call('GET', `/api/tournament_categories/fit?tournament_id=${tournamentId}`, director);
    expect(res.statusCode, res.body).toBe(200);
    const fit = res.json();
    // Beto (14) would fit the mixed juvenile category but is above the mixing age; Carla has no adult forms
    // category; Fidel (doyang 2) none either; Elsa was rejected and is not checked; Dana fits by her weigh-in.
    expect(names(fit.none)).toEqual([
      ['BETO', 1],
      ['CARLA', 2],
      ['FIDEL', 1],
    ]);
    // Ana's forms fit the girls' category of every competition and the forms one; her combat fits one only.
    expect(names(fit.several)).toEqual([['ANA', 2]]);
    expect(fit.several[0].categories.map((c: { name: string }) => c.name)).toEqual([
      'FORMAS INFANTIL MIXTO',
      'INFANTIL FEMENIL -35',
    ]);
    expect(fit.several[0]).toMatchObject({ competition_name: 'FORMAS', sex: 'F', age: 9, degree_name: '8VO KUP', weight_kg: 30 });
    expect(fit.none[0]).toMatchObject({ sex: 'M', age: 14, categories: [] });
    expect(fit.counts).toEqual({
      prospects: 5,
      none: 3,
      several: 1,
      by_competition: [
        { competition_type_id: 1, none: 2, several: 0 },
        { competition_type_id: 2, none: 1, several: 1 },
      ],
    });
    expect(fit.mixing_max_age).toBe(11);
  });

  it('follows configuration 34: a higher mixing age lets the juvenile into the mixed category', async () => {
    await t.app.db.execute(sql`update configurations set value = '14' where id = 34`);
    const fit = (await t.call('GET', `/api/tournament_categories/fit?tournament_id=${tournamentId}`, director)).json();
    expect(names(fit.none)).toEqual([
      ['CARLA', 2],
      ['FIDEL', 1],
    ]);
    await t.app.db.execute(sql`update configurations set value = '11' where id = 34`);
  });

  it("shows a 'Torneos' reader outside general direction only their doyangs' prospects", async () => {
    const profesor = await t.as('profesor', { doyang: 1, responsible: true });
    expect((await profesor.call('GET', `/api/tournament_categories/fit?tournament_id=${tournamentId}`)).statusCode).toBe(403);
    await t.app.db.execute(sql`insert into user_permissions (user_id, permission_id, "create", "read", "update", "delete")
      select ${profesor.user.id}, id, false, true, false, false from permissions where name = 'Torneos'`);
    await t.sessionsChanged();
    const fit = (await profesor.call('GET', `/api/tournament_categories/fit?tournament_id=${tournamentId}`)).json();
    expect(names(fit.none)).toEqual([
      ['BETO', 1],
      ['CARLA', 2],
    ]);
    expect(fit.counts.prospects).toBe(4);
  });

  it('answers 404 for an unknown tournament and 422 without one', async () => {
    expect((await t.call('GET', '/api/tournament_categories/fit?tournament_id=999999', director)).statusCode).toBe(404);
    const missing = await t.call('GET', '/api/tournament_categories/fit', director);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).not.toBe(MSG.generic);
  });
});

describe('tournament categories', () => {
  it('lists weight categories by their range, an open lower end first and an open upper end last', async () => {
    for (const [name, min_weight, max_weight] of [
      ['+40', 40, null],
      ['30 a 40', 30, 40],
      ['-30', null, 30],
      ['-25', null, 25],
    ] as const) {
      const res = await t.call('POST', '/api/tournament_weight_categories', director, {
        tournament_id: tournamentId,
        name,
        min_weight,
        max_weight,
        sex: 'B',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = (await t.call('GET', `/api/tournament_weight_categories?tournament_id=${tournamentId}`, director)).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(['-25', '-30', '30 A 40', '+40']);
  });

  it("refuse a competition the tournament does not offer, and writes without 'Torneos'", async () => {
    const refused = await t.call('POST', '/api/tournament_categories', director, {
      tournament_id: tournamentId,
      name: 'rompimientos',
      competition_type_id: 5,
    });
    expect(refused.json().errors.competition_type_id).toEqual([MSG.competitionNotOffered]);
    const profesor = await t.as('profesor', { doyang: 1 });
    const write = await profesor.call('POST', '/api/tournament_categories', { tournament_id: tournamentId, name: 'x' });
    expect(write.statusCode).toBe(403);
  });
});

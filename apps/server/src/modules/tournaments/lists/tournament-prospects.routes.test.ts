import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../db/sql.ts';
import type { Actor } from '../../../test/as-role.ts';
import { makeDoyang, makeStudent } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// A tournament's prospects (issue 12, spec 03 §4–§7): the weigh-in gate, the competitions each prospect enters, results
// per competition with their curriculum points, the doyang awards and the tournament-wide files.
let t: TestApp;
let director: string;
let profA: Actor;
let profB: Actor;
let kyosaA: Actor;
let doyangA: number;
let doyangB: number;
let ana: number;
let beto: number;
let diego: number;
let future: number;
let past: number;

const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.app.db, query);

const tournamentBody = (date: string, more: Record<string, unknown> = {}) => ({
  name: `torneo ${date}`,
  date,
  price: '500',
  early_payment_amount: '0',
  price_amount_two_modalities: '700',
  early_payment_amount_two_modalities: '0',
  early_payment_student_due_date: date,
  early_payment_professor_due_date: date,
  payment_student_due_date: date,
  payment_professor_due_date: date,
  has_combat: true,
  has_forms: true,
  ...more,
});

const weighIn = (who: Actor | string, userId: number, tournamentId: number, weight: unknown = '41.5', height: unknown = 1.52) => {
  const body = { add_tournament_somatometry: 1, tournament_id: tournamentId, weight_kg: weight, height_m: height };
  return typeof who === 'string'
    ? t.call('PUT', `/api/users/${userId}`, who, body)
    : who.call('PUT', `/api/users/${userId}`, body);
};

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = await t.login('director@demo.mx');
  doyangA = (await makeDoyang(t.app.db)).id;
  doyangB = (await makeDoyang(t.app.db)).id;
  profA = await t.as('profesor', { doyang: doyangA, responsible: true });
  profB = await t.as('profesor', { doyang: doyangB, responsible: true });
  kyosaA = await t.as('kyosa', { doyang: doyangA });
  ana = (await makeStudent(t.app.db, { doyang: doyangA, name: 'ANA', sex: 2 })).id;
  beto = (await makeStudent(t.app.db, { doyang: doyangA, name: 'BETO', sex: 1 })).id;
  diego = (await makeStudent(t.app.db, { doyang: doyangB, name: 'DIEGO', sex: 1 })).id;
  const venue = (await t.call('POST', '/api/venues', director, { name: 'sede torneo' })).json().id;
  const parent = (await t.call('POST', '/api/parent-events', director, { name: 'temporada torneos' })).json().id;
  const make = async (date: string, more: Record<string, unknown> = {}) => {
    const res = await t.call(
      'POST',
      '/api/tournaments',
      director,
      tournamentBody(date, { venue_id: venue, parent_event_id: parent, ...more }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  future = await make('2026-12-12');
  past = await make('2026-11-01', { local_first_points: 12 });
});
afterAll(() => t?.close());

describe('the tournament record', () => {
  it('requires the two-competition prices (spec 03 §5) and answers its flags and areas', async () => {
    const { price_amount_two_modalities: _, ...without } = tournamentBody('2026-12-20');
    const res = await t.call('POST', '/api/tournaments', director, { ...without, venue_id: 1, parent_event_id: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.price_amount_two_modalities).toEqual([MSG.required]);
    for (const area of [1, 2])
      expect(
        (await t.call('POST', '/api/tournament_areas', director, { tournament_id: future, area_number: area })).statusCode,
      ).toBe(201);
    const again = await t.call('POST', '/api/tournament_areas', director, { tournament_id: future, area_number: 2 });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.area_number).toEqual([MSG.tournamentAreaTaken]);
    const shown = (await t.call('GET', `/api/tournaments/${future}?with=tournament_areas`, director)).json();
    expect(shown).toMatchObject({ has_combat: true, has_forms: true, has_boards: false });
    expect(shown.tournament_areas.map((a: { area_number: number }) => a.area_number)).toEqual([1, 2]);
  });

  it('a category names a competition the tournament offers, an area it has and ranges in order', async () => {
    const base = { tournament_id: future, name: 'infantil', min_age_years: 8, max_age_years: 10 };
    const bad = await t.call('POST', '/api/tournament_categories', director, {
      ...base,
      competition_type_id: 5,
      table_name: 9,
      max_age_years: 6,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      competition_type_id: [MSG.competitionNotOffered],
      table_name: [MSG.areaNotInTournament],
      max_age_years: [MSG.rangeOrder],
    });
    const ok = await t.call('POST', '/api/tournament_categories', director, {
      ...base,
      competition_type_id: 1,
      table_name: 2,
      is_male: 'B',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ name: 'INFANTIL', is_male: null, table_name: 2 });
    expect((await profA.call('POST', '/api/tournament_categories', { ...base })).statusCode).toBe(403);
  });
});

describe('the weigh-in gate', () => {
  it('refuses a candidate without weight and height before the tournament day', async () => {
    const candidates = (await profA.call('GET', `/api/tournaments/${future}/candidates`)).json();
    expect(candidates.data.find((c: { id: number }) => c.id === ana)).toMatchObject({ weight_kg: null, height_m: null });
    const res = await profA.call('POST', `/api/tournaments/${future}/prospects`, { userId: ana });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.userId).toEqual([MSG.noSomatometry]);
  });

  it('records the somatometry for the tournament through the student update, by the doyang staff only', async () => {
    expect((await weighIn(profB, ana, future)).statusCode).toBe(403);
    expect((await weighIn(kyosaA, ana, future)).statusCode).toBe(403);
    for (const [w, h] of [
      [0, 1.5],
      ['abc', 1.5],
      [40, 4],
      ['', 1.5],
    ]) {
      const bad = await weighIn(profA, ana, future, w, h);
      expect(bad.statusCode, `${w} ${h}`).toBe(422);
    }
    const ok = await weighIn(profA, ana, future);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ weight_kg: '41.50', height_m: '1.52' });
    const shown = (await profA.call('GET', `/api/users/${ana}?append=somatometry_for_tournament&tournament_id=${future}`)).json();
    expect(shown.somatometry_for_tournament).toMatchObject({ tournament_id: future, weight_kg: '41.50', height_m: '1.52' });
    // A second weigh-in replaces the first.
    expect((await weighIn(profA, ana, future, 42)).statusCode).toBe(200);
    const [row] = await q<{ n: number; weight_kg: string }>(
      sql`select count(*)::int as n, max(weight_kg)::text as weight_kg from tournament_somatometries where user_id = ${ana}`,
    );
    expect(row).toEqual({ n: 1, weight_kg: '42.00' });
  });

  it('then adds the prospect in the tournament first competition unless others are named', async () => {
    const res = await profA.call('POST', `/api/tournaments/${future}/prospects`, { userId: ana });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ pay_combat: true, pay_forms: false, weight_kg: '42.00', sex: 2 });
    await weighIn(profA, beto, future);
    const named = await profA.call('POST', `/api/tournaments/${future}/prospects`, {
      userId: beto,
      pay_forms: true,
      pay_boards: true,
    });
    expect(named.statusCode).toBe(422);
    expect(named.json().errors.pay_boards).toEqual([MSG.competitionNotOffered]);
    const forms = await profA.call('POST', `/api/tournaments/${future}/prospects`, { userId: beto, pay_forms: true });
    expect(forms.json()).toMatchObject({ pay_combat: false, pay_forms: true });
  });

  it('lets general direction add without a weigh-in once the tournament day has come', async () => {
    const res = await t.call('POST', `/api/tournaments/${past}/prospects`, director, { userId: diego });
    expect(res.statusCode, res.body).toBe(201);
    expect((await t.call('POST', `/api/tournaments/${past}/prospects`, director, { userId: beto })).statusCode).toBe(201);
  });
});

describe('registration: competitions, bus and hotel', () => {
  it('lets the doyang staff change what their prospect enters; other doyangs are refused', async () => {
    const url = `/api/tournaments/${future}/prospects/${ana}/registration`;
    expect((await profB.call('PUT', url, { pay_forms: true })).statusCode).toBe(403);
    expect((await kyosaA.call('PUT', url, { pay_forms: true })).statusCode).toBe(403);
    expect((await profA.call('PUT', url, { pay_boards: true })).json().errors.pay_boards).toEqual([MSG.competitionNotOffered]);
    expect((await profA.call('PUT', url, { nope: 1 })).statusCode).toBe(422);
    const res = await profA.call('PUT', url, { pay_forms: true, takes_bus: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pay_combat: true, pay_forms: true, takes_bus: true, takes_hotel: false });
  });

  it('prices two or more competitions at the two-modalities price in the payment list (general direction only)', async () => {
    expect((await profA.call('GET', `/api/tournaments/${future}/payment_list`)).statusCode).toBe(403);
    const csv = (await t.call('GET', `/api/tournaments/${future}/payment_list`, director)).body;
    const line = (name: string) => csv.split('\n').find((l) => l.includes(name)) ?? '';
    expect(line('ANA')).toContain('700.00');
    expect(line('BETO')).toContain('500.00');
    const xlsx = await t.call('GET', `/api/tournaments/${future}/payment_list_excel`, director);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const bus = await t.call('GET', `/api/tournaments/${future}/payment_bus_hotel_list_excel`, director);
    expect(bus.statusCode).toBe(200);
    expect((await profA.call('GET', `/api/tournaments/${future}/payment_bus_hotel_list_excel`)).statusCode).toBe(403);
  });

  it('lists the prospects with weight, competitions and a result per competition (CSV)', async () => {
    const csv = (await profA.call('GET', `/api/tournaments/${future}/prospects_list_csv`)).body;
    expect(csv).toContain('Competencias');
    expect(csv).toContain('COMBATE, FORMAS');
    expect(csv).not.toContain('DIEGO');
  });
});

describe('results per competition', () => {
  it('refuses a result in a competition the prospect did not enter, and before the day', async () => {
    const bad = await t.call('POST', `/api/tournaments/${past}/prospects/${diego}/result`, director, { result_forms: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.result_forms).toEqual([MSG.prospectNotInCompetition]);
    expect((await t.call('POST', `/api/tournaments/${past}/prospects/${diego}/result`, director, {})).statusCode).toBe(422);
    const early = await t.call('POST', `/api/tournaments/${future}/prospects/${ana}/result`, director, { result_combat: 1 });
    expect(early.statusCode).toBe(422);
    expect(
      (await profB.call('POST', `/api/tournaments/${past}/prospects/${diego}/result`, { result_combat: 1 })).statusCode,
    ).toBe(403);
  });

  it('writes each result, the best as the overall one, and a curriculum line per placement', async () => {
    const res = await t.call('POST', `/api/tournaments/${past}/results`, director, {
      results: [
        { userId: diego, result_combat: 1, colaborated: true },
        { userId: beto, result_combat: 4 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.resultsAssigned);
    const [diegoRow] = await q<{ tournament_result_id: number; participated: boolean }>(
      sql`select tournament_result_id, participated from tournament_prospects where tournament_id = ${past} and user_id = ${diego}`,
    );
    expect(diegoRow).toEqual({ tournament_result_id: 1, participated: true });
    const lines = await q<{ concept: string; points: number }>(
      sql`select concept, points from curriculum_points where user_id = ${diego} and tournament_prospect_id is not null`,
    );
    expect(lines).toContainEqual({ concept: expect.stringContaining('COMBATE: Primer lugar'), points: 12 });
    // Grading again replaces the lines instead of adding to them.
    await t.call('POST', `/api/tournaments/${past}/prospects/${diego}/result`, director, { result_combat: 3 });
    const after = await q<{ concept: string }>(
      sql`select concept from curriculum_points where user_id = ${diego} and tournament_prospect_id is not null`,
    );
    expect(after.map((l) => l.concept)).toEqual([expect.stringContaining('COMBATE: Segundo lugar')]);
  });

  it('ranks the doyangs by award points; staff see their own doyang only', async () => {
    await t.call('PUT', '/api/configuration/38', director, { id: 38, value: '5' });
    await t.call('PUT', '/api/configuration/39', director, { id: 39, value: '3' });
    await t.call('PUT', '/api/configuration/40', director, { id: 40, value: '1' });
    const all = (await t.call('GET', `/api/tournaments/${past}/doyang_results`, director)).json();
    expect(all.map((s: { doyang_id: number; points: number; place: number }) => [s.doyang_id, s.points, s.place])).toEqual([
      [doyangB, 3, 1],
      [doyangA, 1, 2],
    ]);
    const own = (await profA.call('GET', `/api/tournaments/${past}/doyang_results`)).json();
    expect(own.map((s: { doyang_id: number }) => s.doyang_id)).toEqual([doyangA]);
    expect((await profA.call('GET', `/api/tournaments/${past}/doyangs_results_csv`)).statusCode).toBe(403);
    const csv = (await t.call('GET', `/api/tournaments/${past}/doyangs_results_csv`, director)).body;
    expect(csv.split('\n')[0]).toContain('Lugar');
  });
});

import { type CronogramEntry as Entry, MSG, ROLES } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournament_prospects, tournament_somatometries, users } from '../../../db/schema/index.ts';
import { rows } from '../../../db/sql.ts';
import { degreeNamed } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TODAY } from '../../../test/test-databases.ts';
import { tournamentBody } from '../../../test/tournament-body.ts';

// A tournament's schedule per area (spec 03 §5, §7, §8; issue 12): autogenerate, times from the start, recess,
// reorder, edit, reset, the printed schedule, and who may write.

let t: TestApp;
let director: string;
let profesor: string;
let directorId: number;
let venue: number;
let parent: number;

const BASE = '/api/tournament_cronograms';

async function makeTournament(name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await t.call('POST', '/api/tournaments', director, tournamentBody({ parent, venue }, name, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function post(url: string, body: Record<string, unknown>): Promise<number> {
  const res = await t.call('POST', url, director, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

type Person = {
  sex: 1 | 2;
  age: number;
  degree: string;
  weight: number;
  combat?: boolean;
  forms?: boolean;
  approved?: boolean | null;
  /** The weigh-in of this tournament (takes precedence over users.weight_kg). */
  weighIn?: number;
};

/** People made prospects of the tournament: one insert for the users, one for the links, one for the weigh-ins. */
async function addProspects(tournamentId: number, people: Person[]): Promise<void> {
  const year = Number(TODAY.slice(0, 4));
  const made = await t.app.db
    .insert(users)
    .values(
      people.map((p, i) => ({
        name: 'COMPETIDOR',
        last_name: `T${tournamentId} ${i}`,
        role_id: ROLES.ALUMNO,
        doyang_id: 1,
        sex: p.sex,
        // Born on January 1st: the age in whole years at the tournament's date (TODAY, in November).
        birth_date: `${year - p.age}-01-01`,
        degree_id: degreeNamed(p.degree),
        weight_kg: String(p.weight),
      })),
    )
    .returning({ id: users.id });
  await t.app.db.insert(tournament_prospects).values(
    people.map((p, i) => ({
      tournament_id: tournamentId,
      user_id: made[i].id,
      doyang_id: 1,
      pay_combat: p.combat ?? false,
      pay_forms: p.forms ?? false,
      is_prospect_approved: p.approved === undefined ? true : p.approved,
    })),
  );
  const weighIns = people.flatMap((p, i) =>
    p.weighIn === undefined
      ? []
      : [{ tournament_id: tournamentId, user_id: made[i].id, weight_kg: String(p.weighIn), height_m: '1.30' }],
  );
  if (weighIns.length) await t.app.db.insert(tournament_somatometries).values(weighIns);
}

const times = (list: Entry[]) => list.map((e) => [e.area_number, e.order, e.name, e.duration_min, e.start_time, e.end_time]);

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  const dg = await t.as('director');
  director = dg.token;
  directorId = dg.user.id;
  profesor = (await t.as('profesor', { doyang: 1, responsible: true })).token;
  await t.app.db.execute(sql`update configurations set value = case id when 35 then '3' when 36 then '2' else value end
    where id in (35, 36)`);
  venue = (await t.call('POST', '/api/venues', director, { name: 'sede cronograma' })).json().id;
  parent = (await t.call('POST', '/api/parent-events', director, { name: 'temporada cronograma' })).json().id;
});
afterAll(() => t?.close());

describe('a tournament with age groups, degree categories and two areas', () => {
  let id: number;
  let entries: Entry[];

  beforeAll(async () => {
    id = await makeTournament('torneo cronograma', { begins_at: '09:30' });
    await post('/api/tournament_areas', { tournament_id: id, area_number: 1, area_responsible_id: directorId });
    await post('/api/tournament_areas', { tournament_id: id, area_number: 2 });
    const infantil = await post('/api/tournament_age_groups', { name: 'infantil cronograma' });
    const juvenil = await post('/api/tournament_age_groups', { name: 'juvenil cronograma' });
    await post('/api/tournament_age_categories', {
      tournament_id: id,
      tournament_age_group_id: infantil,
      min_age: 6,
      max_age: 11,
    });
    await post('/api/tournament_age_categories', {
      tournament_id: id,
      tournament_age_group_id: juvenil,
      min_age: 12,
      max_age: 17,
    });
    await post('/api/tournament_degree_categories', {
      tournament_id: id,
      min_degree_id: degreeNamed('10MO KUP'),
      max_degree_id: degreeNamed('8VO KUP'),
    });
    const boys = {
      tournament_id: id,
      competition_type_id: 1,
      min_age_years: 6,
      max_age_years: 11,
      min_degree_id: degreeNamed('10MO KUP'),
      max_degree_id: degreeNamed('8VO KUP'),
      is_male: true,
      table_name: 1,
    };
    await post('/api/tournament_categories', { ...boys, name: 'infantil varonil -30', max_weight_kg: '30' });
    await post('/api/tournament_categories', { ...boys, name: 'infantil varonil +30', min_weight_kg: '30' });
    // For every competition the tournament offers (combat and forms), on area 2.
    await post('/api/tournament_categories', {
      tournament_id: id,
      name: 'juvenil femenil',
      min_age_years: 12,
      max_age_years: 17,
      is_male: false,
      table_name: 2,
    });
    const boy = { sex: 1, age: 9, degree: '9NO KUP', combat: true } as const;
    const girl = { sex: 2, age: 14, degree: '5TO KUP', weight: 50, combat: true, forms: true } as const;
    await addProspects(id, [
      ...[25, 25, 25].map((weight) => ({ ...boy, weight })),
      // 35 kg in their record, 28 at this tournament's weigh-in: the weigh-in counts (+30 stays empty).
      { ...boy, weight: 35, weighIn: 28 },
      girl,
      girl,
      girl,
      // Rejected, or paying nothing: not scheduled.
      { ...girl, approved: false },
      { ...boy, weight: 25, combat: false },
    ]);
  });

  it('autogenerates from the categories, the prospects and configuration 35/36, times from the start', async () => {
    const res = await t.call('POST', `${BASE}/tournament/${id}/autogenerate`, director);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.schedulesUpdated);
    expect(res.json()).toMatchObject({ without_category: 0, in_several: 0 });
    entries = res.json().data;
    expect(times(entries)).toEqual([
      // 4 boys in -30 and none in +30: 3 encounters × 3 combat minutes.
      [1, 1, 'COMBATE · INFANTIL CRONOGRAMA · 10MO KUP A 8VO KUP', 9, '09:30', '09:39'],
      // 3 girls: 2 encounters × 3 combat minutes, then 2 × 2 forms minutes.
      [2, 1, 'COMBATE · JUVENIL CRONOGRAMA', 6, '09:30', '09:36'],
      [2, 2, 'FORMAS · JUVENIL CRONOGRAMA', 4, '09:36', '09:40'],
    ]);
    const listed = await t.call('GET', `${BASE}?tournament_id=${id}`, profesor);
    expect(listed.statusCode).toBe(200);
    expect(times(listed.json())).toEqual(times(entries));
    const area2 = (await t.call('GET', `${BASE}?tournament_id=${id}&area_number=2`, director)).json();
    expect(area2.map((e: Entry) => e.name)).toEqual(['COMBATE · JUVENIL CRONOGRAMA', 'FORMAS · JUVENIL CRONOGRAMA']);
  });

  it("refuses a recess that is not a number above 0: 'Duración inválida'", async () => {
    for (const duration_min of [0, -5, 'abc', '', null, 2.5]) {
      const res = await t.call('POST', `${BASE}/recess`, director, { tournament_id: id, area_number: 2, duration_min });
      expect(res.statusCode, String(duration_min)).toBe(422);
      expect(res.json().errors.duration_min).toEqual([MSG.invalidDuration]);
    }
    const missing = await t.call('POST', `${BASE}/recess`, director, { tournament_id: id, area_number: 2 });
    expect(missing.json().errors.duration_min).toEqual([MSG.invalidDuration]);
    const otherArea = await t.call('POST', `${BASE}/recess`, director, {
      tournament_id: id,
      area_number: 2,
      duration_min: 10,
      after_id: entries[0].id,
    });
    expect(otherArea.statusCode).toBe(422);
    expect(otherArea.json().errors.after_id).toEqual([MSG.cronogramEntryNotInArea]);
    const noArea = await t.call('POST', `${BASE}/recess`, director, { tournament_id: id, area_number: 7, duration_min: 10 });
    expect(noArea.json().errors.area_number).toEqual([MSG.areaNotInTournament]);
  });

  it('a recess after an entry shifts the later times; reorder, edit and delete answer the new times', async () => {
    const [combat, forms] = entries.filter((e) => e.area_number === 2);
    const res = await t.call('POST', `${BASE}/recess`, director, {
      tournament_id: id,
      area_number: '2',
      duration_min: '15',
      after_id: combat.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(MSG.schedulesUpdated);
    expect(times(res.json().data)).toEqual([
      [2, 1, 'COMBATE · JUVENIL CRONOGRAMA', 6, '09:30', '09:36'],
      [2, 2, 'RECESO', 15, '09:36', '09:51'],
      [2, 3, 'FORMAS · JUVENIL CRONOGRAMA', 4, '09:51', '09:55'],
    ]);
    const recess = res.json().data[1] as Entry;
    expect(recess.is_recess).toBe(true);

    const order = await t.call('PUT', `${BASE}/order`, director, {
      tournament_id: id,
      area_number: 2,
      ids: [forms.id, recess.id, combat.id],
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().message).toBe(MSG.schedulesUpdated);
    expect(times(order.json().data)).toEqual([
      [2, 1, 'FORMAS · JUVENIL CRONOGRAMA', 4, '09:30', '09:34'],
      [2, 2, 'RECESO', 15, '09:34', '09:49'],
      [2, 3, 'COMBATE · JUVENIL CRONOGRAMA', 6, '09:49', '09:55'],
    ]);
    // The ids must be exactly the area's entries.
    for (const ids of [
      [forms.id, recess.id],
      [forms.id, recess.id, combat.id, entries[0].id],
      [forms.id, forms.id, combat.id],
    ]) {
      const bad = await t.call('PUT', `${BASE}/order`, director, { tournament_id: id, area_number: 2, ids });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.ids).toEqual([MSG.cronogramOrderMismatch]);
    }

    const zero = await t.call('PUT', `${BASE}/${recess.id}`, director, { duration_min: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.duration_min).toEqual([MSG.invalidDuration]);
    const edited = await t.call('PUT', `${BASE}/${recess.id}`, director, { name: 'comida', duration_min: 30 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(times(edited.json().data)[1]).toEqual([2, 2, 'COMIDA', 30, '09:34', '10:04']);
    expect(times(edited.json().data)[2]).toEqual([2, 3, 'COMBATE · JUVENIL CRONOGRAMA', 6, '10:04', '10:10']);

    const removed = await t.call('DELETE', `${BASE}/${recess.id}`, director);
    expect(removed.statusCode).toBe(200);
    expect(times(removed.json().data)).toEqual([
      [2, 1, 'FORMAS · JUVENIL CRONOGRAMA', 4, '09:30', '09:34'],
      [2, 2, 'COMBATE · JUVENIL CRONOGRAMA', 6, '09:34', '09:40'],
    ]);
    expect((await t.call('DELETE', `${BASE}/${recess.id}`, director)).statusCode).toBe(404);
  });

  it('a professor (doyang staff) reads and prints but writes nothing', async () => {
    const first = entries[0].id;
    const writes: [string, string, unknown?][] = [
      ['GET', `${BASE}/tournament/${id}/autogenerate`],
      ['POST', `${BASE}/tournament/${id}/autogenerate`],
      ['POST', `${BASE}/recess`, { tournament_id: id, area_number: 1, duration_min: 10 }],
      ['PUT', `${BASE}/order`, { tournament_id: id, area_number: 1, ids: [first] }],
      ['PUT', `${BASE}/${first}`, { name: 'otro' }],
      ['DELETE', `${BASE}/${first}`],
      ['DELETE', `${BASE}/tournament/${id}`],
    ];
    for (const [method, url, body] of writes)
      expect((await t.call(method, url, profesor, body)).statusCode, `${method} ${url}`).toBe(403);
    expect((await t.call('GET', `${BASE}?tournament_id=${id}`, profesor)).json()).toHaveLength(3);
    const pdf = await t.call('GET', `${BASE}/tournament/${id}/pdf`, profesor);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('cronograma.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const one = await t.call('GET', `${BASE}/tournament/${id}/pdf?area_number=2`, director);
    expect(one.statusCode).toBe(200);
  });

  it('the GET autogenerate (the spec’s verb) replaces everything, recesses included', async () => {
    await t.call('POST', `${BASE}/recess`, director, { tournament_id: id, area_number: 1, duration_min: 20 });
    const res = await t.call('GET', `${BASE}/tournament/${id}/autogenerate`, director);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.schedulesUpdated);
    expect(times(res.json().data)).toEqual(times(entries));
    const stored = await rows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from tournament_cronograms where tournament_id = ${id}`,
    );
    expect(stored[0].n).toBe(3);
  });

  it('resets one area, then the whole schedule', async () => {
    const area = await t.call('DELETE', `${BASE}/tournament/${id}?area_number=2`, director);
    expect(area.statusCode).toBe(200);
    expect(area.json().message).toBe(MSG.schedulesUpdated);
    expect(area.json().data.map((e: Entry) => e.area_number)).toEqual([1]);
    const all = await t.call('DELETE', `${BASE}/tournament/${id}`, director);
    expect(all.json().data).toEqual([]);
    expect((await t.call('GET', `${BASE}?tournament_id=${id}`, director)).json()).toEqual([]);
    // An empty schedule still prints (each area says it has no entries).
    expect((await t.call('GET', `${BASE}/tournament/${id}/pdf`, director)).statusCode).toBe(200);
  });
});

describe('a tournament without a start time or age and degree categories', () => {
  it('starts at 08:00, one entry per category, categories without an area in the first one', async () => {
    const id = await makeTournament('torneo sin hora', { has_forms: false });
    await post('/api/tournament_categories', { tournament_id: id, name: 'abierta varonil', is_male: true });
    await addProspects(id, [
      { sex: 1, age: 20, degree: '1ER DAN', weight: 70, combat: true },
      { sex: 1, age: 25, degree: '2DO DAN', weight: 80, combat: true },
      { sex: 1, age: 30, degree: '1ER DAN', weight: 90, combat: true, forms: true },
      // Fits no category.
      { sex: 2, age: 30, degree: '1ER DAN', weight: 60, combat: true },
    ]);
    const res = await t.call('GET', `${BASE}/tournament/${id}/autogenerate`, director);
    expect(res.statusCode, res.body).toBe(200);
    expect(times(res.json().data)).toEqual([[1, 1, 'COMBATE · ABIERTA VARONIL', 6, '08:00', '08:06']]);
    expect(res.json()).toMatchObject({ without_category: 1, in_several: 0 });
  });

  it('answers 404 for a tournament that does not exist and 422 without tournament_id', async () => {
    expect((await t.call('GET', `${BASE}?tournament_id=999999`, director)).statusCode).toBe(404);
    expect((await t.call('POST', `${BASE}/tournament/999999/autogenerate`, director)).statusCode).toBe(404);
    expect((await t.call('GET', BASE, director)).statusCode).toBe(422);
    const recess = await t.call('POST', `${BASE}/recess`, director, { tournament_id: 999999, area_number: 1, duration_min: 5 });
    expect(recess.json().errors.tournament_id).toEqual([MSG.invalidData]);
  });
});

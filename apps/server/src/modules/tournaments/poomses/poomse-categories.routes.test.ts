import { MSG } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTournament } from '../../../test/factories/tournaments.ts';
import { degreeNamed } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Poomses and their categories (spec 03 §2, §7), and the age groups they use (issue 12).
let t: TestApp;
let director: string;
let profesor: string;
let infantil: number;
let juvenil: number;

const ageGroup = async (name: string) =>
  (await t.call('POST', '/api/tournament_age_groups', director, { name })).json().id as number;
const poomse = async (name: string) => {
  const res = await t.call('POST', '/api/poomses', director, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const categories = (id: number) => `/api/poomses/${id}/tournament_poomse_categories`;

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = (await t.as('director')).token;
  profesor = (await t.as('profesor', { doyang: 1, responsible: true })).token;
  infantil = await ageGroup('infantil');
  juvenil = await ageGroup('juvenil');
});
afterAll(() => t?.close());

describe('poomse categories', () => {
  it('adds, lists with age group and degree, refuses a repeated pair and deletes under its poomse', async () => {
    const id = await poomse('taeguk il jang');
    const first = await t.call('POST', categories(id), director, {
      tournament_age_group_id: juvenil,
      degree_id: degreeNamed('8VO KUP'),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      poomse_id: id,
      tournament_age_group: { id: juvenil, name: 'JUVENIL' },
      degree: { name: '8VO KUP' },
    });
    await t.call('POST', categories(id), director, { tournament_age_group_id: infantil, degree_id: degreeNamed('8VO KUP') });
    await t.call('POST', categories(id), director, { tournament_age_group_id: infantil, degree_id: degreeNamed('9NO KUP') });

    const again = await t.call('POST', categories(id), director, {
      tournament_age_group_id: juvenil,
      degree_id: degreeNamed('8VO KUP'),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.degree_id).toEqual([MSG.poomseCategoryTaken]);

    // By age group, then degree order; read by 'Doyang Torneos' staff too.
    const list = (await t.call('GET', categories(id), profesor)).json();
    expect(
      list.map((c: { tournament_age_group: { name: string }; degree: { name: string } }) => [
        c.tournament_age_group.name,
        c.degree.name,
      ]),
    ).toEqual([
      ['INFANTIL', '9NO KUP'],
      ['INFANTIL', '8VO KUP'],
      ['JUVENIL', '8VO KUP'],
    ]);
    const shown = (await t.call('GET', `/api/poomses/${id}?with=tournament_poomse_categories`, director)).json();
    expect(shown.tournament_poomse_categories).toEqual(list);

    // Another poomse's category is refused; the right one goes.
    const other = await poomse('taeguk i jang');
    const wrong = await t.call('DELETE', `${categories(other)}/${first.json().id}`, director);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.categoryId).toEqual([MSG.poomseCategoryOfOther]);
    expect((await t.call('DELETE', `${categories(id)}/999999`, director)).statusCode).toBe(404);
    expect((await t.call('DELETE', `${categories(id)}/${first.json().id}`, director)).statusCode).toBe(200);
    expect((await t.call('GET', categories(id), director)).json()).toHaveLength(2);
  });

  it('refuses unknown age groups, degrees and poomses', async () => {
    const id = await poomse('taeguk sam jang');
    const bad = await t.call('POST', categories(id), director, { tournament_age_group_id: 999999, degree_id: 999999 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ tournament_age_group_id: [MSG.relatedMissing], degree_id: [MSG.relatedMissing] });
    expect(
      (await t.call('POST', categories(999999), director, { tournament_age_group_id: infantil, degree_id: 1 })).statusCode,
    ).toBe(404);
    expect((await t.call('GET', categories(999999), director)).statusCode).toBe(404);
    const empty = await t.call('POST', categories(id), director, {});
    expect(empty.json().errors.tournament_age_group_id).toEqual([MSG.required]);
  });

  it("is written with 'Poomses' only", async () => {
    const id = await poomse('taeguk sa jang');
    const body = { tournament_age_group_id: infantil, degree_id: 1 };
    expect((await t.call('POST', categories(id), profesor, body)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/poomses', profesor, { name: 'x' })).statusCode).toBe(403);
    const made = (await t.call('POST', categories(id), director, body)).json();
    expect((await t.call('DELETE', `${categories(id)}/${made.id}`, profesor)).statusCode).toBe(403);
  });
});

describe('tournament age groups', () => {
  it('delete when unused, and refuse while a tournament age category, a poomse category or a schedule uses them', async () => {
    const spare = await ageGroup('sin uso');
    const deleted = await t.call('DELETE', `/api/tournament_age_groups/${spare}`, director);
    expect(deleted.statusCode).toBe(200);

    const adults = await ageGroup('adultos');
    const id = await poomse('koryo');
    const made = (await t.call('POST', categories(id), director, { tournament_age_group_id: adults, degree_id: 1 })).json();
    const refused = await t.call('DELETE', `/api/tournament_age_groups/${adults}`, director);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(MSG.ageGroupInUse);
    await t.call('DELETE', `${categories(id)}/${made.id}`, director);

    const tournament = await makeTournament(t, director);
    const ageCategory = await t.call('POST', '/api/tournament_age_categories', director, {
      tournament_id: tournament,
      tournament_age_group_id: adults,
      min_age: 18,
      max_age: 99,
    });
    expect(ageCategory.statusCode, ageCategory.body).toBe(201);
    expect((await t.call('DELETE', `/api/tournament_age_groups/${adults}`, director)).json().message).toBe(MSG.ageGroupInUse);
    await t.call('DELETE', `/api/tournament_age_categories/${ageCategory.json().id}`, director);
    expect((await t.call('DELETE', `/api/tournament_age_groups/${adults}`, director)).statusCode).toBe(200);
    // A professor without 'Torneos' neither adds nor deletes them.
    expect((await t.call('POST', '/api/tournament_age_groups', profesor, { name: 'x' })).statusCode).toBe(403);
  });
});

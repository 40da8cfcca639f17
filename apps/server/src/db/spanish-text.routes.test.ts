import { compareSpanish, SPANISH_ACCENTED, spanishFold, spanishSortKey } from '@doyang/domain';
import { SPANISH_READER_SHUFFLED as SHUFFLED, SPANISH_READER_ORDER as SPANISH_ORDER } from '@doyang/domain/spanish-text.examples';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDoyang, makeGroup, makeStudent } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { cities, monthly_duties, venues } from './schema/index.ts';
import { rows } from './sql.ts';

// Issue 10: lists sort as a Spanish reader expects and every search ignores accents and case, through the API.

let t: TestApp;
let director: string;
let doyang: { id: number };
let group: { id: number };
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  doyang = await makeDoyang(t.app.db, { name: 'MDK ORIENTE OLÍMPICO ÑUÑOA' });
  group = await makeGroup(t.app.db, { doyang });
  for (const last_name of SHUFFLED) {
    await makeStudent(t.app.db, { doyang, group, name: 'JOSÉ', last_name, second_last_name: 'PEÑA' });
  }
  director = (await t.as('director')).token;
});
afterAll(() => t?.close());

const get = async (url: string) => {
  const res = await t.call('GET', url, director);
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const namesOf = (list: { name: string }[]) => list.map((r) => r.name);

describe('the SQL functions and the domain helper', () => {
  it('give the same keys and folds, character for character', async () => {
    const samples = [
      ...SPANISH_ORDER,
      SPANISH_ACCENTED,
      'Peña Chimalhuacán',
      'nuñez',
      'ÑU',
      'Ça va',
      'O’HIGGINS',
      'MÉXICO 100% _X_',
      'tab\there',
      '',
      'ASCII ONLY 123',
    ];
    const sqlSide = await rows<{ key: string; fold: string }>(
      t.app.db,
      sql`select spanish_sort_key(s) as key, spanish_fold(s) as fold from jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) with ordinality x(s, i) order by i`,
    );
    expect(sqlSide.map((r) => r.key)).toEqual(samples.map(spanishSortKey));
    expect(sqlSide.map((r) => r.fold)).toEqual(samples.map(spanishFold));
    const sorted = await rows<{ s: string }>(
      t.app.db,
      sql`select s from jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) s order by spanish_sort_key(s) collate "C"`,
    );
    expect(sorted.map((r) => r.s)).toEqual([...samples].sort(compareSpanish));
  });
});

describe('Spanish order', () => {
  it('the people list: by surname, by full name, both ways, and by degree then surname', async () => {
    const base = `/api/users?doyang_id=${doyang.id}&with=degree`;
    const surnames = (list: { last_name: string }[]) => list.map((u) => u.last_name);
    expect(surnames(await get(`${base}&orderBy[last_name]=asc`))).toEqual(SPANISH_ORDER);
    expect(surnames(await get(`${base}&orderBy[last_name]=desc`))).toEqual([...SPANISH_ORDER].reverse());
    // Same first name: the full name sorts by the surnames.
    expect(surnames(await get(`${base}&orderBy[full_name]=asc`))).toEqual(SPANISH_ORDER);
    // The screen's default: by degree (all the same here), then surnames.
    expect(surnames(await get(`${base}&orderBy[degree_id]=asc`))).toEqual(SPANISH_ORDER);
    const page = await get(`${base}&orderBy[last_name]=asc&paginate=1&perPage=5&page=2`);
    expect(surnames(page.data)).toEqual(SPANISH_ORDER.slice(5, 10));
  });

  it('the students CSV and the class roster', async () => {
    const csv = (await t.call('GET', `/api/doyangs/${doyang.id}/students_csv`, director)).body;
    const inCsv = SPANISH_ORDER.map((s) => csv.indexOf(`,${s},`));
    expect(inCsv.every((at) => at > 0)).toBe(true);
    expect(inCsv).toEqual([...inCsv].sort((a, b) => a - b));
    const roster = await get(`/api/doyang_groups/${group.id}/roster?perPage=0`);
    expect(roster.data.map((r: { last_name: string }) => r.last_name)).toEqual(SPANISH_ORDER);
  });

  it('a catalogue list (Localidades), ignoring case, equal letters in code point order', async () => {
    await t.app.db.insert(cities).values([...SHUFFLED, 'ángel', 'ANGEL'].map((s) => ({ name: `${s} ZQXW` })));
    const list = await get('/api/cities?search=zqxw&orderBy[name]=asc&perPage=0');
    const expected = ['ALBERTO', 'ANGEL', 'ÁNGEL', 'ángel', ...SPANISH_ORDER.slice(2)];
    expect(namesOf(list)).toEqual(expected.map((s) => `${s} ZQXW`));
    const desc = await get('/api/cities?search=zqxw&orderBy[name]=desc&perPage=0');
    expect(namesOf(desc)).toEqual([...namesOf(list)].reverse());
  });

  it('the doyangs list by name', async () => {
    const names = ['MDK ORIENTE ÑANDÚ', 'MDK ORIENTE NUNO', 'MDK ORIENTE NÚÑEZ', 'MDK ORIENTE OCHOA'];
    for (const name of [...names].reverse()) await makeDoyang(t.app.db, { name });
    const list = await get('/api/doyangs?paginate=1&perPage=0&orderBy[name]=asc');
    const ours = namesOf(list.data).filter((n) => names.includes(n));
    expect(ours).toEqual(['MDK ORIENTE NUNO', 'MDK ORIENTE NÚÑEZ', 'MDK ORIENTE ÑANDÚ', 'MDK ORIENTE OCHOA']);
  });
});

describe('searches ignore accents and case on both sides', () => {
  it('doyangs', async () => {
    expect(namesOf(await get('/api/doyangs?search=olimpico'))).toEqual(['MDK ORIENTE OLÍMPICO ÑUÑOA']);
    expect(namesOf(await get('/api/doyangs?name=Ñuñoa'))).toEqual(['MDK ORIENTE OLÍMPICO ÑUÑOA']);
    // The term's own % and _ are letters, not wildcards.
    expect(await get('/api/doyangs?search=olimp_co')).toEqual([]);
    expect(await get('/api/doyangs?search=%25')).toEqual([]);
  });

  it('cities (Localidades) and venues (Sedes)', async () => {
    await t.app.db.insert(cities).values([{ name: 'CHIMALHUACÁN QQ' }, { name: 'MEXICALI QQ' }]);
    expect(namesOf(await get('/api/cities?search=chimalhuacan'))).toEqual(['CHIMALHUACÁN QQ']);
    // The reference localities of the issue: 'mexico' finds both, and not MEXICALI.
    expect(namesOf(await get('/api/cities?search=Mexico'))).toEqual(['CIUDAD DE MÉXICO', 'ESTADO DE MÉXICO']);
    await t.app.db
      .insert(venues)
      .values([{ name: 'GIMNASIO OLÍMPICO JUAN DE LA BARRERA' }, { name: 'AUDITORIO MUNICIPAL', contact_name: 'MARÍA PEÑA' }]);
    expect(namesOf(await get('/api/venues?search=olimpico'))).toEqual(['GIMNASIO OLÍMPICO JUAN DE LA BARRERA']);
    // Venues search their contact too.
    expect(namesOf(await get('/api/venues?search=maria pena'))).toEqual(['AUDITORIO MUNICIPAL']);
  });

  it('bimonthly duties (Tareas bimestrales)', async () => {
    await t.app.db.insert(monthly_duties).values([
      { name: 'REUNIÓN DE PADRES EN CHIMALHUACÁN', doyang_id: doyang.id, due_date: '2026-12-01' },
      { name: 'INVENTARIO DE UNIFORMES', doyang_id: doyang.id, due_date: '2026-12-02' },
    ]);
    const found = await get(`/api/monthly_duties?doyang_id=${doyang.id}&search=reunion de padres en chimalhuacan`);
    expect(namesOf(found)).toEqual(['REUNIÓN DE PADRES EN CHIMALHUACÁN']);
    expect(namesOf(await get(`/api/monthly_duties?doyang_id=${doyang.id}&name=Reunión`))).toEqual([
      'REUNIÓN DE PADRES EN CHIMALHUACÁN',
    ]);
  });

  it('people, the roster and the duplicate check', async () => {
    const people = await get(`/api/users?doyang_id=${doyang.id}&name=${encodeURIComponent('jose pena nunez')}`);
    expect(people.map((u: { last_name: string }) => u.last_name)).toEqual(['NUÑEZ']);
    expect((await get(`/api/users?doyang_id=${doyang.id}&name=penA`)).length).toBe(SPANISH_ORDER.length);
    const roster = await get(`/api/doyang_groups/${group.id}/roster?search=${encodeURIComponent('dominguez pena')}`);
    expect(roster.data.map((r: { last_name: string }) => r.last_name)).toEqual(['DOMÍNGUEZ']);
    const twins = await get('/api/users?validate=1&name=jose&last_name=angel&birth_date=1995-08-20');
    expect(twins.map((u: { full_name: string }) => u.full_name)).toEqual(['JOSÉ ÁNGEL PEÑA']);
  });
});

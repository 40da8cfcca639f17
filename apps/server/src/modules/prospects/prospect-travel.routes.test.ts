import { MSG } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../test/as-role.ts';
import { eventForm, makeDoyang, makeSeason, makeStudent } from '../../test/factories.ts';
import { firstSheet, sheetValues } from '../../test/sheets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// How an event's prospects travel (issue 27): the bus and hotel flags, set as a tournament prospect's are, and the
// event's bus and hotel list (payment_bus_hotel_list_excel), scoped like its payment list. Two doyangs of a fresh network.
let t: TestApp;
let director: string;
let profA: Actor;
let profB: Actor;
let doyangA: number;
let doyangB: number;
let coming: number;
let held: number;
const people: Record<string, number> = {};

const travel = (who: Actor | string, eventId: number, userId: number, body: unknown) => {
  const url = `/api/events/${eventId}/prospects/${userId}/registration`;
  return typeof who === 'string' ? t.call('PUT', url, who, body) : who.call('PUT', url, body);
};

/** The list as Excel reads it back: its header and rows of cell values (text, or a Date for a date cell). */
async function sheetOf(url: string, token: string) {
  const res = await t.call('GET', url, token);
  if (res.statusCode !== 200) return { res, header: [] as unknown[], rows: [] as unknown[][] };
  const [header, ...rows] = await sheetValues(res.rawPayload);
  return { res, sheet: await firstSheet(res.rawPayload), header, rows };
}

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = (await t.as('director')).token;
  doyangA = (await makeDoyang(t.app.db, { name: 'DOYANG VIAJE A' })).id;
  doyangB = (await makeDoyang(t.app.db, { name: 'DOYANG VIAJE B' })).id;
  profA = await t.as('profesor', { doyang: doyangA, responsible: true });
  profB = await t.as('profesor', { doyang: doyangB, responsible: true });
  for (const [key, doyang, name, sex, birth] of [
    ['ana', doyangA, 'ANA', 2, '2012-03-04'],
    ['beto', doyangA, '=BETO', 1, '2011-05-06'],
    ['ciro', doyangA, 'CIRO', 1, '2010-07-08'],
    ['dora', doyangB, 'DORA', 2, '2013-09-10'],
  ] as const)
    people[key] = (await makeStudent(t.app.db, { doyang, name, sex, birth_date: birth })).id;
  const season = await makeSeason(t, director, 'viajes');
  const make = async (name: string, date: string) => {
    const res = await t.call('POST', '/api/events', director, eventForm(name, date, season));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  coming = await make('copa de puebla', '2026-12-12');
  held = await make('copa pasada', '2026-11-01');
  for (const who of ['ana', 'beto', 'ciro'])
    expect((await profA.call('POST', `/api/events/${coming}/prospects`, { userId: people[who] })).statusCode).toBe(201);
  expect((await profB.call('POST', `/api/events/${coming}/prospects`, { userId: people.dora })).statusCode).toBe(201);
  expect((await t.call('POST', `/api/events/${held}/prospects`, director, { userId: people.ana })).statusCode).toBe(201);
});
afterAll(() => t?.close());

describe("an event prospect's bus and hotel", () => {
  it('starts with neither, in the prospect list and the add answer', async () => {
    const list = await profA.call('GET', `/api/events/${coming}/prospects`);
    expect(list.statusCode).toBe(200);
    const ana = list.json().data.find((p: { id: number }) => p.id === people.ana);
    expect(ana).toMatchObject({ takes_bus: false, takes_hotel: false });
  });

  it("is set by the doyang's staff for their people, one flag leaving the other as it is", async () => {
    let res = await travel(profA, coming, people.ana, { takes_bus: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: people.ana, takes_bus: true, takes_hotel: false });
    res = await travel(profA, coming, people.ana, { takes_hotel: '1' });
    expect(res.json()).toMatchObject({ takes_bus: true, takes_hotel: true });
    expect((await travel(profA, coming, people.beto, { takes_hotel: true })).statusCode).toBe(200);
    expect((await travel(profB, coming, people.dora, { takes_bus: true })).statusCode).toBe(200);
    const list = (await profA.call('GET', `/api/events/${coming}/prospects`)).json().data;
    expect(list.find((p: { id: number }) => p.id === people.ana)).toMatchObject({ takes_bus: true, takes_hotel: true });
  });

  it("refuses another doyang's people, bad values and unknown keys, and staff after the event's day", async () => {
    const other = await travel(profB, coming, people.ana, { takes_bus: false });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MSG.forbiddenDoyang);
    expect((await travel(profA, coming, people.ana, { takes_bus: 'quizá' })).statusCode).toBe(422);
    expect((await travel(profA, coming, people.ana, { pay_combat: true })).statusCode).toBe(422);
    expect((await travel(profA, coming, people.dora, { takes_bus: true })).statusCode).toBe(403);
    expect((await travel(director, coming, 999999, { takes_bus: true })).statusCode).toBe(404);
    const late = await travel(profA, held, people.ana, { takes_bus: true });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.userId).toEqual([MSG.prospectEventOver]);
    // General direction any time; the refused calls changed nothing.
    expect((await travel(director, held, people.ana, { takes_bus: true })).json().takes_bus).toBe(true);
    const ana = (await profA.call('GET', `/api/events/${coming}/prospects`))
      .json()
      .data.find((p: { id: number }) => p.id === people.ana);
    expect(ana).toMatchObject({ takes_bus: true, takes_hotel: true });
  });
});

describe("the event's bus and hotel list (payment_bus_hotel_list_excel)", () => {
  const url = (query = '') => `/api/events/${coming}/payment_bus_hotel_list_excel${query}`;

  it('lists who travels in the reached doyangs, by doyang and name, names neutralised, birth dates as dates', async () => {
    const { res, sheet, header, rows } = await sheetOf(url(), director);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename=autobus-hotel-copa-de-puebla.xlsx');
    expect(header).toEqual(['Doyang', 'Nombre', 'Tipo', 'Sexo', 'Fecha de nacimiento', 'Autobús', 'Hotel']);
    // Ciro takes neither: not listed. By doyang and name; the leading apostrophe keeps '=BETO' a text.
    expect(rows.map((r) => [r[0], String(r[1]).split(' ')[0], r[2], r[3], r[5], r[6]])).toEqual([
      ['DOYANG VIAJE A', "'=BETO", 'ALUMNO', 'M', 'NO', 'SÍ'],
      ['DOYANG VIAJE A', 'ANA', 'ALUMNO', 'F', 'SÍ', 'SÍ'],
      ['DOYANG VIAJE B', 'DORA', 'ALUMNO', 'F', 'SÍ', 'NO'],
    ]);
    expect(rows[1][4]).toEqual(new Date(Date.UTC(2012, 2, 4)));
    expect(sheet?.getRow(3).getCell(5).numFmt).toBe('dd/mmm/yyyy');
  });

  it("gives staff their doyang's people, the one named if they reach it", async () => {
    const mine = await sheetOf(url(), profA.token);
    expect(mine.rows.map((r) => String(r[1]).split(' ')[0])).toEqual(["'=BETO", 'ANA']);
    const named = await sheetOf(url(`?doyang_id=${doyangB}`), director);
    expect(named.rows.map((r) => r[0])).toEqual(['DOYANG VIAJE B']);
    const other = await t.call('GET', url(`?doyang_id=${doyangA}`), profB.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MSG.forbiddenDoyang);
    expect((await sheetOf(url(), profB.token)).rows.map((r) => r[0])).toEqual(['DOYANG VIAJE B']);
  });

  it('refuses bad input and unknown events, and people without the events areas', async () => {
    expect((await t.call('GET', url('?doyang_id=x'), director)).statusCode).toBe(422);
    expect((await t.call('GET', url('?tournament_id=1'), director)).statusCode).toBe(422);
    expect((await t.call('GET', '/api/events/999999/payment_bus_hotel_list_excel', director)).statusCode).toBe(404);
    const student = await t.as('alumno', { doyang: doyangA });
    expect((await student.call('GET', url())).statusCode).toBe(403);
  });
});

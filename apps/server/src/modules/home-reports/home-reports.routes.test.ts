import { MSG } from '@doyang/domain';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import type { Actor } from '../../test/as-role.ts';
import { makeDoyang, makeStudent } from '../../test/factories.ts';
import { sheetValues } from '../../test/sheets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The Home's files of issue 27 on a hand-built network of two doyangs (ALFA, BETA): the active students CSV of a
// doyang and of the network, general direction's students and belts CSVs, and the events Excel of the bimester and
// of the year; who may download each.
let t: TestApp;
let director: string;
let profA: Actor;
let doyangA: number;
let doyangB: number;
const who: Record<string, number> = {};

const get = (url: string, token = director) => t.call('GET', url, token);
const csvRows = (text: string): string[][] => {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return parse(text.slice(1), { relax_column_count: true });
};

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  const db = t.app.db;
  director = await t.login('director@demo.mx');
  doyangA = (await makeDoyang(db, { name: 'ALFA' })).id;
  doyangB = (await makeDoyang(db, { name: 'BETA' })).id;
  profA = await t.as('profesor', { doyang: doyangA, responsible: true });
  await db.execute(sql`update configurations set value = '2026-11-01' where id = 1`);
  await db.execute(sql`update configurations set value = '2026-12-31' where id = 2`);
  const student = async (key: string, doyang: number, degree: number, more: object = {}) => {
    const u = await makeStudent(db, {
      doyang,
      name: key,
      last_name: 'PÉREZ',
      second_last_name: 'LUNA',
      degree_id: degree,
      birth_date: '2010-05-04',
      ...more,
    });
    who[key] = u.id;
  };
  await student('BLANCO', doyangA, 1);
  await student('AMARILLO', doyangA, 3);
  await student('NEGRO', doyangA, 13);
  await student('INACTIVO', doyangA, 3, { active: false });
  await student('PROSPECTO', doyangA, 3, { is_prospect: true });
  await student('BETO', doyangB, 4);

  // The period's calendar: the bimester is November–December 2026; one event earlier in the year, one the year before.
  const [exam] = await db.insert(s.exams).values({ name: 'EXAMEN DIC', date: '2026-12-05' }).returning();
  const [event] = await db.insert(s.events).values({ name: 'SEMINARIO', date: '2026-11-25' }).returning();
  const [meeting] = await db
    .insert(s.events)
    .values({ name: 'JUNTA DE PADRES', date: '2026-12-10', is_meeting: true })
    .returning();
  const [tournament] = await db.insert(s.tournaments).values({ name: 'COPA INVIERNO', date: '2026-12-01' }).returning();
  const [march] = await db.insert(s.events).values({ name: 'CAMPAMENTO', date: '2026-03-01' }).returning();
  const [old] = await db.insert(s.events).values({ name: 'VIEJO', date: '2025-11-20' }).returning();
  const p = (user: string, doyang: number) => ({ user_id: who[user], doyang_id: doyang });
  await db.insert(s.exam_prospects).values([
    { exam_id: exam.id, ...p('BLANCO', doyangA) },
    { exam_id: exam.id, ...p('AMARILLO', doyangA) },
    { exam_id: exam.id, ...p('BETO', doyangB) },
  ]);
  await db.insert(s.event_prospects).values([
    { event_id: event.id, ...p('BLANCO', doyangA) },
    { event_id: meeting.id, ...p('BETO', doyangB) },
    { event_id: march.id, ...p('BLANCO', doyangA) },
    { event_id: old.id, ...p('BLANCO', doyangA) },
  ]);
  await db.insert(s.tournament_prospects).values([
    { tournament_id: tournament.id, ...p('AMARILLO', doyangA) },
    { tournament_id: tournament.id, ...p('NEGRO', doyangA) },
  ]);
});
afterAll(() => t?.close());

describe("the active students' CSV (Alumnos | doyang)", () => {
  it("answers a doyang's active students, as the students CSV writes them, to its staff", async () => {
    const res = await get(`/api/doyangs/${doyangA}/active_students_csv`, profA.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/filename=alumnos-activos-alfa\.csv/);
    const [header, ...body] = csvRows(res.body);
    const students = await t.call('GET', `/api/doyangs/${doyangA}/students_csv`, profA.token);
    expect(header).toEqual(csvRows(students.body)[0]);
    // By degree (white belt first), then surname: BLANCO, AMARILLO, NEGRO.
    expect(body.map((r) => r[0])).toEqual(['BLANCO', 'AMARILLO', 'NEGRO']);
  });

  it("answers the whole network for general direction's card (23), each student with the doyang first", async () => {
    const res = await get('/api/doyangs/23/active_students_csv');
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...body] = csvRows(res.body);
    expect(header.slice(0, 2)).toEqual(['Doyang', 'Nombre']);
    expect(body.map((r) => `${r[0]} ${r[1]}`)).toEqual(['ALFA BLANCO', 'ALFA AMARILLO', 'ALFA NEGRO', 'BETA BETO']);
  });

  it("refuses another doyang's and the network's file to a professor", async () => {
    for (const url of [`/api/doyangs/${doyangB}/active_students_csv`, '/api/doyangs/23/active_students_csv']) {
      const res = await get(url, profA.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(MSG.forbiddenDoyang);
    }
    expect((await get('/api/doyangs/999999/active_students_csv')).statusCode).toBe(404);
  });
});

describe("general direction's students and belts CSVs", () => {
  it('lists every active student of the network with doyang, degree, belt group, age and dates', async () => {
    const res = await get('/api/doyangs/23/general_direction_home_csv');
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...body] = csvRows(res.body);
    expect(header).toEqual([
      'Doyang',
      'Nombre',
      'Apellido paterno',
      'Apellido materno',
      'Grado',
      'Grupo de cinta',
      'Fecha de nacimiento',
      'Edad',
      'Fecha de inscripción',
      'Inicio en TKD',
      'Años en TKD',
      'Último examen aprobado',
    ]);
    expect(body.map((r) => [r[0], r[1], r[4], r[5]])).toEqual([
      ['ALFA', 'BLANCO', '11VO KUP', 'BLANCA 11'],
      ['ALFA', 'AMARILLO', '9NO KUP', 'AMARILLA'],
      ['ALFA', 'NEGRO', '1ER DAN', 'NEGRA'],
      ['BETA', 'BETO', '8VO KUP', 'AMARILLA'],
    ]);
    // Born 04/MAY/2010: 16 on the test's day (2026-11-22); enrolled 12/ENE/2026.
    expect(body[0].slice(6, 11)).toEqual(['04/MAY/2010', '16', '12/ENE/2026', '12/ENE/2026', '0']);
  });

  it('counts the active students per doyang and belt group, with totals', async () => {
    const res = await get('/api/doyangs/23/belts_home_csv');
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...body] = csvRows(res.body);
    expect(header).toEqual(['Doyang', 'BLANCA 11', 'BLANCA 10', 'AMARILLA', 'VERDE', 'AZUL', 'CAFÉ', 'ROJA', 'NEGRA', 'Total']);
    const byDoyang = Object.fromEntries(body.map((r) => [r[0], r.slice(1)]));
    expect(byDoyang.ALFA).toEqual(['1', '0', '1', '0', '0', '0', '0', '1', '3']);
    expect(byDoyang.BETA).toEqual(['0', '0', '1', '0', '0', '0', '0', '0', '1']);
    expect(body.at(-1)).toEqual(['TOTAL', '1', '0', '2', '0', '0', '0', '0', '1', '4']);
    // One doyang's card: that doyang alone, then its total.
    const one = csvRows((await get(`/api/doyangs/${doyangB}/belts_home_csv`)).body);
    expect(one.slice(1).map((r) => r[0])).toEqual(['BETA', 'TOTAL']);
  });

  it('refuses both to a professor, even for their own doyang', async () => {
    for (const url of [
      `/api/doyangs/${doyangA}/general_direction_home_csv`,
      `/api/doyangs/${doyangA}/belts_home_csv`,
      '/api/doyangs/23/belts_home_csv',
    ]) {
      const res = await get(url, profA.token);
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe("the events Excel ('CSV de eventos')", () => {
  it("counts each doyang's prospects in every exam, event, meeting and tournament of the bimester", async () => {
    const res = await get('/api/doyangs/23/event_home_excel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/filename=eventos-red-bimestre-2026-11-01\.xlsx/);
    const table = await sheetValues(res.rawPayload);
    expect(table[0]).toEqual([
      'Doyang',
      'Evento: SEMINARIO (25/NOV/2026)',
      'Torneo: COPA INVIERNO (01/DIC/2026)',
      'Examen: EXAMEN DIC (05/DIC/2026)',
      'Junta: JUNTA DE PADRES (10/DIC/2026)',
      'Total',
    ]);
    const rows = Object.fromEntries(table.slice(1).map((r) => [r[0], r.slice(1)]));
    expect(rows.ALFA).toEqual([1, 2, 2, 0, 5]);
    expect(rows.BETA).toEqual([0, 0, 1, 1, 2]);
    expect(table.at(-1)).toEqual(['TOTAL', 1, 2, 3, 1, 7]);
  });

  it('takes the calendar year with periodicity=annual', async () => {
    const table = await sheetValues((await get('/api/doyangs/23/event_home_excel?periodicity=annual')).rawPayload);
    expect(table[0].slice(0, 2)).toEqual(['Doyang', 'Evento: CAMPAMENTO (01/MAR/2026)']);
    expect(table[0]).toHaveLength(7);
    const rows = Object.fromEntries(table.slice(1).map((r) => [r[0], r.slice(1)]));
    expect(rows.ALFA).toEqual([1, 1, 2, 2, 0, 6]);
    expect(table.at(-1)).toEqual(['TOTAL', 1, 1, 2, 3, 1, 8]);
  });

  it('is general direction only, and refuses an unknown periodicity in Spanish', async () => {
    const res = await get('/api/doyangs/23/event_home_excel', profA.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.forbidden);
    expect((await get(`/api/doyangs/${doyangA}/event_home_excel`, profA.token)).statusCode).toBe(403);
    const bad = await get('/api/doyangs/23/event_home_excel?periodicity=mensual');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
  });
});

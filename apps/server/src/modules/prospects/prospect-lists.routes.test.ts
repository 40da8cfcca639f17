import { MSG, type ParentEventAssistanceAnswer } from '@doyang/domain';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { eventForm, makeDoyang, makeGroup, makeSeason, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The prospects screen's downloads and a parent event's assistances, on a fresh network of two doyangs.
let t: TestApp;
let director: string;
let profA: Actor;
let profB: Actor;
let doyangA: number;
let doyangB: number;
let parent: number;
let venue: number;
let meeting: number;
let exam: number;
const people: Record<string, number> = {};

async function download(url: string, token: string) {
  const res = await t.call('GET', url, token);
  if (res.statusCode !== 200) return { res, records: [] as Record<string, string>[] };
  const table: string[][] = parse(res.rawPayload.subarray(3).toString('utf8'));
  const [header, ...body] = table;
  return { res, records: body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
}

const body = (name: string, date: string, more: Record<string, unknown> = {}) =>
  eventForm(name, date, {
    parent_event_id: parent,
    venue_id: venue,
    early_payment_amount: '700',
    early_payment_student_due_date: '2026-11-30',
    early_payment_professor_due_date: '2026-11-10',
    payment_student_due_date: '2026-12-05',
    payment_professor_due_date: '2026-12-06',
    ...more,
  });

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = (await t.as('director')).token;
  doyangA = (await makeDoyang(t.app.db, { name: 'DOYANG LISTAS A' })).id;
  doyangB = (await makeDoyang(t.app.db, { name: 'DOYANG LISTAS B' })).id;
  profA = await t.as('profesor', { doyang: doyangA, responsible: true });
  profB = await t.as('profesor', { doyang: doyangB, responsible: true });
  const groupA = await makeGroup(t.app.db, { doyang: doyangA });
  for (const [key, doyang, name] of [
    ['ana', doyangA, 'ANA'],
    ['beto', doyangA, '=BETO'],
    ['carla', doyangB, 'CARLA'],
  ] as const)
    people[key] = (await makeStudent(t.app.db, { doyang, name, group: doyang === doyangA ? groupA : null })).id;
  ({ parent_event_id: parent, venue_id: venue } = await makeSeason(t, director, 'listas'));
  meeting = (await t.call('POST', '/api/events', director, body('junta de padres', '2026-11-20', { is_meeting: true }))).json()
    .id;
  exam = (await t.call('POST', '/api/exams', director, body('examen listas', '2026-12-12'))).json().id;
  // Ana's mother came to the meeting (the group's attendance tick); Carla was a prospect who took part.
  await t.app.db.execute(sql`insert into assistances (user_id, doyang_group_id, date, type, is_mother)
    values (${people.ana}, ${groupA.id}, '2026-11-20', 'A', true)`);
  for (const who of ['carla', 'beto'])
    expect((await t.call('POST', `/api/events/${meeting}/prospects`, director, { userId: people[who] })).statusCode).toBe(201);
  expect(
    (await t.call('POST', `/api/events/${meeting}/prospects/${people.carla}/result`, director, { event_result_id: 5 }))
      .statusCode,
  ).toBe(200);
  for (const who of ['ana', 'beto'])
    expect((await profA.call('POST', `/api/exams/${exam}/prospects`, { userId: people[who] })).statusCode).toBe(201);
  await t.call('PUT', `/api/exams/${exam}/prospects/${people.ana}`, director, { is_prospect_approved: true });
});
afterAll(() => t?.close());

describe('prospects_list_csv', () => {
  it("lists the exam's prospects of the caller's doyangs with approval, formula-safe names and the spec's query", async () => {
    const { res, records } = await download(
      `/api/exams/${exam}/prospects_list_csv?doyang_id=${doyangA}&exam_id=${exam}&perPage=0`,
      profA.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=prospectos-examen-listas.csv');
    expect(records.map((r) => [r.Nombre.split(' ')[0], r.Aprobación])).toEqual([
      ["'=BETO", 'PENDIENTE'],
      ['ANA', 'APROBADO'],
    ]);
    expect(Object.keys(records[0])).toContain('Siguiente grado');
  });

  it('keeps staff to their doyang', async () => {
    expect((await download(`/api/exams/${exam}/prospects_list_csv`, profB.token)).records).toEqual([]);
    const other = await t.call('GET', `/api/exams/${exam}/prospects_list_csv?doyang_id=${doyangA}`, profB.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MSG.forbiddenDoyang);
    expect((await t.call('GET', `/api/exams/${exam}/prospects_list_csv?perPage=x`, director)).statusCode).toBe(422);
    expect((await t.call('GET', '/api/exams/999999/prospects_list_csv', director)).statusCode).toBe(404);
  });
});

describe('payment_list', () => {
  it('says what each prospect owes and by when: students before their early date pay the early amount', async () => {
    const { res, records } = await download(`/api/exams/${exam}/payment_list`, director);
    expect(res.statusCode).toBe(200);
    expect(records).toHaveLength(2);
    // Today (2026-11-22) is before the students' early due date (30/NOV/2026).
    expect(records[0]).toMatchObject({ Tipo: 'ALUMNO', Importe: '700.00', Precio: 'PRONTO PAGO', 'Fecha límite': '30/NOV/2026' });
  });
});

describe('event assistance', () => {
  it("lists meeting ticks and prospects who came, by the caller's doyangs", async () => {
    const all = await download(`/api/events/${meeting}/assistance`, director);
    expect(all.res.statusCode).toBe(200);
    expect(all.records.map((r) => [r.Nombre.split(' ')[0], r.Asistió])).toEqual([
      ['ANA', 'MAMÁ'],
      ['CARLA', 'PROSPECTO'],
    ]);
    expect((await download(`/api/events/${meeting}/assistance`, profB.token)).records.map((r) => r.Doyang)).toEqual([
      'DOYANG LISTAS B',
    ]);
    expect((await t.call('GET', `/api/events/${meeting}/assistance?doyang_id=${doyangB}`, profA.token)).statusCode).toBe(403);
  });

  it("answers a parent event's assistances per event, by doyang and bimester", async () => {
    const read = (query: string, token = director) =>
      t.call('GET', `/api/parent-events/${parent}?append=assistances${query}`, token);
    const all = (await read('')).json();
    expect(all.assistances.find((a: ParentEventAssistanceAnswer) => a.event_id === meeting)).toMatchObject({
      event_name: 'JUNTA DE PADRES',
      count: 2,
      parsed_date: '20/NOV/2026',
    });
    const mine = (await read('', profB.token)).json().assistances;
    expect(mine.find((a: ParentEventAssistanceAnswer) => a.event_id === meeting).count).toBe(1);
    expect((await read(`&doyang_id=${doyangA}`, profB.token)).statusCode).toBe(403);
    // The bimester (configuration 1–2 of the reference data) decides which events count with bimester_only=1.
    const [{ start, end }] = await rows<{ start: string; end: string }>(
      t.app.db,
      sql`select (select value from configurations where id = 1) as start, (select value from configurations where id = 2) as end`,
    );
    const inBimester = (await read('&bimester_only=1')).json().assistances.map((a: ParentEventAssistanceAnswer) => a.event_id);
    expect(inBimester.includes(meeting)).toBe('2026-11-20' >= start && '2026-11-20' <= end);
    const later = (await t.call('POST', '/api/events', director, body('junta de verano', '2027-06-01'))).json().id;
    const ids = (query: string) =>
      read(query).then((r) => r.json().assistances.map((a: ParentEventAssistanceAnswer) => a.event_id));
    expect(await ids('')).toContain(later);
    expect(await ids('&bimester_only=1')).not.toContain(later);
  });
});

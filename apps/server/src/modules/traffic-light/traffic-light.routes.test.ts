import { MSG, type TrafficLightRowAnswer } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { rows } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { makeDoyang, makeGroup, makeHoliday, makeStudent } from '../../test/factories.ts';
import { sheetStrings } from '../../test/sheets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The exam traffic light (semáforo) of a fresh network of two doyangs: students made with the factories land in
// the colour the domain rule gives them, with every reason; the snapshot, the Excel and the refusals.
let t: TestApp;
let director: string;
let profA: Actor;
let doyangA: number;
let doyangB: number;
let exam: number;
const who: Record<string, number> = {};

const EXAM_DATE = '2026-12-12';
const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.app.db, query);
const get = (url: string, token = director) => t.call('GET', url, token);
const checked = (ids: number[]) => ids.map((id) => ({ id, checked: true }));

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  const db = t.app.db;
  director = await t.login('director@demo.mx');
  doyangA = (await makeDoyang(db)).id;
  doyangB = (await makeDoyang(db)).id;
  profA = await t.as('profesor', { doyang: doyangA, responsible: true });
  const group = await makeGroup(db, { doyang: doyangA });

  // A requirement for white belts (degree 1): 6 absences, 3 months, points 100 / 60 / 30, one product, one requisite.
  const [other] = await db.insert(s.other_exam_requisites).values({ name: 'CARTA COMPROMISO' }).returning();
  const [req] = await db
    .insert(s.requirements)
    .values({
      name: 'EXAMEN DESDE 11VO KUP',
      absences: 6,
      min_grade_id: 1,
      max_grade_id: 1,
      min_time_before_next_exam: 3,
      min_points: 100,
      warning_points: 60,
      no_right_points: 30,
    })
    .returning();
  await db.insert(s.requirement_products).values({ requirement_id: req.id, product_id: 2 });
  await db.insert(s.requirement_other_exam_requisites).values({ requirement_id: req.id, other_exam_requisite_id: other.id });
  const [revision] = await db
    .insert(s.revisions)
    .values({ name: 'REVISIÓN', active: true, doyang_group_id: group.id })
    .returning();

  const student = async (name: string, o: { points?: number; absences?: number; reviewed?: boolean; more?: object } = {}) => {
    const u = await makeStudent(db, {
      doyang: doyangA,
      group,
      name,
      last_aproved_exam_date: '2026-06-01',
      starting_curriculum_points: o.points ?? 150,
      ...o.more,
    });
    who[name] = u.id;
    const days = Array.from({ length: o.absences ?? 0 }, (_, i) => `2026-11-${String(2 + i).padStart(2, '0')}`);
    if (days.length)
      await db
        .insert(s.assistances)
        .values(days.map((date) => ({ user_id: u.id, doyang_group_id: group.id, date, type: 'F' as const })));
    if (o.reviewed !== false) {
      await db.insert(s.revision_results).values({
        revision_id: revision.id,
        user_id: u.id,
        result: 1,
        requirement_products: checked([2]),
        requirement_other: checked([other.id]),
      });
    }
    return u;
  };
  await student('VERDE');
  await student('AMARILLO', { absences: 5, points: 80 });
  await student('ROJO', { points: 50 });
  await student('NEGRO', { absences: 7, reviewed: false, more: { last_aproved_exam_date: '2026-11-01' } });
  await student('SINREQ', { more: { degree_id: 5 } });
  // Earned points count beside the starting ones: 40 + 30 = 70 is below the ideal, not below the official.
  const earned = await student('PUNTOS', { points: 40 });
  await db.insert(s.curriculum_points).values({ user_id: earned.id, date: '2026-10-01', concept: 'COPA', points: 30 });
  // Not measured: inactive students, people still deciding to enrol, another doyang's students (in the network only).
  await makeStudent(db, { doyang: doyangA, name: 'INACTIVO', active: false });
  await makeStudent(db, { doyang: doyangA, name: 'PROSPECTO', is_prospect: true });
  who.OTRO = (await makeStudent(db, { doyang: doyangB, name: 'OTRO' })).id;

  // A black-belt exam before the regular one is not the next exam of the light.
  const [bb] = await db.insert(s.exams).values({ name: 'CINTA NEGRA', date: '2026-12-01', is_black_belt: true }).returning();
  const [ex] = await db.insert(s.exams).values({ name: 'EXAMEN DE GRADO', date: EXAM_DATE }).returning();
  await db.insert(s.exams).values({ name: 'EXAMEN PASADO', date: '2026-10-01' });
  exam = ex.id;
  expect(bb.id).not.toBe(exam);
});
afterAll(() => t?.close());

type Row = TrafficLightRowAnswer;
const byId = (data: Row[]) => Object.fromEntries(data.map((r) => [r.id, r]));

describe('the traffic light of a doyang', () => {
  it('gives each student the colour and every reason of the rule, worst first, for the next exam', async () => {
    const res = await get(`/api/doyangs/${doyangA}/traffic_light_rows`, profA.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.exam).toMatchObject({ id: exam, date: EXAM_DATE, parsed_date: '12/DIC/2026' });
    expect(body.counts).toEqual({ verde: 1, amarillo: 2, rojo: 1, negro: 2 });
    expect(body.total).toBe(6);
    const rows = byId(body.data);
    expect(rows[who.VERDE]).toMatchObject({ colour: 'verde', reasons: ['Listo para su examen'], age: 31 });
    expect(rows[who.AMARILLO]).toMatchObject({
      colour: 'amarillo',
      reasons: ['En riesgo de no hacer examen: 5 faltas (permitidas 6)', 'Puntos por debajo del ideal: 80 de 100'],
    });
    expect(rows[who.ROJO]).toMatchObject({ colour: 'rojo', reasons: ['Puntos por debajo del oficial: 50 de 60'] });
    expect(rows[who.NEGRO]).toMatchObject({
      colour: 'negro',
      reasons: [
        'Antigüedad en el grado: 1 de 3 meses',
        'Sin derecho a examen: 7 faltas (permitidas 6)',
        'Falta: CINTA',
        'Falta: CARTA COMPROMISO',
        'Revisión sin completar',
      ],
    });
    expect(rows[who.SINREQ]).toMatchObject({ colour: 'negro', reasons: ['Sin requisito para su grado y edad'] });
    expect(rows[who.PUNTOS]).toMatchObject({ colour: 'amarillo', reasons: ['Puntos por debajo del ideal: 70 de 100'] });
    // Worst colour first.
    expect(body.data.map((r: Row) => r.colour)).toEqual(['negro', 'negro', 'rojo', 'amarillo', 'amarillo', 'verde']);
  });

  it('filters by colour and pages by 20, the counts staying those of the whole doyang', async () => {
    const res = await get(`/api/doyangs/${doyangA}/traffic_light_rows?colour=amarillo&page=1`);
    const body = res.json();
    expect(body.data.map((r: Row) => r.id).sort()).toEqual([who.AMARILLO, who.PUNTOS].sort());
    expect(body).toMatchObject({ total: 2, per_page: 20, current_page: 1, last_page: 1 });
    expect(body.counts.negro).toBe(2);
    const empty = (await get(`/api/doyangs/${doyangA}/traffic_light_rows?page=2`)).json();
    expect(empty.data).toEqual([]);
    expect(empty.counts.verde).toBe(1);
  });

  it('keeps the snapshot until asked to recalculate, then replaces it', async () => {
    const stored = await q<{ n: number }>(
      sql`select count(*)::int as n from traffic_light_results where exam_id = ${exam} and doyang_id = ${doyangA}`,
    );
    expect(stored[0].n).toBe(6);
    await t.app.db.execute(sql`update users set starting_curriculum_points = 150 where id = ${who.ROJO}`);
    const before = byId((await get(`/api/doyangs/${doyangA}/traffic_light_rows`)).json().data);
    expect(before[who.ROJO].colour).toBe('rojo');
    const after = (await get(`/api/doyangs/${doyangA}/traffic_light_rows?recalculate=true`)).json();
    expect(byId(after.data)[who.ROJO]).toMatchObject({ colour: 'verde', reasons: ['Listo para su examen'] });
    expect(after.counts).toEqual({ verde: 2, amarillo: 2, rojo: 0, negro: 2 });
    // A student who left is gone from the recalculated snapshot.
    await t.app.db.execute(sql`update users set active = false where id = ${who.SINREQ}`);
    await get(`/api/doyangs/${doyangA}/traffic_light_rows?recalculate=1`);
    const left = await q<{ user_id: number }>(
      sql`select user_id from traffic_light_results where exam_id = ${exam} and doyang_id = ${doyangA}`,
    );
    expect(left.map((r) => r.user_id)).not.toContain(who.SINREQ);
    expect(left).toHaveLength(5);
  });

  it('does not count absences on a no-class day, as the attendance screen does', async () => {
    const holiday = await makeHoliday(t.app.db, { start_date: '2026-11-02', end_date: '2026-11-03' });
    const during = byId((await get(`/api/doyangs/${doyangA}/traffic_light_rows?recalculate=true`)).json().data);
    expect(during[who.AMARILLO].reasons).toEqual(['Puntos por debajo del ideal: 80 de 100']);
    expect(during[who.NEGRO].reasons).toContain('En riesgo de no hacer examen: 5 faltas (permitidas 6)');
    await t.app.db.execute(sql`delete from holidays where id = ${holiday.id}`);
    const after = byId((await get(`/api/doyangs/${doyangA}/traffic_light_rows?recalculate=true`)).json().data);
    expect(after[who.NEGRO].reasons).toContain('Sin derecho a examen: 7 faltas (permitidas 6)');
  });

  it('answers the whole network for the general direction doyang (23), another doyang included', async () => {
    const body = (await get('/api/doyangs/23/traffic_light_rows')).json();
    expect(body.total).toBe(6);
    expect(byId(body.data)[who.OTRO]).toMatchObject({
      colour: 'negro',
      doyang_name: expect.any(String),
      reasons: ['Puntos inaceptables: 0 (mínimo 30)', 'Falta: CINTA', 'Falta: CARTA COMPROMISO', 'Revisión sin completar'],
    });
    expect(body.counts.negro).toBe(2);
  });
});

describe('the traffic light download (spec 01 §7)', () => {
  it('streams an Excel file with one row per student: name, doyang, degree, age, colour and every reason', async () => {
    const res = await get(`/api/doyangs/${doyangA}/traffic_light?exam_id=${exam}`, profA.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=semaforo-.*\.xlsx/);
    const table = await sheetStrings(res.rawPayload);
    expect(table[0]).toEqual(['Nombre', 'Doyang', 'Grado', 'Edad', 'Color', 'Motivos']);
    expect(table).toHaveLength(6);
    const negro = table.find((r) => r[0].startsWith('NEGRO'));
    expect(negro?.slice(2)).toEqual([
      '11VO KUP',
      '31',
      'negro',
      'Antigüedad en el grado: 1 de 3 meses; Sin derecho a examen: 7 faltas (permitidas 6); Falta: CINTA; Falta: CARTA COMPROMISO; Revisión sin completar',
    ]);
    // Worst first.
    expect(table.slice(1).map((r) => r[4])).toEqual(['negro', 'amarillo', 'amarillo', 'verde', 'verde']);
  });

  it("answers 'No hay examen siguiente' when no exam is ahead", async () => {
    await t.app.db.execute(sql`update exams set active = false where id = ${exam}`);
    try {
      for (const url of [`/api/doyangs/${doyangA}/traffic_light`, `/api/doyangs/${doyangA}/traffic_light_rows`]) {
        const res = await get(url);
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(MSG.noNextExam);
      }
      // An exam named by id is still answered.
      expect((await get(`/api/doyangs/${doyangA}/traffic_light_rows?exam_id=${exam}`)).statusCode).toBe(200);
    } finally {
      await t.app.db.execute(sql`update exams set active = true where id = ${exam}`);
    }
  });

  it('refuses other doyangs, the network to staff, students, and bad queries in Spanish', async () => {
    for (const url of [
      `/api/doyangs/${doyangB}/traffic_light`,
      `/api/doyangs/${doyangB}/traffic_light_rows`,
      '/api/doyangs/23/traffic_light',
    ]) {
      const res = await get(url, profA.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(MSG.forbiddenDoyang);
    }
    const alumno = await t.as('alumno', { doyang: doyangA });
    const refused = await get(`/api/doyangs/${doyangA}/traffic_light_rows`, alumno.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.forbidden);
    for (const query of ['colour=azul', 'exam_id=abc', 'page=-1', 'recalculate=si', 'otro=1']) {
      const res = await get(`/api/doyangs/${doyangA}/traffic_light_rows?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message).toMatch(/^[A-ZÁÉÍÓÚÑ¿]/);
    }
    expect((await get(`/api/doyangs/${doyangA}/traffic_light?exam_id=999999`)).statusCode).toBe(404);
    expect((await get('/api/doyangs/999999/traffic_light_rows')).statusCode).toBe(404);
  });
});

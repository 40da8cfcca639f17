import {
  BELT_GROUPS,
  DASHBOARD_STUDENT_KINDS,
  type DashboardAnswer,
  type DashboardStudentKind,
  type DoyangDashboardAnswer,
  MSG,
  READINESS_COLOURS,
  riskReason,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../db/sql.ts';
import { degreeNamed, makeDoyang, makeGroup, makeHoliday, makeStudent } from '../../test/factories.ts';
import { createTestApp, onPostgres, type TestApp } from '../../test/test-app.ts';

// Home's doyang cards on a hand-built network (issue 27): today is 2026-11-22 (TODAY), the bimester 2026-11-01 to
// 2026-12-31, at most 10 consecutive absences (risk from 5), goals editable 15 days, minimum efficiency 80.

let t: TestApp;
let director: string;
let professor: string;
let A: number;
let B: number;
const s: Record<string, { id: number; name: string }> = {};
const items: Record<string, number> = {};

const exec = (q: ReturnType<typeof sql>) => t.app.db.execute(q);
const idOf = async (q: ReturnType<typeof sql>) => Number((await one<{ id: number }>(t.app.db, q))?.id);
const config = (id: number, value: string) => exec(sql`update configurations set value = ${value} where id = ${id}`);
const covered = { last_covered_month: '2026-11-01' };

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  const db = t.app.db;
  await config(1, '2026-11-01');
  await config(2, '2026-12-31');
  await config(4, '10');
  await config(6, '15');
  await config(27, '80');
  A = (await makeDoyang(db, { name: 'MDK ORIENTE TABLERO A' })).id;
  B = (await makeDoyang(db, { name: 'MDK ORIENTE TABLERO B' })).id;
  const group = await makeGroup(db, { doyang: A });
  const mk = async (key: string, o: Parameters<typeof makeStudent>[1]) => {
    const row = await makeStudent(db, o);
    s[key] = { id: row.id, name: `${row.name} ${row.last_name} ${row.second_last_name}` };
  };
  // s1: enrolled today, insured, yellow belt, birthday on the 5th.
  await mk('s1', {
    doyang: A,
    group,
    enrollment_date: '2026-11-22',
    birth_date: '1990-11-05',
    degree_id: degreeNamed('9NO KUP'),
    insurance_end_date: '2026-12-31',
    insurance_number: 'P-001',
    insurance_date: '2026-11-02',
    ...covered,
  });
  // s2: enrolled in the bimester, rejected the insurance, black belt, birthday on the 20th, six absences in a row.
  await mk('s2', {
    doyang: A,
    group,
    enrollment_date: '2026-11-05',
    birth_date: '2000-11-20',
    degree_id: degreeNamed('1ER DAN'),
    is_rejected_insurance: true,
    rejected_insurance_at: new Date('2026-11-06T18:00:00Z'),
    ...covered,
  });
  // s3: an old student who owes since January, no insurance paid, white belt; four absences plus one on a holiday.
  await mk('s3', { doyang: A, group, enrollment_date: '2025-03-10', start_payments_date: '2026-01-01' });
  // s4: left in the bimester.
  await mk('s4', { doyang: A, enrollment_date: '2025-02-01', active: false, disenroll_date: '2026-11-10', ...covered });
  // s6: doyang B, enrolled today, insurable (paid, not sent).
  await mk('s6', { doyang: B, enrollment_date: '2026-11-22', insurance_end_date: '2026-12-31', ...covered });

  const marks = async (key: string, list: [string, 'A' | 'F'][]) => {
    for (const [date, type] of list)
      await exec(
        sql`insert into assistances (user_id, doyang_group_id, date, type) values (${s[key].id}, ${group.id}, ${date}, ${type})`,
      );
  };
  await marks('s2', [
    ['2026-11-02', 'A'],
    ...['04', '06', '09', '11', '13', '16'].map((d) => [`2026-11-${d}`, 'F'] as [string, 'F']),
  ]);
  await makeHoliday(db, { start_date: '2026-11-19' });
  await marks('s3', [['2026-11-03', 'A'], ...['12', '16', '18', '19', '20'].map((d) => [`2026-11-${d}`, 'F'] as [string, 'F'])]);

  const exam = (name: string, date: string, bb = false) =>
    idOf(
      sql`insert into exams (name, date, is_black_belt, price, show_table_in_dashboard) values (${name}, ${date}, ${bb}, '950.00', true) returning id`,
    );
  items.E1 = await exam('EXAMEN TABLERO PASADO', '2026-09-01');
  items.E2 = await exam('EXAMEN TABLERO PRÓXIMO', '2026-12-05');
  items.E3 = await exam('EXAMEN TABLERO CINTA NEGRA', '2026-12-10', true);
  items.M1 = await idOf(
    sql`insert into events (name, date, is_meeting) values ('JUNTA TABLERO', '2026-10-01', true) returning id`,
  );
  items.V1 = await idOf(
    sql`insert into events (name, date, price) values ('SEMINARIO TABLERO', '2026-12-01', '600.00') returning id`,
  );
  items.T1 = await idOf(sql`insert into tournaments (name, date) values ('TORNEO TABLERO', '2026-12-15') returning id`);
  const prospect = (table: string, column: string, item: number, key: string, extra = sql``, extraValue = sql``) =>
    exec(sql`insert into ${sql.identifier(table)} (${sql.identifier(column)}, user_id, doyang_id ${extra})
      values (${item}, ${s[key].id}, ${key === 's6' ? B : A} ${extraValue})`);
  await prospect('exam_prospects', 'exam_id', items.E1, 's1', sql`, exam_result_id`, sql`, 1`);
  await prospect('exam_prospects', 'exam_id', items.E1, 's2', sql`, exam_result_id`, sql`, 11`);
  await prospect('exam_prospects', 'exam_id', items.E1, 's3', sql`, exam_result_id`, sql`, 12`);
  await prospect('exam_prospects', 'exam_id', items.E2, 's1');
  await prospect('exam_prospects', 'exam_id', items.E2, 's2');
  await prospect('exam_prospects', 'exam_id', items.E3, 's2');
  await prospect('event_prospects', 'event_id', items.M1, 's1');
  await prospect('event_prospects', 'event_id', items.M1, 's2');
  await prospect('event_prospects', 'event_id', items.V1, 's1');
  await prospect('tournament_prospects', 'tournament_id', items.T1, 's3');
  await prospect('tournament_prospects', 'tournament_id', items.T1, 's6');
  // The traffic light's snapshot for the next exam.
  for (const [key, colour] of [
    ['s1', 'verde'],
    ['s2', 'rojo'],
    ['s3', 'negro'],
    ['s6', 'amarillo'],
  ])
    await exec(sql`insert into traffic_light_results (exam_id, user_id, doyang_id, colour, reasons)
      values (${items.E2}, ${s[key].id}, ${key === 's6' ? B : A}, ${colour}, ${`{"motivo ${colour}"}`})`);

  director = (await t.as('director')).token;
  professor = (await t.as('profesor', { doyang: A, responsible: true })).token;
  await t.sessionsChanged();
});
afterAll(() => t?.close());

const cardsOf = async (token: string, query = '') => {
  const res = await t.call('GET', `/api/doyangs/dashboard${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardAnswer;
};
const cardOf = async (id: number, token = director) => {
  const answer = await cardsOf(token, `?ids=${id}`);
  return answer.data.find((c) => c.id === id) as DoyangDashboardAnswer;
};

describe('GET /api/doyangs/dashboard: every number of a card', () => {
  it('counts students, inscriptions, drop-outs, risk, debtors, insurance, birthdays, belts and prospects', async () => {
    const answer = await cardsOf(director, `?ids=${A},${B}`);
    expect(answer.exam).toEqual({ id: items.E2, name: 'EXAMEN TABLERO PRÓXIMO', date: '2026-12-05' });
    expect(answer.bimester).toEqual({ start: '2026-11-01', end: '2026-12-31' });
    expect(answer.goals_modifiable).toBe(true);
    expect(answer.data.map((c) => c.id).sort()).toEqual([A, B].sort());
    const a = answer.data.find((c) => c.id === A) as DoyangDashboardAnswer;
    expect(a).toMatchObject({
      students_count: 3,
      daily_inscriptions: 1,
      bimester_inscriptions: 2,
      bimester_inscriptions_goal: null,
      bimester_disenrolls: 1,
      risk_students_count: 1,
      debtors_count: 1,
      insuranced_students_count: 1,
      rejected_insurance_students_count: 1,
      uninsured_students_count: 1,
      black_belt_prospects_count: 1,
      traffic_light_report_array: { verde: 1, amarillo: 0, rojo: 1, negro: 1 },
      inscription_record: { count: 2, date: '2026-11-01' },
      exam_record: { count: 3, name: 'EXAMEN TABLERO PASADO', date: '2026-09-01' },
      meeting_record: { count: 2, name: 'JUNTA TABLERO', date: '2026-10-01' },
      event_record: { count: 0, name: null, date: null },
      tournament_record: { count: 0, name: null, date: null },
      exam_efficiency: {
        exam_id: items.E1,
        exam_name: 'EXAMEN TABLERO PASADO',
        presented: 2,
        approved: 1,
        percentage: 50,
        minimum: 80,
      },
    });
    // The optimised home carries the birthdays' count; the list comes with `append=month_birthdays` (next test).
    expect(a.month_birthdays_count).toBe(2);
    expect(a).not.toHaveProperty('month_birthdays');
    expect(a.totals_by_belt).toEqual(
      BELT_GROUPS.map((g) => ({ belt_group: g, count: ['AMARILLA', 'NEGRA', 'BLANCA 11'].includes(g) ? 1 : 0 })),
    );
    const item = { goal: null, required: 0, show_table_in_dashboard: true, is_black_belt: false, price: '950.00' };
    expect(a.next_exams_totals).toEqual({
      'EXAMEN TABLERO PRÓXIMO': { ...item, id: items.E2, date: '2026-12-05', count: 2 },
      'EXAMEN TABLERO CINTA NEGRA': { ...item, id: items.E3, date: '2026-12-10', count: 1, is_black_belt: true },
    });
    expect(a.next_events_totals).toEqual({
      'SEMINARIO TABLERO': {
        id: items.V1,
        date: '2026-12-01',
        count: 1,
        goal: null,
        required: 0,
        price: '600.00',
        is_black_belt: false,
        show_table_in_dashboard: false,
      },
    });
    expect(a.next_tournaments_totals['TORNEO TABLERO']).toMatchObject({ id: items.T1, count: 1 });
    expect(a.next_meetings_totals).toEqual({});
    const b = answer.data.find((c) => c.id === B) as DoyangDashboardAnswer;
    expect(b).toMatchObject({
      students_count: 1,
      daily_inscriptions: 1,
      risk_students_count: 0,
      uninsured_students_count: 1,
      traffic_light_report_array: { verde: 0, amarillo: 1, rojo: 0, negro: 0 },
      exam_efficiency: { exam_id: null, presented: 0, approved: 0, percentage: null, minimum: 80 },
      inscription_record: { count: 1, date: '2026-11-01' },
    });
    expect(b.next_tournaments_totals['TORNEO TABLERO']).toMatchObject({ count: 1 });
  });

  it("the general direction's card (23) is the whole network", async () => {
    const net = await cardOf(23);
    expect(net).toMatchObject({ students_count: 4, daily_inscriptions: 2, uninsured_students_count: 2 });
    expect(net.traffic_light_report_array).toEqual({ verde: 1, amarillo: 1, rojo: 1, negro: 1 });
    expect(net.next_tournaments_totals['TORNEO TABLERO']).toMatchObject({ count: 2 });
  });

  it('exam_id chooses the exam of the totals and the light; event_id the only event', async () => {
    const answer = await cardsOf(director, `?ids=${A}&exam_id=${items.E3}&event_id=${items.M1}`);
    expect(answer.exam?.id).toBe(items.E3);
    const a = answer.data[0];
    expect(Object.keys(a.next_exams_totals)).toEqual(['EXAMEN TABLERO CINTA NEGRA']);
    // The asked exam had no semáforo yet: the cards computed it first, and read it as stored.
    const stored = await rows<{ colour: string; n: number }>(
      t.app.db,
      sql`select colour, count(*)::int as n from traffic_light_results where exam_id = ${items.E3} and doyang_id = ${A} group by colour`,
    );
    const expected = { verde: 0, amarillo: 0, rojo: 0, negro: 0 };
    for (const r of stored) expected[r.colour as keyof typeof expected] = r.n;
    expect(stored.length).toBeGreaterThan(0);
    expect(a.traffic_light_report_array).toEqual(expected);
    expect(a.next_events_totals).toEqual({});
    expect(a.next_meetings_totals['JUNTA TABLERO']).toMatchObject({ count: 2 });
    expect((await t.call('GET', '/api/doyangs/dashboard?exam_id=999999', director)).statusCode).toBe(404);
  });

  it('GET /api/doyangs/{id}?append= answers the record with the same numbers', async () => {
    const res = await t.call(
      'GET',
      `/api/doyangs/${A}?append=month_birthdays,totals_by_belt,inscription_record,black_belt_prospects_count`,
      director,
    );
    expect(res.statusCode, res.body).toBe(200);
    const card = await cardOf(A);
    const body = res.json();
    expect(body.name).toBe('MDK ORIENTE TABLERO A');
    // The list in the month's order (day, then name), as many as the card counts.
    expect(body.month_birthdays.map((b: { id: number; birth_date: string }) => [b.id, b.birth_date])).toEqual([
      [s.s1.id, '1990-11-05'],
      [s.s2.id, '2000-11-20'],
    ]);
    expect(body.month_birthdays).toHaveLength(card.month_birthdays_count);
    expect(body.totals_by_belt).toEqual(card.totals_by_belt);
    expect(body.inscription_record).toEqual(card.inscription_record);
    expect(body.black_belt_prospects_count).toBe(1);
    expect(body).not.toHaveProperty('risk_students_count');
    const plain = (await t.call('GET', `/api/doyangs/${A}`, director)).json();
    expect(plain).not.toHaveProperty('month_birthdays');
  });
});

describe('the students behind each count', () => {
  const listOf = async (id: number, query: string, token = director) => {
    const res = await t.call('GET', `/api/doyangs/${id}/dashboard_students?${query}&perPage=0`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: number; reasons: string[]; date: string | null }[]; total: number };
  };
  const COUNT: Partial<Record<DashboardStudentKind, (c: DoyangDashboardAnswer) => number>> = {
    active: (c) => c.students_count,
    daily_inscriptions: (c) => c.daily_inscriptions,
    bimester_inscriptions: (c) => c.bimester_inscriptions,
    bimester_disenrolls: (c) => c.bimester_disenrolls,
    risk: (c) => c.risk_students_count,
    debtors: (c) => c.debtors_count,
    insured: (c) => c.insuranced_students_count,
    rejected_insurance: (c) => c.rejected_insurance_students_count,
    uninsured: (c) => c.uninsured_students_count,
    month_birthdays: (c) => c.month_birthdays_count,
    black_belt_prospects: (c) => c.black_belt_prospects_count,
  };
  const EXPECTED: Partial<Record<DashboardStudentKind, string[]>> = {
    active: ['s1', 's2', 's3'],
    daily_inscriptions: ['s1'],
    bimester_inscriptions: ['s1', 's2'],
    bimester_disenrolls: ['s4'],
    risk: ['s2'],
    debtors: ['s3'],
    insured: ['s1'],
    rejected_insurance: ['s2'],
    uninsured: ['s3'],
    month_birthdays: ['s1', 's2'],
    black_belt_prospects: ['s2'],
  };

  it('for every kind, the count on the card equals the list total and the known students', async () => {
    for (const id of [A, B, 23]) {
      const card = await cardOf(id);
      for (const kind of DASHBOARD_STUDENT_KINDS) {
        if (kind === 'traffic_light') {
          for (const colour of READINESS_COLOURS)
            expect((await listOf(id, `kind=traffic_light&colour=${colour}`)).total, `${id} ${colour}`).toBe(
              card.traffic_light_report_array[colour],
            );
          continue;
        }
        if (kind === 'belt') {
          for (const g of card.totals_by_belt)
            expect(
              (await listOf(id, `kind=belt&belt_group=${encodeURIComponent(g.belt_group)}`)).total,
              `${id} ${g.belt_group}`,
            ).toBe(g.count);
          continue;
        }
        const list = await listOf(id, `kind=${kind}`);
        expect(list.total, `${id} ${kind}`).toBe(COUNT[kind]?.(card));
        expect(list.data.length).toBe(list.total);
        if (id === A) expect(list.data.map((r) => r.id).sort(), kind).toEqual((EXPECTED[kind] ?? []).map((k) => s[k].id).sort());
      }
    }
  });

  it('each row says why: the absences against configuration 4, the readiness reasons, the debt', async () => {
    const risk = await listOf(A, 'kind=risk');
    expect(risk.data[0]).toMatchObject({ id: s.s2.id, date: '2026-11-02', reasons: [riskReason(6, 10, 5)] });
    expect(risk.data[0].reasons[0]).toBe('6 faltas consecutivas (máximo 10, riesgo desde 5)');
    const red = await listOf(A, 'kind=traffic_light&colour=rojo');
    expect(red.data).toEqual([expect.objectContaining({ id: s.s2.id, reasons: ['motivo rojo'] })]);
    const debt = await listOf(A, 'kind=debtors');
    expect(debt.data[0].reasons).toEqual(['Mensualidades pendientes desde ENE/2026']);
    const uninsured = await listOf(A, 'kind=uninsured');
    expect(uninsured.data[0].reasons).toEqual(['No asegurables']);
    const page = (await t.call('GET', `/api/doyangs/${A}/dashboard_students?kind=active&perPage=2&page=2`, director)).json();
    expect(page).toMatchObject({ total: 3, per_page: 2, current_page: 2, last_page: 2 });
    expect(page.data).toHaveLength(1);
  });

  it('the CSV reports are those lists, with BOM', async () => {
    const res = await t.call('GET', `/api/doyangs/${A}/risk_students`, director);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(String(res.headers['content-disposition'])).toContain('alumnos_en_riesgo_de_baja_mdk-oriente-tablero-a.csv');
    expect(res.body.startsWith('\ufeffNombre,Grado,Fecha de nacimiento,Última asistencia,Motivos')).toBe(true);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(s.s2.name);
    expect(lines[1]).toContain('6 faltas consecutivas (máximo 10, riesgo desde 5)');
    const rows = async (path: string) =>
      (await t.call('GET', `/api/doyangs/${A}/${path}`, director)).body.trim().split(/\r?\n/).length - 1;
    expect(await rows('daily_inscriptions_csv')).toBe(1);
    expect(await rows('bimester_inscriptions_csv')).toBe(2);
    expect(await rows('bimester_disenrolls_csv')).toBe(1);
    expect(await rows('black_belt_prospects_csv')).toBe(1);
  });
});

describe('scope', () => {
  it("a professor reads their doyang's card and nothing of another's", async () => {
    const mine = await cardsOf(professor);
    expect(mine.data.map((c) => c.id)).toEqual([A]);
    expect(mine.goals_modifiable).toBe(false);
    for (const url of [
      `/api/doyangs/dashboard?ids=${B}`,
      `/api/doyangs/dashboard?ids=${A},${B}`,
      '/api/doyangs/dashboard?ids=23',
      `/api/doyangs/${B}/dashboard_students?kind=risk`,
      '/api/doyangs/23/dashboard_students?kind=active',
      `/api/doyangs/${B}/risk_students`,
      `/api/doyangs/${B}/daily_inscriptions_csv`,
      `/api/doyangs/${B}/bimester_inscriptions_csv`,
      `/api/doyangs/${B}/bimester_disenrolls_csv`,
      `/api/doyangs/${B}/black_belt_prospects_csv`,
      `/api/doyangs/${B}?append=month_birthdays`,
    ]) {
      const res = await t.call('GET', url, professor);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(MSG.forbiddenDoyang);
    }
    expect((await t.call('GET', `/api/doyangs/${A}/risk_students`, professor)).statusCode).toBe(200);
  });
});

describe('goals (stablish_goal)', () => {
  const put = (id: number, body: Record<string, unknown>, token = director) =>
    t.call('PUT', `/api/doyangs/${id}`, token, { stablish_goal: true, doyang_id: id, ...body });

  it('sets an exam, event (by name) and inscription goal and answers the card', async () => {
    const res = await put(A, { type: 'exam', goal: 5, exam_id: items.E2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().next_exams_totals['EXAMEN TABLERO PRÓXIMO']).toMatchObject({ count: 2, goal: 5, required: 3 });
    const byName = await put(A, { type: 'event', goal: '1', event_name: 'SEMINARIO TABLERO' });
    expect(byName.json().next_events_totals['SEMINARIO TABLERO']).toMatchObject({ count: 1, goal: 1, required: 0 });
    const inscription = await put(A, { type: 'inscription', goal: 9 });
    expect(inscription.json().bimester_inscriptions_goal).toBe(9);
    // Another doyang's goal for the same item is its own.
    expect((await cardOf(B)).next_exams_totals['EXAMEN TABLERO PRÓXIMO'].goal).toBeNull();
  });

  it('refuses an unknown item, another doyang in the body, and outside the window for staff', async () => {
    const unknown = await put(A, { type: 'tournament', goal: 2, tournament_id: 999999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.tournament_id).toEqual([MSG.goalItemUnknown]);
    const noItem = await put(A, { type: 'tournament', goal: 2, tournament_name: 'NO EXISTE' });
    expect(noItem.statusCode).toBe(422);
    const mismatch = await t.call('PUT', `/api/doyangs/${A}`, director, {
      stablish_goal: true,
      doyang_id: B,
      type: 'inscription',
      goal: 1,
    });
    expect(mismatch.statusCode).toBe(422);
    // Today (22 Nov) is past 1 Nov + 15 days: the professor may not; the general direction may.
    const late = await put(A, { type: 'exam', goal: 7, exam_id: items.E2 }, professor);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('Las metas solo pueden modificarse durante los primeros 15 días del bimestre');
    await config(6, '21'); // 1 Nov + 21 = 22 Nov: the last day
    expect((await put(A, { type: 'exam', goal: 7, exam_id: items.E2 }, professor)).statusCode).toBe(200);
    expect((await cardsOf(professor)).goals_modifiable).toBe(true);
    expect((await put(B, { type: 'exam', goal: 7, exam_id: items.E2 }, professor)).statusCode).toBe(403);
    await config(6, '20');
    expect((await put(A, { type: 'exam', goal: 8, exam_id: items.E2 }, professor)).statusCode).toBe(403);
    expect((await put(A, { type: 'exam', goal: 8, exam_id: items.E2 })).statusCode).toBe(200);
    await config(6, '15');
  });

  it('ten identical calls at once leave one goal', async () => {
    const all = await Promise.all(
      Array.from({ length: 10 }, () => put(B, { type: 'tournament', goal: 4, tournament_id: items.T1 })),
    );
    expect(all.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const row = await one<{ n: number; goal: number }>(
      t.app.db,
      sql`select count(*)::int as n, max(goal) as goal from doyang_goals where doyang_id = ${B} and kind = 'tournament'`,
    );
    expect(row).toEqual({ n: 1, goal: 4 });
    if (onPostgres) expect(all.every((r) => r.json().next_tournaments_totals['TORNEO TABLERO'].goal === 4)).toBe(true);
  });
});

import { type AllowedDegreeAnswer, type EventAnswer, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TODAY } from '../../test/test-databases.ts';

// Events, exams and parent events on the reference data: the director writes them, a professor only reads them.
let t: TestApp;
let director: string;
let profesor: string;
let venueId: number;
let parentId: number;
const year = TODAY.slice(0, 4);

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = (await t.as('director')).token;
  profesor = (await t.as('profesor', { doyang: 1, responsible: true })).token;
  venueId = (await t.call('POST', '/api/venues', director, { name: 'arena norte' })).json().id;
  parentId = (await t.call('POST', '/api/parent-events', director, { name: 'temporada', description: 'Todo el año' })).json().id;
});
afterAll(() => t?.close());

const body = (more: Record<string, unknown> = {}) => ({
  name: 'examen de invierno',
  parent_event_id: parentId,
  venue_id: venueId,
  date: `${year}-12-06`,
  price: '850',
  early_payment_amount: '0',
  early_payment_student_due_date: `${year}-11-20`,
  early_payment_professor_due_date: `${year}-11-22`,
  payment_student_due_date: `${year}-11-30`,
  payment_professor_due_date: `${year}-12-01`,
  ...more,
});

describe('exams and events (POST/PUT/GET /api/exams, /api/events)', () => {
  it('creates an exam with its links, answers the derived fields and takes the record back whole', async () => {
    const made = await t.call(
      'POST',
      '/api/exams?with=degrees_allowed',
      director,
      body({
        number: 41,
        begins_at: '09:00',
        end_date: `${year}-12-07`,
        degrees_allowed: [1, 2, 2],
        is_black_belt: '1',
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const exam = made.json();
    expect(exam).toMatchObject({ name: 'EXAMEN DE INVIERNO', number: 41, is_black_belt: true, number_of_patialities: 1 });
    expect(exam.degrees_allowed.map((d: AllowedDegreeAnswer) => d.id)).toEqual([1, 2]);
    const read = (
      await t.call('GET', `/api/exams/${exam.id}?with=sinodal,venue,parent_event,degreesAllowed,blocks`, profesor)
    ).json();
    expect(read).toMatchObject({
      spanning_days: 2,
      venue: { name: 'ARENA NORTE' },
      parent_event: { name: 'TEMPORADA' },
      blocks: [],
    });
    expect(read.parsed_date).toBe(`06/DIC/${year}`);
    expect(read.has_passed).toBe(`${year}-12-06` <= TODAY);
    const back = await t.call('PUT', `/api/exams/${exam.id}`, director, { ...read, name: 'examen de diciembre' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().degrees_allowed.map((d: AllowedDegreeAnswer) => d.id)).toEqual([1, 2]);
  });

  it('refuses blanks of the non-empty rule (zero accepted) and an end before the start', async () => {
    const blank = await t.call(
      'POST',
      '/api/events',
      director,
      body({ price: '', parent_event_id: '', payment_student_due_date: '' }),
    );
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toMatchObject({
      price: [MSG.required],
      parent_event_id: [MSG.required],
      payment_student_due_date: [MSG.required],
    });
    const backwards = await t.call('POST', '/api/events', director, body({ end_date: `${year}-12-01` }));
    expect(backwards.json().errors.end_date).toEqual([MSG.eventEndBeforeStart]);
    const zero = await t.call('POST', '/api/events', director, body({ name: 'junta', price: '0', is_meeting: true }));
    expect(zero.statusCode).toBe(201);
    expect(zero.json()).toMatchObject({ price: '0.00', is_meeting: true });
  });

  it("lists 20 a page by date, newest first, with 'this year only' and the date window", async () => {
    for (const date of [`${Number(year) - 1}-05-01`, `${year}-02-01`, `${year}-03-01`])
      await t.call('POST', '/api/events', director, body({ name: `evento ${date}`, date }));
    const page = (await t.call('GET', '/api/events?paginate=1&filterThisYearOnly=1&append=spanning_days', profesor)).json();
    expect(page.per_page).toBe(20);
    expect(page.data.every((e: EventAnswer) => e.date.startsWith(year))).toBe(true);
    const dates = page.data.map((e: EventAnswer) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = (await t.call('GET', '/api/events?paginate=1&filterThisYearOnly=0', profesor)).json();
    expect(all.total).toBe(page.total + 1);
    const window = (await t.call('GET', `/api/events?from_date=${year}-02-01&to_date=${year}-02-28`, profesor)).json();
    expect(window.map((e: EventAnswer) => e.name)).toEqual([`EVENTO ${year}-02-01`]);
    expect((await t.call('GET', '/api/events?filterThisYearOnly=tal-vez', profesor)).statusCode).toBe(422);
  });

  it("writes only with 'Eventos' / 'Examen'; an unknown key is refused", async () => {
    expect((await t.call('POST', '/api/exams', profesor, body())).statusCode).toBe(403);
    expect((await t.call('POST', '/api/events', profesor, body())).statusCode).toBe(403);
    expect((await t.call('POST', '/api/parent-events', profesor, { name: 'x' })).statusCode).toBe(403);
    const misnamed = await t.call('POST', '/api/exams', director, body({ numero: 3 }));
    expect(misnamed.json().errors.numero).toEqual([MSG.unknownField]);
  });

  it('keeps an audit trail and the fixed result catalogues', async () => {
    const trail = await rows<{ n: number }>(t.app.db, sql`select count(*)::int as n from audit_log where resource = 'exams'`);
    expect(trail[0].n).toBeGreaterThan(0);
    const scale = await rows<{ id: number }>(t.app.db, sql`select id from exam_results order by id`);
    expect(scale.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

import { type ExamGroupAnswer, type ExamResultAnswer, MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import { eventForm, makeSeason } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TODAY } from '../../test/test-databases.ts';

// An exam's and event's groups, conditions and commission tiers, and the fixed result catalogues (spec 03 §3, §7).
let t: TestApp;
let director: string;
let profesor: string;
let examId: number;
let eventId: number;
let tournamentId: number;

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = (await t.as('director')).token;
  profesor = (await t.as('profesor', { doyang: 1, responsible: true })).token;
  const season = await makeSeason(t, director, 'partes');
  const body = (name: string, more: Record<string, unknown> = {}) => eventForm(name, TODAY, { ...season, price: '500', ...more });
  examId = (await t.call('POST', '/api/exams', director, body('examen partes'))).json().id;
  eventId = (await t.call('POST', '/api/events', director, body('seminario partes'))).json().id;
  tournamentId = (
    await t.call(
      'POST',
      '/api/tournaments',
      director,
      body('torneo partes', { price_amount_two_modalities: '700', early_payment_amount_two_modalities: '0' }),
    )
  ).json().id;
});
afterAll(() => t?.close());

describe('exam and event groups', () => {
  it('creates, lists by parent, refuses an end before the start (also on a partial update) and deletes under its parent', async () => {
    const made = await t.call('POST', '/api/exam_groups', director, {
      exam_id: examId,
      name: 'grupo mañana',
      begins_at: '09:00',
      ends_at: '11:00',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ name: 'GRUPO MAÑANA', begins_at: '09:00:00', ends_at: '11:00:00' });
    const id = made.json().id;
    const backwards = await t.call('PUT', `/api/exam_groups/${id}`, director, { ends_at: '08:00' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.ends_at).toEqual([MSG.groupTimesOrder]);
    const list = (await t.call('GET', `/api/exam_groups?exam_id=${examId}`, profesor)).json();
    expect(list.map((g: ExamGroupAnswer) => g.id)).toEqual([id]);
    // A professor reads ('Doyang Examen') but does not write.
    expect((await t.call('POST', '/api/exam_groups', profesor, { exam_id: examId, name: 'otro' })).statusCode).toBe(403);
    // The nested delete names the parent: another exam's id is refused, the right one deletes.
    const wrong = await t.call('DELETE', `/api/exams/${examId + 1000}/exam_groups/${id}`, director);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.groupId).toEqual([MSG.eventPartOfOther]);
    expect((await t.call('DELETE', `/api/exams/${examId}/exam_groups/${id}`, profesor)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/exams/${examId}/exam_groups/${id}`, director)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/exam_groups?exam_id=${examId}`, director)).json()).toEqual([]);
  });

  it("an event's groups live under the event", async () => {
    const made = await t.call('POST', '/api/event_groups', director, {
      event_id: eventId,
      name: 'turno tarde',
      begins_at: '16:00',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await t.call('DELETE', `/api/events/${eventId}/event_groups/${made.json().id}`, director)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/event_groups', director, { event_id: eventId, name: '' })).json().errors.name).toEqual([
      MSG.required,
    ]);
  });

  it("a tournament's groups live under the tournament, with the same time rule and 'Torneos' to write", async () => {
    const made = await t.call('POST', '/api/tournament_groups', director, {
      tournament_id: tournamentId,
      name: 'pesaje',
      begins_at: '08:00',
      ends_at: '07:00',
    });
    expect(made.statusCode).toBe(422);
    expect(made.json().errors.ends_at).toEqual([MSG.groupTimesOrder]);
    const ok = await t.call('POST', '/api/tournament_groups', director, {
      tournament_id: tournamentId,
      name: 'pesaje',
      begins_at: '08:00',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().name).toBe('PESAJE');
    const id = ok.json().id;
    expect((await t.call('GET', `/api/tournament_groups?tournament_id=${tournamentId}`, profesor)).json()).toHaveLength(1);
    expect((await t.call('DELETE', `/api/tournaments/${tournamentId}/tournament_groups/${id}`, profesor)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/tournaments/${tournamentId + 99}/tournament_groups/${id}`, director)).statusCode).toBe(
      422,
    );
    expect((await t.call('DELETE', `/api/tournaments/${tournamentId}/tournament_groups/${id}`, director)).statusCode).toBe(200);
  });
});

describe('exam conditions', () => {
  it('are written with Examen and read by the doyang staff', async () => {
    const made = await t.call('POST', '/api/exam_conditions', director, {
      exam_id: examId,
      name: 'dobok limpio',
      description: 'Con el escudo de la escuela',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().name).toBe('DOBOK LIMPIO');
    expect((await t.call('GET', `/api/exam_conditions?exam_id=${examId}`, profesor)).json()).toHaveLength(1);
    expect((await t.call('PUT', `/api/exam_conditions/${made.json().id}`, profesor, { name: 'x' })).statusCode).toBe(403);
  });
});

describe('event commissions', () => {
  it('index by exam with the surrogation, create and delete', async () => {
    const [surrogation] = await rows<{ id: number }>(
      t.app.db,
      sql`insert into doyang_surrogations (name) values ('ESQUEMA A') returning id`,
    );
    const made = await t.call('POST', '/api/event_comissions', director, {
      exam_id: examId,
      doyang_surrogation_id: surrogation.id,
      percentage: '12.5',
      min_participants: 1,
      max_participants: 20,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().percentage).toBe('12.50');
    const list = (await t.call('GET', `/api/event_comissions?exam_id=${examId}&with=doyang_surrogation`, director)).json();
    expect(list).toHaveLength(1);
    expect(list[0].doyang_surrogation).toEqual({ id: surrogation.id, name: 'ESQUEMA A' });
    expect((await t.call('DELETE', `/api/event_comissions/${made.json().id}`, director)).statusCode).toBe(200);
  });

  it('refuses a tier of both or neither parent, an upside-down range and a bad percentage', async () => {
    const both = await t.call('POST', '/api/event_comissions', director, { exam_id: examId, event_id: eventId, percentage: 5 });
    expect(both.json().errors.exam_id).toEqual([MSG.commissionParent]);
    const neither = await t.call('POST', '/api/event_comissions', director, { percentage: 5 });
    expect(neither.json().errors.exam_id).toEqual([MSG.commissionParent]);
    const range = await t.call('POST', '/api/event_comissions', director, {
      event_id: eventId,
      percentage: 5,
      min_participants: 10,
      max_participants: 3,
    });
    expect(range.json().errors.max_participants).toEqual([MSG.commissionRange]);
    for (const percentage of ['101', '-1', 'diez', '1.234'])
      expect(
        (await t.call('POST', '/api/event_comissions', director, { event_id: eventId, percentage })).json().errors.percentage,
        percentage,
      ).toEqual([MSG.percentageInvalid]);
  });

  it("an event's tier needs 'Eventos', an exam's needs 'Examen'", async () => {
    const kyosa = await t.as('kyosa', { doyang: 1 });
    await t.app.db.execute(sql`insert into user_permissions (user_id, permission_id, "create", "read", "update", "delete")
      select ${kyosa.user.id}, id, true, true, true, true from permissions where name = 'Eventos'`);
    await t.sessionsChanged();
    expect((await kyosa.call('POST', '/api/event_comissions', { event_id: eventId, percentage: 5 })).statusCode).toBe(201);
    const exam = await kyosa.call('POST', '/api/event_comissions', { exam_id: examId, percentage: 5 });
    expect(exam.statusCode).toBe(403);
    const examTier = (await t.call('POST', '/api/event_comissions', director, { exam_id: examId, percentage: 7 })).json();
    expect((await kyosa.call('DELETE', `/api/event_comissions/${examTier.id}`)).statusCode).toBe(403);
    expect((await kyosa.call('PUT', `/api/event_comissions/${examTier.id}`, { percentage: 9 })).statusCode).toBe(403);
  });
});

describe('result catalogues', () => {
  it('answer the fixed scale and outcomes, read-only', async () => {
    const exams = (await t.call('GET', '/api/exam_results', profesor)).json();
    expect(exams.map((r: ExamResultAnswer) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect((await t.call('GET', '/api/event_results', profesor)).json()).toHaveLength(6);
    expect((await t.call('POST', '/api/exam_results', director, { name: 'X' })).statusCode).toBe(404);
  });
});

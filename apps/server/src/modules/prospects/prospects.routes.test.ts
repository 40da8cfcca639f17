import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { eventForm, makeDoyang, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';

// Candidates, prospects, approval and grading of an exam and an event (spec 03 §2, §4, §7) on a fresh network of two
// doyangs: each doyang's professor reaches only their own people; general direction approves and grades.
let t: TestApp;
let director: string;
let profA: Actor;
let profB: Actor;
let kyosaA: Actor;
let doyangA: number;
let doyangB: number;
const studentsA: number[] = [];
let studentB: number;
let futureExam: number;
let pastExam: number;
let pastEvent: number;
let venue: number;
let parent: number;

const examBody = (date: string, more: Record<string, unknown> = {}) =>
  eventForm(`examen ${date}`, date, { parent_event_id: null, price: '800', ...more });

const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.app.db, query);

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = await t.login('director@demo.mx');
  doyangA = (await makeDoyang(t.app.db)).id;
  doyangB = (await makeDoyang(t.app.db)).id;
  profA = await t.as('profesor', { doyang: doyangA, responsible: true });
  profB = await t.as('profesor', { doyang: doyangB, responsible: true });
  kyosaA = await t.as('kyosa', { doyang: doyangA });
  for (const [name, surname] of [['ANA', 'PEÑA'], ['BETO'], ['CARLA']])
    studentsA.push(
      (await makeStudent(t.app.db, { doyang: doyangA, name, ...(surname ? { second_last_name: surname } : {}) })).id,
    );
  studentB = (await makeStudent(t.app.db, { doyang: doyangB, name: 'DIEGO' })).id;
  venue = (await t.call('POST', '/api/venues', director, { name: 'sede prueba' })).json().id;
  parent = (await t.call('POST', '/api/parent-events', director, { name: 'temporada' })).json().id;
  const make = async (path: string, date: string, more: Record<string, unknown> = {}) => {
    const res = await t.call('POST', path, director, examBody(date, { venue_id: venue, parent_event_id: parent, ...more }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  futureExam = await make('/api/exams', '2026-12-12');
  pastExam = await make('/api/exams', '2026-11-01', { local_general_points: 5, local_colaborated_points: 2 });
  pastEvent = await make('/api/events', '2026-10-10', { is_local: false, foreign_first_points: 30 });
});
afterAll(() => t?.close());

describe('candidates and prospects', () => {
  it('a professor sees only their doyang as candidates, 20 a page, searchable', async () => {
    const res = await profA.call('GET', `/api/exams/${futureExam}/candidates?page=1`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.per_page).toBe(20);
    expect(page.data.map((r: { id: number }) => r.id).sort()).toEqual([...studentsA].sort());
    expect(page.data[0]).toMatchObject({ doyang_id: doyangA, degree_name: expect.any(String) });
    const found = (await profA.call('GET', `/api/exams/${futureExam}/candidates?prospectSearch=beto`)).json();
    expect(found.data.map((r: { full_name: string }) => r.full_name)).toEqual([expect.stringContaining('BETO')]);
    // Any part of the name, without accents or case, across the words; a second surname of its own replaces FÁBRICA.
    const total = async (term: string) =>
      (await profA.call('GET', `/api/exams/${futureExam}/candidates?prospectSearch=${encodeURIComponent(term)}`)).json().total;
    for (const [term, n] of [
      ['pena', 1],
      ['PEÑA', 1],
      ['ana prueba', 1],
      ['fabrica', 2],
      ['Fábrica', 2],
      ['zz', 0],
    ] as const)
      expect(await total(term), term).toBe(n);
    expect((await profA.call('GET', `/api/exams/${futureExam}/candidates?doyang_id=${doyangB}`)).statusCode).toBe(403);
  });

  it("refuses another doyang's student with 403 before saying anything about them (already a prospect there)", async () => {
    const made = await t.call(
      'POST',
      '/api/exams',
      director,
      examBody('2026-12-19', { venue_id: venue, parent_event_id: parent }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const exam = made.json().id as number;
    expect((await profB.call('POST', `/api/exams/${exam}/prospects`, { userId: studentB })).statusCode).toBe(201);
    const other = await profA.call('POST', `/api/exams/${exam}/prospects`, { userId: studentB });
    expect([other.statusCode, other.json().message]).toEqual([403, MSG.forbiddenDoyang]);
    const again = await profB.call('POST', `/api/exams/${exam}/prospects`, { userId: studentB });
    expect([again.statusCode, again.json().message]).toEqual([422, MSG.prospectAlready]);
  });

  it('adds a candidate as prospect, which leaves the candidates; refuses another doyang, twice, and bad bodies', async () => {
    const added = await profA.call('POST', `/api/exams/${futureExam}/prospects`, { userId: studentsA[0] });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      id: studentsA[0],
      doyang_id: doyangA,
      is_prospect_approved: null,
      already_promoted: false,
    });
    const candidates = (await profA.call('GET', `/api/exams/${futureExam}/candidates`)).json();
    expect(candidates.data.map((r: { id: number }) => r.id)).not.toContain(studentsA[0]);
    const again = await profA.call('POST', `/api/exams/${futureExam}/prospects`, { userId: studentsA[0] });
    expect([again.statusCode, again.json().message]).toEqual([422, MSG.prospectAlready]);
    const other = await profA.call('POST', `/api/exams/${futureExam}/prospects`, { userId: studentB });
    expect([other.statusCode, other.json().message]).toEqual([403, MSG.forbiddenDoyang]);
    expect((await kyosaA.call('POST', `/api/exams/${futureExam}/prospects`, { userId: studentsA[1] })).statusCode).toBe(403);
    expect((await profA.call('POST', `/api/exams/${futureExam}/prospects`, { userId: 'x' })).statusCode).toBe(422);
    expect((await profA.call('POST', `/api/exams/${futureExam}/prospects`, { userId: 1, extra: 1 })).statusCode).toBe(422);
    expect((await profA.call('POST', `/api/exams/999999/prospects`, { userId: studentsA[1] })).statusCode).toBe(404);
    const staff = await profA.call('POST', `/api/exams/${futureExam}/prospects`, { userId: profA.user.id });
    expect([staff.statusCode, staff.json().message]).toEqual([422, MSG.prospectNotCandidate]);
  });

  it("an event's candidates are the doyang's students and its staff, each once per doyang they work at", async () => {
    const seminar = (
      await t.call('POST', '/api/events', director, {
        ...examBody('2026-12-20', { name: 'seminario candidatos', venue_id: venue, parent_event_id: parent }),
      })
    ).json().id;
    const ids = async (actor: Actor) =>
      (await actor.call('GET', `/api/events/${seminar}/candidates?perPage=0`))
        .json()
        .map((r: { id: number; doyang_id: number }) => `${r.id}@${r.doyang_id}`);
    const mine = await ids(profA);
    for (const id of [...studentsA, kyosaA.user.id]) expect(mine).toContain(`${id}@${doyangA}`);
    expect(mine).not.toContain(`${studentB}@${doyangB}`);
    expect(mine).not.toContain(`${profB.user.id}@${doyangB}`);
    // The same kyosa working at the other doyang too is a candidate of each.
    await t.app.db.execute(sql`insert into doyang_personal (doyang_id, user_id) values (${doyangB}, ${kyosaA.user.id})`);
    const all = (await t.call('GET', `/api/events/${seminar}/candidates?perPage=0`, director)).json() as {
      id: number;
      doyang_id: number;
    }[];
    expect(
      all
        .filter((r) => r.id === kyosaA.user.id)
        .map((r) => r.doyang_id)
        .sort(),
    ).toEqual([doyangA, doyangB].sort());
    await t.app.db.execute(sql`delete from doyang_personal where doyang_id = ${doyangB} and user_id = ${kyosaA.user.id}`);
  });

  it('lists prospects by doyang: each professor sees their own, general direction all', async () => {
    await profB.call('POST', `/api/exams/${futureExam}/prospects`, { userId: studentB });
    const mine = (await profA.call('GET', `/api/exams/${futureExam}/prospects`)).json();
    expect(mine.data.map((r: { id: number }) => r.id)).toEqual([studentsA[0]]);
    const all = (await t.call('GET', `/api/exams/${futureExam}/prospects?page=1`, director)).json();
    expect(all.total).toBe(2);
    const onlyB = (await t.call('GET', `/api/exams/${futureExam}/prospects?doyang_id=${doyangB}`, director)).json();
    expect(onlyB.data.map((r: { id: number }) => r.id)).toEqual([studentB]);
  });

  it('an exam with degrees allowed takes only those degrees', async () => {
    const exam = (
      await t.call('POST', '/api/exams', director, {
        ...examBody('2026-12-20'),
        venue_id: venue,
        parent_event_id: parent,
        degrees_allowed: [9],
      })
    ).json();
    const res = await profA.call('POST', `/api/exams/${exam.id}/prospects`, { userId: studentsA[2] });
    expect([res.statusCode, res.json().message]).toEqual([422, MSG.prospectDegreeNotAllowed]);
    expect((await profA.call('GET', `/api/exams/${exam.id}/candidates`)).json().total).toBe(0);
  });
});

describe('approval (general direction, null / true / false)', () => {
  it('only general direction approves; one or in bulk', async () => {
    const refused = await profA.call('PUT', `/api/exams/${futureExam}/prospects/${studentsA[0]}`, { is_prospect_approved: true });
    expect(refused.statusCode).toBe(403);
    const one = await t.call('PUT', `/api/exams/${futureExam}/prospects/${studentsA[0]}`, director, {
      is_prospect_approved: '0',
    });
    expect(one.json().is_prospect_approved).toBe(false);
    const bulk = await t.call('PUT', `/api/exams/${futureExam}/prospects`, director, {
      user_ids: [studentsA[0], studentB],
      is_prospect_approved: true,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().map((r: { is_prospect_approved: boolean }) => r.is_prospect_approved)).toEqual([true, true]);
    const back = await t.call('PUT', `/api/exams/${futureExam}/prospects/${studentB}`, director, { is_prospect_approved: null });
    expect(back.json().is_prospect_approved).toBeNull();
    const missing = await t.call('PUT', `/api/exams/${futureExam}/prospects`, director, {
      user_ids: [studentsA[2]],
      is_prospect_approved: true,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a professor returns a pending prospect to candidate, not a reviewed one; general direction can', async () => {
    const reviewed = await profA.call('DELETE', `/api/exams/${futureExam}/prospects/${studentsA[0]}`);
    expect([reviewed.statusCode, reviewed.json().message]).toEqual([422, MSG.prospectReviewed]);
    expect((await profA.call('DELETE', `/api/exams/${futureExam}/prospects/${studentB}`)).statusCode).toBe(403);
    expect((await profB.call('DELETE', `/api/exams/${futureExam}/prospects/${studentB}`)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/exams/${futureExam}/prospects/${studentsA[0]}`, director)).statusCode).toBe(200);
    expect((await profA.call('GET', `/api/exams/${futureExam}/prospects`)).json().total).toBe(0);
  });
});

describe('results (general direction, from the event date)', () => {
  it('refuses a result before the date and to anyone but general direction', async () => {
    await profA.call('POST', `/api/exams/${futureExam}/prospects`, { userId: studentsA[1] });
    const early = await t.call('POST', `/api/exams/${futureExam}/prospects/${studentsA[1]}/result`, director, {
      numeric_result: 90,
    });
    expect([early.statusCode, early.json().message]).toEqual([422, MSG.resultBeforeDate]);
    const profRes = await profA.call('POST', `/api/exams/${pastExam}/prospects/${studentsA[1]}/result`, { numeric_result: 90 });
    expect(profRes.statusCode).toBe(403);
  });

  it('grading an exam promotes, writes points with their origin, and a correction undoes it, in one save', async () => {
    // After the date only general direction changes prospects.
    const late = await profA.call('POST', `/api/exams/${pastExam}/prospects`, { userId: studentsA[0] });
    expect([late.statusCode, late.json().message]).toEqual([422, MSG.prospectEventOver]);
    for (const id of studentsA)
      expect((await t.call('POST', `/api/exams/${pastExam}/prospects`, director, { userId: id })).statusCode).toBe(201);
    const [before] = await q<{ degree_id: number }>(sql`select degree_id from users where id = ${studentsA[0]}`);
    const [after] = await q<{ id: number }>(
      sql`select id from degrees where "order" > (select "order" from degrees where id = ${before.degree_id}) order by "order" limit 1`,
    );
    const graded = await t.call('POST', `/api/exams/${pastExam}/prospects/${studentsA[0]}/result`, director, {
      numeric_result: '96',
      colaborated: true,
    });
    expect(graded.statusCode, graded.body).toBe(200);
    expect(graded.json()).toMatchObject({
      exam_result_id: 2,
      already_promoted: true,
      next_degree: after.id,
      degree_id: after.id,
    });
    // The list shows the degree they presented with beside the one the exam gave them.
    const [names] = await q<{ before: string; after: string }>(
      sql`select (select name from degrees where id = ${before.degree_id}) as before, (select name from degrees where id = ${after.id}) as after`,
    );
    expect(graded.json()).toMatchObject({ degree_name: names.before, next_degree_name: names.after });
    const [student] = await q<{ degree_id: number; last_aproved_exam_date: string }>(
      sql`select degree_id, last_aproved_exam_date::text from users where id = ${studentsA[0]}`,
    );
    expect(student).toEqual({ degree_id: after.id, last_aproved_exam_date: '2026-11-01' });
    const points = await q<{ concept: string; points: number; kind: string }>(
      sql`select concept, points, kind from curriculum_points where user_id = ${studentsA[0]} order by id`,
    );
    expect(points).toEqual([
      { concept: expect.stringMatching(/: Asistencia \(local\)$/), points: 5, kind: 'local' },
      { concept: expect.stringMatching(/: Colaboró \(local\)$/), points: 2, kind: 'local' },
    ]);
    // Did not attend: back to the degree before, no points, no approved date from this exam.
    const absent = await t.call('POST', `/api/exams/${pastExam}/prospects/${studentsA[0]}/result`, director, {
      exam_result_id: 12,
    });
    expect(absent.json()).toMatchObject({
      exam_result_id: 12,
      degree_id: before.degree_id,
      next_degree: null,
      already_promoted: true,
    });
    expect(await q(sql`select 1 from curriculum_points where user_id = ${studentsA[0]}`)).toEqual([]);
    // Once graded, nobody returns the person to candidate.
    const demote = await t.call('DELETE', `/api/exams/${pastExam}/prospects/${studentsA[0]}`, director);
    expect([demote.statusCode, demote.json().message]).toEqual([422, MSG.prospectHasResult]);
  });

  it('bulk grading is all or nothing: a bad row leaves every row as it was', async () => {
    const bad = await t.call('POST', `/api/exams/${pastExam}/results`, director, {
      results: [{ userId: studentsA[1], numeric_result: 80 }, { userId: studentsA[2] }],
    });
    expect([bad.statusCode, bad.json().message]).toEqual([422, MSG.resultMissing]);
    expect(
      await q(sql`select 1 from exam_prospects where exam_id = ${pastExam} and user_id = ${studentsA[1]} and already_promoted`),
    ).toEqual([]);
    const good = await t.call('POST', `/api/exams/${pastExam}/results`, director, {
      results: [
        { userId: studentsA[1], numeric_result: 80 },
        { userId: studentsA[2], numeric_result: 40 },
      ],
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().message).toBe(MSG.resultsAssigned);
    expect(
      good
        .json()
        .data.map((r: { exam_result_id: number }) => r.exam_result_id)
        .sort((a: number, b: number) => a - b),
    ).toEqual([5, 11]);
  });

  it('an event result earns the placement points of the event (foreign), else the configuration', async () => {
    await t.call('POST', `/api/events/${pastEvent}/prospects`, director, { userId: studentB });
    const res = await t.call('POST', `/api/events/${pastEvent}/prospects/${studentB}/result`, director, { event_result_id: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      event_result_id: 1,
      result_name: 'PRIMER LUGAR',
      participated: true,
      already_promoted: true,
    });
    const points = await q<{ concept: string; points: number; kind: string }>(
      sql`select concept, points, kind from curriculum_points where user_id = ${studentB}`,
    );
    expect(points).toEqual([{ concept: expect.stringMatching(/: Primer lugar \(foráneo\)$/), points: 30, kind: 'foreign' }]);
    expect(
      (await t.call('POST', `/api/events/${pastEvent}/prospects/${studentB}/result`, director, { event_result_id: 7 }))
        .statusCode,
    ).toBe(422);
  });
});

describe('exam blocks (table, order, people)', () => {
  it('creates blocks, places prospects (one block each), orders them by drop and answers their times', async () => {
    await t.call('PUT', `/api/exams/${futureExam}`, director, { begins_at: '09:00' });
    const make = async (name: string, duration: number, max: number) => {
      const res = await t.call('POST', '/api/exam_blocks', director, {
        exam_id: futureExam,
        name,
        duration_min: duration,
        max_quantity: max,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const white = await make('blancas', 30, 1);
    const yellow = await make('amarillas', 20, 5);
    expect(
      (await profA.call('POST', '/api/exam_blocks', { exam_id: futureExam, name: 'x', duration_min: 1, max_quantity: 1 }))
        .statusCode,
    ).toBe(403);
    const blank = await t.call('POST', '/api/exam_blocks', director, {
      exam_id: futureExam,
      name: '',
      duration_min: '',
      max_quantity: 0,
    });
    expect([blank.statusCode, blank.json().errors.name]).toEqual([422, [MSG.required]]);
    await t.call('POST', `/api/exams/${futureExam}/prospects`, director, { userId: studentsA[2] });
    const placed = await t.call('POST', `/api/exam_blocks/${white}/prospects`, director, {
      user_ids: [studentsA[1], studentsA[2]],
    });
    expect(placed.json().actual_quantity).toBe(2);
    // Moving a person to another block takes them out of the first.
    expect(
      (await t.call('POST', `/api/exam_blocks/${yellow}/prospects`, director, { user_ids: [studentsA[2]] })).json()
        .actual_quantity,
    ).toBe(1);
    const notProspect = await t.call('POST', `/api/exam_blocks/${yellow}/prospects`, director, { user_ids: [studentB] });
    expect([notProspect.statusCode, notProspect.json().message]).toEqual([422, MSG.blockProspectNotProspect]);
    const order = await t.call('PUT', `/api/exams/${futureExam}/block_order`, director, { ids: [yellow, white] });
    expect(order.json().map((b: { id: number }) => b.id)).toEqual([yellow, white]);
    const partial = await t.call('PUT', `/api/exams/${futureExam}/block_order`, director, { ids: [yellow] });
    expect([partial.statusCode, partial.json().message]).toEqual([422, MSG.blockOrderMismatch]);
    const exam = (await profA.call('GET', `/api/exams/${futureExam}?with=blocks`)).json();
    expect(exam.blocks.map((b: Record<string, unknown>) => [b.name, b.start_time, b.end_time])).toEqual([
      ['AMARILLAS', '09:00', '09:20'],
      ['BLANCAS', '09:20', '09:50'],
    ]);
    const row = (await profA.call('GET', `/api/exams/${futureExam}/prospects`))
      .json()
      .data.find((r: { id: number }) => r.id === studentsA[1]);
    expect(row.exam_block_id).toBe(white);
    expect((await t.call('DELETE', `/api/exam_blocks/${white}/prospects/${studentsA[1]}`, director)).json().actual_quantity).toBe(
      0,
    );
    expect((await t.call('DELETE', `/api/exam_blocks/${white}/prospects/${studentsA[1]}`, director)).statusCode).toBe(404);
    // Returning a prospect to candidate takes them out of their block.
    await t.call('DELETE', `/api/exams/${futureExam}/prospects/${studentsA[2]}`, director);
    expect(await q(sql`select 1 from exam_block_prospects where user_id = ${studentsA[2]}`)).toEqual([]);
  });
});

it('today is the product day the tests run on', () => expect(TODAY).toBe('2026-11-22'));

import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../db/sql.ts';
import { makeDoyang, makeStudent, makeUser, makeWeekOfGroups } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Doyangs 1 and 2 of the reference data and one more, each with the demo's seven schedules and two students in
// each group; the professor runs doyang 1, the kyosa works there, a certified technical director certifies.
let t: TestApp;
let director: string;
let profesor: string;
let kyosa: string;
let ids: { profesor: number; kyosa: number; certifier: number };
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  const db = t.app.db;
  for (const doyang of [1, 2, await makeDoyang(db)]) {
    for (const group of await makeWeekOfGroups(db, doyang)) {
      for (let i = 0; i < 2; i++) await makeStudent(db, { doyang, group });
    }
  }
  const actors = await Promise.all([
    t.as('director'),
    t.as('profesor', { doyang: 1, responsible: true }),
    t.as('kyosa', { doyang: 1 }),
  ]);
  [director, profesor, kyosa] = actors.map((actor) => actor.token);
  ids = {
    profesor: actors[1].user.id,
    kyosa: actors[2].user.id,
    certifier: (await makeUser(db, { role: 'tecnico', certifier: true })).id,
  };
});
afterAll(() => t?.close());

const week = [true, false, true, false, true, false, false];
const groupBody = (more: Record<string, unknown> = {}) => ({
  name: 'grupo de prueba',
  doyang_id: 1,
  user_responsible_id: ids.profesor,
  user_certifier_id: ids.certifier,
  begins_at: '17:30',
  ends_at: '18:30',
  json_week: week,
  ...more,
});
const studentsOf = (doyangId: number) =>
  rows<{ id: number; doyang_group_id: number | null }>(
    t.app.db,
    sql`select id, doyang_group_id from users where role_id = 10 and active and doyang_id = ${doyangId} order by id`,
  );

describe('group form (POST/PUT /api/doyang_groups)', () => {
  it('creates a group with the schedule text, uppercase name and 201', async () => {
    const res = await t.call('POST', '/api/doyang_groups', profesor, groupBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'GRUPO DE PRUEBA',
      doyang_id: 1,
      begins_at: '17:30:00',
      schedule: '17:30–18:30 L, MI, V',
      week_summary: 'L, MI, V',
      students_count: 0,
      kyosas: [],
      responsible: { id: ids.profesor },
    });
  });

  it('checks the responsible role, the certifier, the times and the week with the Spanish texts', async () => {
    const kyosaResponsible = await t.call('POST', '/api/doyang_groups', profesor, groupBody({ user_responsible_id: ids.kyosa }));
    expect(kyosaResponsible.statusCode).toBe(422);
    expect(kyosaResponsible.json().errors.user_responsible_id).toEqual([MSG.groupResponsibleRole]);
    const notCertifier = await t.call('POST', '/api/doyang_groups', profesor, groupBody({ user_certifier_id: ids.kyosa }));
    expect(notCertifier.json().errors.user_certifier_id).toEqual([MSG.groupCertifierInvalid]);
    const backwards = await t.call('POST', '/api/doyang_groups', profesor, groupBody({ begins_at: '19:00', ends_at: '18:00' }));
    expect(backwards.json().errors.ends_at).toEqual([MSG.groupTimesOrder]);
    const noDays = await t.call('POST', '/api/doyang_groups', profesor, groupBody({ json_week: Array(7).fill(false) }));
    expect(noDays.json().errors.json_week).toEqual([MSG.groupWeekRequired]);
    const noName = await t.call('POST', '/api/doyang_groups', profesor, groupBody({ name: '' }));
    expect(noName.json().errors.name).toEqual([MSG.required]);
    const badTime = await t.call('POST', '/api/doyang_groups', profesor, groupBody({ begins_at: '25:00' }));
    expect(badTime.json().errors.begins_at).toEqual([MSG.groupTimeInvalid]);
  });

  it("refuses another doyang, a kyosa without 'Doyang Grupos' create and selective groups without 'Grupos de Selectivo'", async () => {
    const before = await one<{ n: number }>(t.app.db, sql`select count(*)::int as n from doyang_groups`);
    expect((await t.call('POST', '/api/doyang_groups', profesor, groupBody({ doyang_id: 2 }))).statusCode).toBe(403);
    expect((await t.call('POST', '/api/doyang_groups', kyosa, groupBody())).statusCode).toBe(403);
    expect((await t.call('POST', '/api/doyang_groups', profesor, groupBody({ is_selective_group: true }))).statusCode).toBe(403);
    expect(await one(t.app.db, sql`select count(*)::int as n from doyang_groups`)).toEqual(before);
  });

  it('creates selective groups for general direction, in its doyang when none is given, listed with is_selective_group=1', async () => {
    const res = await t.call(
      'POST',
      '/api/doyang_groups',
      director,
      groupBody({ name: 'selectivo infantil', doyang_id: null, is_selective_group: true }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ doyang_id: 23, is_selective_group: true });
    const list = (await t.call('GET', '/api/doyang_groups?is_selective_group=1', director)).json();
    expect(list.map((g: { name: string }) => g.name)).toContain('SELECTIVO INFANTIL');
    expect(list.every((g: { is_selective_group: boolean }) => g.is_selective_group)).toBe(true);
  });

  it('edits only the fields sent, and refuses another doyang with its data unchanged', async () => {
    const [group] = (await t.call('GET', '/api/doyang_groups?doyang_id=1&search=PRUEBA', profesor)).json();
    const res = await t.call('PUT', `/api/doyang_groups/${group.id}`, profesor, { name: 'grupo de prueba b', ends_at: '19:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'GRUPO DE PRUEBA B',
      ends_at: '19:00:00',
      json_week: week,
      is_selective_group: false,
    });
    const backwards = await t.call('PUT', `/api/doyang_groups/${group.id}`, profesor, { begins_at: '20:00' });
    expect(backwards.json().errors.ends_at).toEqual([MSG.groupTimesOrder]);

    const [other] = (await t.call('GET', '/api/doyang_groups?doyang_id=2', director)).json();
    expect((await t.call('PUT', `/api/doyang_groups/${other.id}`, profesor, { name: 'X' })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/doyang_groups/${other.id}`, profesor)).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/doyang_groups/${group.id}`, profesor, { doyang_id: 2 })).statusCode).toBe(403);
    const after = (await t.call('GET', `/api/doyang_groups/${other.id}`, director)).json();
    expect(after).toMatchObject({ name: other.name, doyang_id: 2 });
  });

  it('takes the record back whole with every relation it read, and refuses a key the record does not have', async () => {
    const made = (await t.call('POST', '/api/doyang_groups', profesor, groupBody({ name: 'de ida y vuelta' }))).json();
    const withAll = 'doyang,responsible,certifier,kyosas,personal,students_count,week_summary,schedule,revision,revisions';
    const record = (await t.call('GET', `/api/doyang_groups/${made.id}?with=${withAll}`, profesor)).json();
    const back = await t.call('PUT', `/api/doyang_groups/${made.id}`, profesor, { ...record, name: 'de vuelta' });
    expect(back.statusCode).toBe(200);
    expect(back.json().name).toBe('DE VUELTA');
    const misnamed = await t.call('PUT', `/api/doyang_groups/${made.id}`, profesor, { ...record, hora_inicio: '07:00' });
    expect(misnamed.statusCode).toBe(422);
    expect(misnamed.json().errors.hora_inicio).toEqual([MSG.unknownField]);
    const created = await t.call('POST', '/api/doyang_groups', profesor, groupBody({ dias: 'lunes' }));
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.dias).toEqual([MSG.unknownField]);
  });

  it('lists 20 a page by start time with responsible, certifier, kyosas and student count', async () => {
    const page = (
      await t.call('GET', '/api/doyang_groups?paginate=1&with=responsible,certifier,kyosas,students_count,schedule', director)
    ).json();
    expect(page).toMatchObject({ per_page: 20, current_page: 1 });
    expect(page.total).toBeGreaterThan(20);
    expect(page.data).toHaveLength(20);
    const times = page.data.map((g: { begins_at: string }) => g.begins_at);
    expect(times).toEqual([...times].sort());
    expect(page.data.every((g: { kyosas: unknown[] }) => Array.isArray(g.kyosas))).toBe(true);
  });
});

describe('students of a group', () => {
  it("adds a student ('El estudiante ya se encuentra en el grupo' the second time) and removes them", async () => {
    const [group] = (await t.call('GET', '/api/doyang_groups?doyang_id=1&search=PRUEBA', profesor)).json();
    const [student] = await studentsOf(1);
    const added = await t.call('PUT', `/api/doyang_groups/${group.id}`, profesor, { groupsAsStudent: student.id });
    expect(added.statusCode).toBe(200);
    expect(added.json().students_count).toBe(1);
    const again = await t.call('PUT', `/api/doyang_groups/${group.id}`, profesor, { student: student.id });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(MSG.alreadyInGroup);
    // Already in their own class group too.
    const own = await t.call('PUT', `/api/doyang_groups/${student.doyang_group_id}`, profesor, { groupsAsStudent: [student.id] });
    expect(own.json().message).toBe(MSG.alreadyInGroup);

    const [foreign] = await studentsOf(2);
    const other = await t.call('PUT', `/api/doyang_groups/${group.id}`, profesor, { groupsAsStudent: foreign.id });
    expect(other.json().message).toBe(MSG.studentOfOtherDoyang);

    const removed = await t.call('DELETE', `/api/doyang_groups/${group.id}?students=${student.id}`, profesor);
    expect(removed.json().students_count).toBe(0);
    const after = await one<{ doyang_group_id: number }>(
      t.app.db,
      sql`select doyang_group_id from users where id = ${student.id}`,
    );
    expect(after?.doyang_group_id).toBe(student.doyang_group_id);
  });

  it('moves the class group to the extra one when a student leaves their class group', async () => {
    const [group] = (await t.call('GET', '/api/doyang_groups?doyang_id=1&search=PRUEBA', profesor)).json();
    const student = (await studentsOf(1))[1];
    await t.call('PUT', `/api/doyang_groups/${group.id}`, profesor, { groupsAsStudent: student.id });
    await t.call('DELETE', `/api/doyang_groups/${student.doyang_group_id}?students=${student.id}`, profesor);
    const after = await one<{ doyang_group_id: number }>(
      t.app.db,
      sql`select doyang_group_id from users where id = ${student.id}`,
    );
    expect(after?.doyang_group_id).toBe(group.id);
    const extra = await one<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from doyang_group_students where user_id = ${student.id} and doyang_group_id = ${group.id}`,
    );
    expect(extra?.n).toBe(0);
  });

  it('lets general direction add a student of any doyang to a selective group', async () => {
    const [selective] = (
      await t.call('GET', '/api/doyang_groups?is_selective_group=1&search=INFANTIL&with=students_count', director)
    ).json();
    const [foreign] = await studentsOf(2);
    const res = await t.call('PUT', `/api/doyang_groups/${selective.id}`, director, { groupsAsStudent: foreign.id });
    expect(res.json().students_count).toBe(selective.students_count + 1);
  });

  it('refuses to delete a group that still has students, deletes an empty one', async () => {
    const [group] = (await t.call('GET', '/api/doyang_groups?doyang_id=1&search=PRUEBA', profesor)).json();
    const refused = await t.call('DELETE', `/api/doyang_groups/${group.id}`, profesor);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(MSG.groupHasStudents);
    const created = (await t.call('POST', '/api/doyang_groups', profesor, groupBody({ name: 'vacío' }))).json();
    expect((await t.call('DELETE', `/api/doyang_groups/${created.id}`, profesor)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/doyang_groups/${created.id}`, profesor)).statusCode).toBe(404);
  });
});

describe('kyosas of a group', () => {
  it('adds and removes kyosas among the doyang staff', async () => {
    const [group] = (await t.call('GET', '/api/doyang_groups?doyang_id=1&search=PRUEBA', profesor)).json();
    const add = await t.call('POST', `/api/doyang_groups/${group.id}/kyosas/add`, profesor, { kyosas: ids.kyosa });
    expect(add.statusCode).toBe(200);
    expect(add.json().kyosas.map((k: { id: number }) => k.id)).toEqual([ids.kyosa]);
    const [student] = await studentsOf(1);
    const notStaff = await t.call('POST', `/api/doyang_groups/${group.id}/kyosas/add`, profesor, { kyosas: student.id });
    expect(notStaff.json().errors.kyosas).toEqual([MSG.kyosaNotAllowed]);
    expect((await t.call('POST', `/api/doyang_groups/${group.id}/kyosas/add`, kyosa, { kyosas: ids.kyosa })).statusCode).toBe(
      403,
    );
    const show = (await t.call('GET', `/api/doyang_groups/${group.id}?with=doyang,kyosas,personal`, kyosa)).json();
    expect(show.personal.map((p: { id: number }) => p.id)).toContain(ids.kyosa);
    const removed = await t.call('DELETE', `/api/doyang_groups/${group.id}?kyosas=${ids.kyosa}`, profesor);
    expect(removed.json().kyosas).toEqual([]);
  });
});

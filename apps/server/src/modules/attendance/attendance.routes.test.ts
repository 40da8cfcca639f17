import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../db/sql.ts';
import { type TestApp, TODAY } from '../../test/test-app.ts';
import { type AttendanceFixture, attendanceFixture } from './attendance-fixture.ts';

let t: TestApp;
let profesor: string;
let kyosa: string;
let ids: { profesor: number; kyosa: number };
let group: { id: number };
let students: number[];
let mark: AttendanceFixture['mark'];
let marksOf: AttendanceFixture['marksOf'];
beforeAll(async () => {
  ({ t, profesor, kyosa, ids, group, students, mark, marksOf } = await attendanceFixture());
});
afterAll(() => t?.close());

describe('saving a mark (PUT /api/doyang_groups/{id})', () => {
  it('upserts one mark per student and day, and clears it with type null', async () => {
    const s = students[0];
    const first = await mark(profesor, { student: s, date: TODAY, type: 'A' });
    expect(first.statusCode).toBe(200);
    expect(first.json().assistance).toMatchObject({ type: 'A', user_id: s, date: TODAY, is_kyosa: false });
    expect(first.json().person).toMatchObject({ id: s, assistance: { type: 'A' }, bimester_assistances: 1 });
    const second = await mark(profesor, { student: s, date: TODAY, type: 'f' });
    expect(second.json().assistance).toMatchObject({ id: first.json().assistance.id, type: 'F' });
    expect(await marksOf(s)).toHaveLength(1);
    const cleared = await mark(profesor, { student: s, date: TODAY, type: null });
    expect(cleared.json().assistance).toBeNull();
    expect(await marksOf(s)).toHaveLength(0);
    const bad = await mark(profesor, { student: s, date: TODAY, type: 'X' });
    expect(bad.json().errors.type).toEqual([MSG.attendanceTypeInvalid]);
  });

  it('takes marks 5 days back on the group screen, refuses 6 days back and the future', async () => {
    const s = students[1];
    expect((await mark(profesor, { student: s, date: '2026-11-17', type: 'R' })).statusCode).toBe(200);
    const old = await mark(profesor, { student: s, date: '2026-11-16', type: 'A' });
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.date).toEqual([MSG.attendanceTooOldGroup]);
    const future = await mark(profesor, { student: s, date: '2026-11-23', type: 'A' });
    expect(future.json().errors.date).toEqual([MSG.attendanceInFuture]);
    // The kyosa takes attendance today but not 6 days back (the e2e journey).
    expect((await mark(kyosa, { student: s, date: TODAY, type: 'A' })).statusCode).toBe(200);
    expect((await mark(kyosa, { student: s, date: '2026-11-16', type: 'A' })).json().message).toBe(MSG.attendanceTooOldGroup);
  });

  it("lifts the limit with 'Asistencias Extemporáneas (72hrs)' but never allows the future", async () => {
    const s = students[1];
    expect((await mark(profesor, { student: s, date: '2026-11-10', type: 'A' })).statusCode).toBe(422);
    await t.app.db.execute(sql`insert into user_permissions (user_id, permission_id, "create", "read", "update", "delete")
      select ${ids.profesor}, id, false, true, false, false from permissions where name = 'Asistencias Extemporáneas (72hrs)'`);
    await t.sessionsChanged();
    expect((await mark(profesor, { student: s, date: '2026-11-10', type: 'A' })).statusCode).toBe(200);
    const roster = (await t.call('GET', `/api/doyang_groups/${group.id}/roster?date=2026-11-10`, profesor)).json();
    expect(roster.window).toEqual({ min_date: null, max_date: TODAY });
    expect((await mark(profesor, { student: s, date: '2026-11-23', type: 'A' })).json().message).toBe(MSG.attendanceInFuture);
    await t.app.db.execute(sql`delete from user_permissions where user_id = ${ids.profesor}`);
    await t.sessionsChanged();
  });

  it('keeps kyosa marks to 3 days back and to the group kyosas', async () => {
    expect((await mark(kyosa, { kyosa: ids.kyosa, date: '2026-11-19', type: 'A' })).statusCode).toBe(200);
    const old = await mark(kyosa, { kyosa: ids.kyosa, date: '2026-11-18', type: 'A' });
    expect(old.json().errors.date).toEqual([MSG.attendanceTooOldKyosa]);
    const notKyosa = await mark(profesor, { kyosa: ids.profesor, date: TODAY, type: 'A' });
    expect(notKyosa.json().errors.kyosa).toEqual([MSG.personNotKyosaOfGroup]);
    const roster = (await t.call('GET', `/api/doyang_groups/${group.id}/roster?kyosas=1&date=2026-11-19`, kyosa)).json();
    expect(roster.data).toHaveLength(1);
    expect(roster.data[0]).toMatchObject({ id: ids.kyosa, membership: 'kyosa', assistance: { type: 'A' }, status: null });
    expect(roster.window.min_date).toBe('2026-11-19');
  });

  it('refuses a person outside the group, and another doyang with the data unchanged', async () => {
    const outsider = await one<{ id: number }>(t.app.db, sql`select id from users where role_id = 10 and doyang_id = 2 limit 1`);
    const res = await mark(profesor, { student: outsider?.id, date: TODAY, type: 'A' });
    expect(res.json().errors.student).toEqual([MSG.studentNotInGroup]);
    const other = await one<{ id: number; student: number }>(
      t.app.db,
      sql`select g.id, (select u.id from users u where u.doyang_group_id = g.id and u.active limit 1) as student
      from doyang_groups g where g.doyang_id = 2 and exists (select 1 from users u where u.doyang_group_id = g.id and u.active) limit 1`,
    );
    const before = await rows(t.app.db, sql`select * from assistances where doyang_group_id = ${other?.id} order by id`);
    const foreign = await t.call('PUT', `/api/doyang_groups/${other?.id}`, profesor, {
      student: other?.student,
      date: TODAY,
      type: 'A',
    });
    expect(foreign.statusCode).toBe(403);
    expect((await t.call('GET', `/api/doyang_groups/${other?.id}/roster`, profesor)).statusCode).toBe(403);
    expect(await rows(t.app.db, sql`select * from assistances where doyang_group_id = ${other?.id} order by id`)).toEqual(before);
    const alumno = await t.login('alumno@demo.mx');
    expect((await mark(alumno, { student: students[0], date: TODAY, type: 'A' })).statusCode).toBe(403);
  });
});

describe('meeting ticks', () => {
  it('take one attendee at a unique-attendance meeting, record an A and keep the class mark', async () => {
    await t.app.db.execute(
      sql`insert into events (name, date, is_meeting, unique_assistance) values ('JUNTA DE HOY', ${TODAY}, true, true)`,
    );
    const s = students[2];
    const both = await mark(profesor, { student: s, date: TODAY, is_mother: true, is_father: true });
    expect(both.statusCode).toBe(422);
    expect(both.json().message).toBe(MSG.meetingUniqueAttendance);
    const mother = await mark(profesor, { student: s, date: TODAY, is_mother: true });
    expect(mother.json().assistance).toMatchObject({ type: 'A', is_mother: true, is_father: false });
    // A later radio click keeps the tick; a second tick is refused against the stored one.
    expect((await mark(profesor, { student: s, date: TODAY, type: 'R' })).json().assistance).toMatchObject({
      type: 'R',
      is_mother: true,
    });
    expect((await mark(profesor, { student: s, date: TODAY, is_father: true })).statusCode).toBe(422);
    const swap = await mark(profesor, { student: s, date: TODAY, is_mother: false, is_father: true });
    expect(swap.json().assistance).toMatchObject({ is_mother: false, is_father: true });
    const roster = (await t.call('GET', `/api/doyang_groups/${group.id}/roster`, profesor)).json();
    expect(roster.meeting).toMatchObject({ name: 'JUNTA DE HOY', unique_assistance: true });
    await t.app.db.execute(sql`update events set unique_assistance = false where name = 'JUNTA DE HOY'`);
    const free = await mark(profesor, { student: s, date: TODAY, is_mother: true, is_father: true, is_representative: true });
    expect(free.statusCode).toBe(200);
    await t.app.db.execute(sql`delete from events where name = 'JUNTA DE HOY'`);
  });
});

describe('assistance index and delete', () => {
  it('lists marks by date and group, and deletes one inside the window only', async () => {
    const s = students[3];
    const saved = (await mark(profesor, { student: s, date: '2026-11-20', type: 'F' })).json().assistance;
    const list = (await t.call('GET', `/api/assistances?date=2026-11-20&doyang_group_id=${group.id}`, kyosa)).json();
    expect(list.map((a: { id: number }) => a.id)).toContain(saved.id);
    expect((await t.call('GET', '/api/assistances', profesor)).statusCode).toBe(422);
    expect((await t.call('DELETE', `/api/assistances/${saved.id}`, profesor)).statusCode).toBe(200);
    expect(await marksOf(s)).toHaveLength(0);
    await t.app.db.execute(
      sql`insert into assistances (user_id, doyang_group_id, date, type) values (${s}, ${group.id}, '2026-11-05', 'F')`,
    );
    const [old] = await marksOf(s);
    const refused = await t.call('DELETE', `/api/assistances/${old.id}`, profesor);
    expect(refused.json().errors.date).toEqual([MSG.attendanceTooOldGroup]);
    expect(await marksOf(s)).toHaveLength(1);
    await t.app.db.execute(sql`delete from assistances where user_id = ${s}`);
  });
});

describe("'Todos presentes' (POST /api/doyang_groups/{id}/all_present)", () => {
  const allPresent = (token: string, body: unknown) => t.call('POST', `/api/doyang_groups/${group.id}/all_present`, token, body);

  it('marks A the listed students with no mark that day, in one request, keeping the marks already taken', async () => {
    const [a, b, c] = students.slice(3, 6);
    const day = '2026-11-20';
    expect((await mark(profesor, { student: a, date: day, type: 'F' })).statusCode).toBe(200);
    const res = await allPresent(profesor, { date: day, students: [a, b, c] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ marked: 2 });
    const types = await rows<{ user_id: number; type: string }>(
      t.app.db,
      sql`select user_id, type from assistances where doyang_group_id = ${group.id} and date = ${day} and user_id in ${[a, b, c]} order by user_id`,
    );
    expect(Object.fromEntries(types.map((r) => [r.user_id, r.type]))).toEqual({ [a]: 'F', [b]: 'A', [c]: 'A' });
    // Again: nothing left to mark.
    expect((await allPresent(profesor, { date: day, students: [a, b, c] })).json()).toEqual({ marked: 0 });
  });

  it("keeps a mark's rules: the window, the group's students, the group's rights", async () => {
    const [s] = students;
    const old = await allPresent(profesor, { date: '2026-11-16', students: [s] });
    expect(old.statusCode).toBe(422);
    expect(old.json().message).toBe(MSG.attendanceTooOldGroup);
    const stranger = await allPresent(profesor, { date: TODAY, students: [s, 1] });
    expect(stranger.json().message).toBe(MSG.studentNotInGroup);
    expect(await marksOf(s)).toEqual([]);
    // A professor of no doyang of this group.
    const outsider = await t.as('profesor');
    expect(
      (await outsider.call('POST', `/api/doyang_groups/${group.id}/all_present`, { date: TODAY, students: [s] })).statusCode,
    ).toBe(403);
    expect((await allPresent(profesor, { date: TODAY, students: [] })).statusCode).toBe(422);
  });
});

import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../db/sql.ts';
import { type TestApp, TODAY } from '../../test/test-app.ts';
import { type AttendanceFixture, attendanceFixture } from './attendance-fixture.ts';

let t: TestApp;
let director: string;
let profesor: string;
let kyosa: string;
let group: { id: number };
let students: number[];
let mark: AttendanceFixture['mark'];
let marksOf: AttendanceFixture['marksOf'];
beforeAll(async () => {
  ({ t, director, profesor, kyosa, group, students, mark, marksOf } = await attendanceFixture());
});
afterAll(() => t?.close());

const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}`;

describe('status text through the roster (configuration 4 and 12)', () => {
  /** Writes marks straight into the table: the cases need history older than the window. */
  const history = async (userId: number, marks: [number, 'F' | 'R' | 'A'][], month = 11) => {
    for (const [d, type] of marks) {
      const date = `2026-${month}-${String(d).padStart(2, '0')}`;
      await t.app.db.execute(sql`insert into assistances (user_id, doyang_group_id, date, type) values (${userId}, ${group.id}, ${date}, ${type})
        on conflict (user_id, doyang_group_id, date) do update set type = excluded.type`);
    }
  };
  const F = (...days: number[]) => days.map((d) => [d, 'F'] as [number, 'F']);
  const A = (...days: number[]) => days.map((d) => [d, 'A'] as [number, 'A']);
  const statusOf = async () => {
    const roster = (await t.call('GET', `/api/doyang_groups/${group.id}/roster?date=2026-11-21`, profesor)).json();
    return Object.fromEntries(roster.data.map((r: { id: number; status: string | null }) => [r.id, r]));
  };

  it('shows every text at its boundary', async () => {
    await t.app.db.execute(sql`delete from assistances where user_id in ${students}`);
    const [s0, s1, s2, s3, s4, s5, s6, s7, s8, s9] = students;
    await history(s0, F(30, 31), 10); // a run that started last bimester…
    await history(s0, F(10, 11, 12, 13, 14, 15, 17, 18, 19)); // …goes on: 11 consecutive (16 is a holiday, not counted)
    await history(s1, [...A(10), ...F(11, 12, 13, 14, 15, 17, 18, 19)]); // 8 consecutive: at the maximum
    await history(s2, [...F(27, 28, 29, 30), ...A(31)], 10); // last bimester: a run broken by an attendance
    await history(s2, [...A(17), ...F(18, 19, 20)]); // 3 consecutive: maximum − 5
    await history(s3, [...A(18), ...F(19, 20)]); // 2 consecutive
    await history(s4, [...F(3, 5, 7, 9, 11, 13, 17), ...A(4, 6, 8, 10, 12, 14, 18)]); // 7 absences
    await history(s5, [...F(3, 5, 7, 9, 11, 13), ...A(4, 6, 8, 10, 12, 14, 18)]); // 6 absences
    await history(s6, [...F(3, 5, 7, 9, 11), ...A(4, 6, 8, 10, 12, 18)]); // 5 absences
    await history(s7, [...F(3, 5, 7, 9), ...A(4, 6, 8, 10, 18)]); // 4 absences
    await history(s8, [...F(3, 5, 7, 16), ...A(4, 6, 8, 18)]); // 3 absences, one on a holiday
    await history(s9, [...F(3, 5, 7, 9, 11, 13, 16), ...A(4, 6, 8, 10, 12, 14, 18)]); // 7 marked, 16 excused
    const st = await statusOf();
    expect(st[s0]).toMatchObject({ status: MSG.statusDropOut, consecutive_absences: 11, bimester_abscenses: 9 });
    expect(st[s1]).toMatchObject({ status: MSG.statusDropOutRisk, consecutive_absences: 8 });
    expect(st[s2]).toMatchObject({ status: MSG.statusDropOutRisk, consecutive_absences: 3 });
    expect(st[s3]).toMatchObject({ status: MSG.statusContact, consecutive_absences: 2 });
    expect(st[s4]).toMatchObject({ status: MSG.statusNoExam, bimester_abscenses: 7, consecutive_absences: 0 });
    expect(st[s5]).toMatchObject({ status: MSG.statusNoExamRisk, bimester_abscenses: 6 });
    expect(st[s6]).toMatchObject({ status: MSG.statusNoExamRisk, bimester_abscenses: 5 });
    expect(st[s7]).toMatchObject({ status: null, bimester_abscenses: 4, bimester_assistances: 5 });
    expect(st[s8]).toMatchObject({ status: null, bimester_abscenses: 3 });
    expect(st[s9]).toMatchObject({ status: MSG.statusNoExamRisk, bimester_abscenses: 6 });
  });

  it('adds configuration 11 for the adult flag, marks scholarships, and follows configuration changes', async () => {
    const [, , , , s4, , , s7, s8] = students;
    await t.app.db.execute(sql`update users set extra_absences = true where id = ${s4}`);
    await t.app.db.execute(sql`update users set is_scholarshiped = true, scholarship_percentage = 50 where id in (${s7}, ${s8})`);
    let st = await statusOf();
    expect(st[s4].status).toBe(MSG.statusNoExamRisk);
    expect(st[s7]).toMatchObject({ status: MSG.statusScholarshipRisk, bimester_scholarship_risk: true });
    expect(st[s8]).toMatchObject({ status: MSG.statusScholarshipRisk });
    await t.app.db.execute(sql`delete from assistances where user_id = ${s8} and type = 'F'`);
    st = await statusOf();
    expect(st[s8]).toMatchObject({ status: MSG.statusScholarship, bimester_scholarship_risk: false });

    expect((await t.call('PUT', '/api/configuration/12', director, { value: '3' })).statusCode).toBe(200);
    expect((await t.call('PUT', '/api/configuration/4', director, { value: '10' })).statusCode).toBe(200);
    st = await statusOf();
    expect(st[students[6]].status).toBe(MSG.statusNoExam);
    expect(st[students[1]].status).toBe(MSG.statusDropOutRisk);
    expect(st[students[0]].status).toBe(MSG.statusDropOut);
    await t.call('PUT', '/api/configuration/12', director, { value: '6' });
    await t.call('PUT', '/api/configuration/4', director, { value: '8' });
  });

  it('answers the day counts, 50 a page, and the name search', async () => {
    const roster = (await t.call('GET', `/api/doyang_groups/${group.id}/roster?date=2026-11-19`, profesor)).json();
    expect(roster).toMatchObject({
      per_page: 50,
      total: 10,
      current_page: 1,
      last_page: 1,
      bimester: { start_date: '2026-11-01' },
    });
    const day19 = roster.data.filter((r: { assistance: { type: string } | null }) => r.assistance);
    expect(roster.counts.absent).toBe(day19.filter((r: { assistance: { type: string } }) => r.assistance.type === 'F').length);
    expect(roster.counts.attended + roster.counts.absent + roster.counts.unmarked).toBe(10);
    const one = (await t.call('GET', `/api/doyang_groups/${group.id}/roster?perPage=3&page=2`, profesor)).json();
    expect(one).toMatchObject({ per_page: 3, current_page: 2, last_page: 4, total: 10 });
    expect(one.data).toHaveLength(3);
    const name = roster.data[0].name;
    const found = (
      await t.call('GET', `/api/doyang_groups/${group.id}/roster?search=${encodeURIComponent(name)}`, profesor)
    ).json();
    expect(found.data.every((r: { full_name: string }) => r.full_name.includes(name))).toBe(true);
  });

  it('keeps the day counts of the whole group while searching or past the last page', async () => {
    const url = `/api/doyang_groups/${group.id}/roster?date=2026-11-19`;
    const whole = (await t.call('GET', url, profesor)).json();
    const name = whole.data[0].name;
    const found = (await t.call('GET', `${url}&search=${encodeURIComponent(name)}`, profesor)).json();
    expect(found.total).toBeLessThan(10);
    expect(found.counts).toEqual(whole.counts);
    const none = (await t.call('GET', `${url}&search=ZZZNADIE`, profesor)).json();
    expect(none).toMatchObject({ total: 0, data: [], counts: whole.counts });
    const past = (await t.call('GET', `${url}&page=9`, profesor)).json();
    expect(past).toMatchObject({ total: 10, data: [], counts: whole.counts });
  });

  it('names who runs the group (responsible, certifier, kyosas) for the revision buttons', async () => {
    const roster = (await t.call('GET', `/api/doyang_groups/${group.id}/roster`, kyosa)).json();
    const kyosaId = (await t.call('POST', '/api/me', kyosa)).json().id;
    const profesorId = (await t.call('POST', '/api/me', profesor)).json().id;
    expect(roster.group).toMatchObject({ user_responsible_id: profesorId, kyosa_ids: [kyosaId] });
  });
});

describe('no-class day (Día sin clase)', () => {
  it('creates a holiday for the group and day, clears its marks, refuses marks on it and excuses nothing else', async () => {
    const s = students[9];
    await mark(profesor, { student: s, date: day(21), type: 'F' });
    const before = (await t.call('GET', `/api/doyang_groups/${group.id}/roster?date=2026-11-21`, profesor)).json();
    const row = before.data.find((r: { id: number }) => r.id === s);
    const res = await t.call('POST', '/api/holidays', profesor, { doyang_group_id: group.id, start_date: day(21) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: MSG.noClassDayMarked,
      data: { name: MSG.noClassDayName, start_date: day(21), end_date: day(21) },
    });
    expect((await marksOf(s)).some((m) => m.date === day(21))).toBe(false);
    const after = (await t.call('GET', `/api/doyang_groups/${group.id}/roster?date=2026-11-21`, profesor)).json();
    expect(after.holiday).toMatchObject({ id: res.json().data.id, doyang_group_id: group.id });
    expect(after.data.find((r: { id: number }) => r.id === s).bimester_abscenses).toBe(row.bimester_abscenses - 1);
    const refused = await mark(profesor, { student: s, date: day(21), type: 'A' });
    expect(refused.json().errors.date).toEqual([MSG.attendanceOnNoClassDay]);
    const index = (await t.call('GET', `/api/holidays?date=${day(21)}&doyang_group_id=${group.id}`, kyosa)).json();
    expect(index.map((h: { id: number }) => h.id)).toEqual([res.json().data.id]);
    // Outside the window and in another doyang it is refused.
    expect(
      (await t.call('POST', '/api/holidays', profesor, { doyang_group_id: group.id, start_date: day(10) })).json().message,
    ).toBe(MSG.attendanceTooOldGroup);
    const other = await one<{ id: number }>(t.app.db, sql`select id from doyang_groups where doyang_id = 2 limit 1`);
    expect((await t.call('POST', '/api/holidays', profesor, { doyang_group_id: other?.id, start_date: TODAY })).statusCode).toBe(
      403,
    );
    const removed = await t.call('DELETE', `/api/holidays/${res.json().data.id}`, profesor);
    expect(removed.json().message).toBe(MSG.noClassDayRemoved);
  });
});

describe('downloads', () => {
  it('serves the attendance grid as a CSV with BOM, also as a text field of the record', async () => {
    const res = await t.call(
      'GET',
      `/api/doyang_groups/${group.id}/assistances_csv?from_date=2026-11-17&to_date=2026-11-22`,
      profesor,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('asistencias-asistencias-mdk-oriente-iztapalapa.csv');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const [header] = res.body.slice(1).split('\n');
    expect(header).toBe('Nombre,Grado,17/NOV,18/NOV,19/NOV,20/NOV,21/NOV,22/NOV,Asistencias,Retardos,Faltas');
    const record = (
      await t.call(
        'GET',
        `/api/doyang_groups/${group.id}?append=assistances_csv,kyosas_assistances_csv&from_date=2026-11-17&to_date=2026-11-22`,
        profesor,
      )
    ).json();
    expect(record.assistances_csv).toBe(res.body);
    expect(record.kyosas_assistances_csv.split('\n')).toHaveLength(3);
  });
});

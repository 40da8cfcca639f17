import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { one, rows } from '../../db/sql.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The attendance API tests' network: a group of doyang 1 open every day, ten students with a clean history and no
// scholarship (so each case writes its own) and the kyosa of doyang 1 as its kyosa. TODAY is 2026-11-22 (a sunday); the
// bimester is 2026-11-01 to 2026-12-31; configuration 4 = 8, 12 = 6, 11 = 2.

export type AttendanceFixture = {
  t: TestApp;
  director: string;
  profesor: string;
  kyosa: string;
  ids: { profesor: number; kyosa: number };
  group: { id: number };
  students: number[];
  /** One attendance PUT on the fixture's group. */
  mark: (token: string, body: Record<string, unknown>) => ReturnType<TestApp['call']>;
  /** A person's stored marks in the fixture's group, by date. */
  marksOf: (userId: number) => Promise<Mark[]>;
};

type Mark = { id: number; date: string; type: string; is_mother: boolean; is_father: boolean };

export async function attendanceFixture(): Promise<AttendanceFixture> {
  const t = await createTestApp({}, 120);
  const [director, profesor, kyosa] = await Promise.all([
    t.login('director@demo.mx'),
    t.login('profesor@demo.mx'),
    t.login('kyosa@demo.mx'),
  ]);
  const me = async (token: string) => (await t.call('POST', '/api/me', token)).json().id as number;
  const ids = { profesor: await me(profesor), kyosa: await me(kyosa) };
  const certifier = await one<{ id: number }>(t.app.db, sql`select user_certifier_id as id from doyangs where id = 1`);
  const group = (
    await t.call('POST', '/api/doyang_groups', profesor, {
      name: 'ASISTENCIAS',
      doyang_id: 1,
      user_responsible_id: ids.profesor,
      user_certifier_id: certifier?.id,
      begins_at: '10:00',
      ends_at: '11:00',
      json_week: [true, true, true, true, true, true, true],
    })
  ).json();
  // Those of doyang 1 and some moved there.
  const students = (
    await rows<{ id: number }>(
      t.app.db,
      sql`select id from users where role_id = 10 and active and doyang_group_id is not null order by doyang_id = 1 desc, id limit 10`,
    )
  ).map((s) => s.id);
  await t.app.db.execute(sql`update users set doyang_id = 1, doyang_group_id = null where id in ${students} and doyang_id <> 1`);
  // A clean slate whatever the demo gave them: no scholarship and no adult's extra absences (each case sets its own).
  await t.app.db.execute(sql`update users set is_scholarshiped = false, scholarship_percentage = null, extra_absences = false
    where id in ${students}`);
  expect(students).toHaveLength(10);
  await t.call('PUT', `/api/doyang_groups/${group.id}`, profesor, { groupsAsStudent: students });
  await t.app.db.execute(sql`delete from assistances where user_id in ${students}`);
  await t.call('POST', `/api/doyang_groups/${group.id}/kyosas/add`, profesor, { kyosas: ids.kyosa });
  const mark = (token: string, body: Record<string, unknown>) =>
    t.call('PUT', `/api/doyang_groups/${group.id}`, token, { id: group.id, ...body });
  const marksOf = (userId: number) =>
    rows<Mark>(
      t.app.db,
      sql`select id, date, type, is_mother, is_father from assistances where user_id = ${userId} and doyang_group_id = ${group.id} order by date`,
    );
  return { t, director, profesor, kyosa, ids, group, students, mark, marksOf };
}

import { GENERAL_DIRECTION_DOYANG_ID, ROLES } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/sql.ts';
import { degreeNamed, makeDoyang, makeGroup, makeStaff, makeStudent } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The factories and as(role) on a database with only the reference data: what other files build on.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
});
afterAll(() => t?.close());

describe('factories', () => {
  it('start from the reference data only: no demo people', async () => {
    const [{ n }] = await rows<{ n: number }>(t.app.db, sql`select count(*)::int as n from users`);
    expect(n).toBe(1);
  });

  it('make rows with unique names, many per test', async () => {
    const [a, b] = [await makeDoyang(t.app.db), await makeDoyang(t.app.db, { doyang_type_id: 2 })];
    expect(a.name).toMatch(/^MDK ORIENTE PRUEBA \d+$/);
    expect(b.name).toMatch(/^CLUB MDKO PRUEBA \d+$/);
    const group = await makeGroup(t.app.db, { doyang: a });
    const students = [await makeStudent(t.app.db, { doyang: a, group }), await makeStudent(t.app.db, { doyang: a, group })];
    expect(new Set(students.map((s) => s.email)).size).toBe(2);
    expect(students.every((s) => s.role_id === ROLES.ALUMNO && s.doyang_group_id === group.id)).toBe(true);
    const enrolled = await rows(
      t.app.db,
      sql`select 1 from enrollments where user_id = ${students[0].id} and disenroll_date is null`,
    );
    expect(enrolled).toHaveLength(1);
    expect(degreeNamed('11VO KUP')).toBe(1);
    expect(() => degreeNamed('CINTA DE ORO')).toThrow();
  });

  it('attach staff as personal or as responsible', async () => {
    const doyang = await makeDoyang(t.app.db);
    const kyosa = await makeStaff(t.app.db, { role: 'kyosa', doyang });
    const profesor = await makeStaff(t.app.db, { role: 'profesor', doyang, responsible: true });
    const director = await t.as('director');
    const record = (await director.call('GET', `/api/doyangs/${doyang.id}?with=personal,responsible`)).json();
    expect(record.personal.map((p: { id: number }) => p.id)).toEqual([kyosa.id]);
    expect(record.responsible.id).toBe(profesor.id);
  });
});

describe('as(role)', () => {
  it('logs in a fresh user whose permissions are the role reference ones, scoped to their doyang', async () => {
    const [doyang, other] = [await makeDoyang(t.app.db), await makeDoyang(t.app.db)];
    const profesor = await t.as('profesor', { doyang });
    const me = (await profesor.call('POST', '/api/me')).json();
    expect(me).toMatchObject({ id: profesor.user.id, role_id: ROLES.PROFESOR, doyangs_as_personal: [{ id: doyang.id }] });
    expect(me.permissions['Doyang Grupos']).toMatchObject({ create: true, read: true });
    expect((await profesor.call('GET', `/api/doyangs/${doyang.id}`)).statusCode).toBe(200);
    expect((await profesor.call('GET', `/api/doyangs/${other.id}`)).statusCode).toBe(403);

    const kyosa = await t.as('kyosa', { doyang });
    expect((await kyosa.call('POST', '/api/me')).json().permissions['Doyang Grupos']).toMatchObject({ create: false });
    const alumno = await t.as('alumno', { doyang });
    expect(alumno.user).toMatchObject({ role_id: ROLES.ALUMNO, doyang_id: doyang.id });
    expect((await alumno.call('GET', `/api/doyang_groups?doyang_id=${doyang.id}`)).statusCode).toBe(403);
  });

  it('general direction reads the network; the password works through the real login too', async () => {
    const director = await t.as('director');
    expect((await director.call('GET', `/api/doyangs/${GENERAL_DIRECTION_DOYANG_ID}`)).statusCode).toBe(200);
    expect(await t.login(director.user.email as string)).toMatch(/^ey/);
  });
});

import { MSG, PERMISSION_AREAS, ROLES } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import { makeDoyang, makeStudent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Row = {
  name: string;
  read: boolean;
  update: boolean;
  create: boolean;
  delete: boolean;
  from_role?: Record<string, boolean>;
};

let t: TestApp;
let director: string;
const AREA_COUNT = Object.values(PERMISSION_AREAS).flat().length;
const rowOf = (list: { data: Row[] }, name: string) => list.data.find((r) => r.name === name) as Row;

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  director = await t.login('director@demo.mx');
});
afterAll(() => t?.close());

describe('the permissions administrator (/api/permissions)', () => {
  it('answers the matrix of a role: every area in the matrix order, 50 a page, the role flags', async () => {
    const res = await t.call('GET', `/api/permissions?role_id=${ROLES.KYOSA_DE_DOYANG}&paginate=1`, director);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: AREA_COUNT, per_page: 50 });
    expect(page.data.map((r: Row) => r.name)).toEqual(Object.values(PERMISSION_AREAS).flat());
    expect(rowOf(page, 'Asistencias')).toMatchObject({ create: true, read: true, update: true, delete: true });
    expect(rowOf(page, 'Doyangs')).toMatchObject({ create: false, read: false, update: false, delete: false });
  });

  it("grants a user one flag on top of the role's, flag by flag, effective on the next request", async () => {
    const doyang = await makeDoyang(t.app.db);
    const kyosa = await t.as('kyosa', { doyang });
    const student = await makeStudent(t.app.db, { doyang });
    // The kyosa's role reads 'Doyang Alumnos' but may not edit.
    expect((await kyosa.call('PUT', `/api/users/${student.id}`, { phone2: '5550001111' })).statusCode).toBe(403);

    const before = (await t.call('GET', `/api/permissions?user_id=${kyosa.user.id}`, director)).json();
    expect(rowOf(before, 'Doyang Alumnos')).toMatchObject({
      read: false,
      update: false,
      from_role: { read: true, update: false },
    });

    const tick = await t.call('POST', '/api/permissions', director, {
      name: 'Doyang Alumnos',
      type: 'update',
      user_id: kyosa.user.id,
    });
    expect(tick.statusCode).toBe(200);
    expect(tick.json()).toEqual({ name: 'Doyang Alumnos', type: 'update', value: true });
    const after = (await t.call('GET', `/api/permissions?user_id=${kyosa.user.id}`, director)).json();
    expect(rowOf(after, 'Doyang Alumnos')).toMatchObject({ update: true, from_role: { read: true } });
    // The role's read stays: a user row adds, it never takes away.
    const me = (await kyosa.call('POST', '/api/me')).json();
    expect(me.permissions['Doyang Alumnos']).toMatchObject({ read: true, update: true });
    expect((await kyosa.call('PUT', `/api/users/${student.id}`, { phone2: '5550001111' })).statusCode).toBe(200);

    // The same call again is the toggle back.
    const untick = await t.call('POST', '/api/permissions', director, {
      name: 'Doyang Alumnos',
      type: 'update',
      user_id: kyosa.user.id,
    });
    expect(untick.json().value).toBe(false);
    expect((await kyosa.call('PUT', `/api/users/${student.id}`, { phone2: '5550002222' })).statusCode).toBe(403);

    const trail = await rows<{ user_id: number; after: Record<string, unknown> }>(
      t.app.db,
      sql`select user_id, after from audit_log where resource = 'user_permissions' order by id`,
    );
    expect(trail.at(-1)?.user_id).toBe(1);
    expect(trail.some((r) => r.after?.user_id === kyosa.user.id)).toBe(true);
  });

  it('toggles a role row with Modifica Roles, and the role members feel it', async () => {
    const doyang = await makeDoyang(t.app.db);
    const kyosa = await t.as('kyosa', { doyang });
    const body = { name: 'Doyang Personal', type: 'read', role_id: ROLES.KYOSA_DE_DOYANG };
    expect((await t.call('POST', '/api/permissions', director, body)).json().value).toBe(true);
    const me = (await kyosa.call('POST', '/api/me')).json();
    expect(me.permissions['Doyang Personal'].read).toBe(true);
    expect((await t.call('POST', '/api/permissions', director, body)).json().value).toBe(false);
  });

  it('refuses the disabled cells, Alumno, students and bodies naming both or neither', async () => {
    for (const [name, type] of [
      ['Permisos', 'create'],
      ['Modifica Roles', 'delete'],
    ]) {
      const res = await t.call('POST', '/api/permissions', director, { name, type, role_id: ROLES.PROFESOR });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(MSG.permissionCellDisabled);
    }
    const alumno = await t.call('POST', '/api/permissions', director, { name: 'Doyangs', type: 'read', role_id: ROLES.ALUMNO });
    expect(alumno.json().message).toBe(MSG.permissionRoleNotOffered);
    const student = await makeStudent(t.app.db, { doyang: await makeDoyang(t.app.db) });
    const asStudent = await t.call('POST', '/api/permissions', director, { name: 'Doyangs', type: 'read', user_id: student.id });
    expect(asStudent.json().message).toBe(MSG.permissionUserNotOffered);
    expect((await t.call('GET', `/api/permissions?user_id=${student.id}`, director)).statusCode).toBe(422);
    const both = await t.call('POST', '/api/permissions', director, { name: 'Doyangs', type: 'read', role_id: 6, user_id: 1 });
    expect(both.json().message).toBe(MSG.permissionTarget);
    expect((await t.call('GET', '/api/permissions', director)).json().message).toBe(MSG.permissionTarget);
    const unknown = await t.call('POST', '/api/permissions', director, { name: 'Nada', type: 'read', role_id: 6 });
    expect(unknown.statusCode).toBe(422);
    const extra = await t.call('POST', '/api/permissions', director, {
      name: 'Doyangs',
      type: 'read',
      role_id: 6,
      checked: true,
    });
    expect(extra.statusCode).toBe(422);
  });

  it("refuses it all without 'Permisos', writes without its update, and role rows without 'Modifica Roles'", async () => {
    const profesor = await t.as('profesor', { doyang: await makeDoyang(t.app.db) });
    expect((await profesor.call('GET', '/api/permissions?role_id=6')).statusCode).toBe(403);
    expect(
      (await profesor.call('POST', '/api/permissions', { name: 'Doyangs', type: 'read', user_id: profesor.user.id })).statusCode,
    ).toBe(403);
    // The technical director reads 'Permisos' and 'Modifica Roles' only.
    const tecnico = await t.as('tecnico');
    expect((await tecnico.call('GET', '/api/permissions?role_id=6')).statusCode).toBe(200);
    expect((await tecnico.call('POST', '/api/permissions', { name: 'Doyangs', type: 'read', role_id: 6 })).statusCode).toBe(403);
    // A user granted 'Permisos' update alone manages users, not roles.
    const admin = await t.as('kyosa', { doyang: await makeDoyang(t.app.db) });
    await t.call('POST', '/api/permissions', director, { name: 'Permisos', type: 'update', user_id: admin.user.id });
    expect(
      (await admin.call('POST', '/api/permissions', { name: 'Doyangs', type: 'read', user_id: profesor.user.id })).statusCode,
    ).toBe(200);
    expect((await admin.call('GET', '/api/permissions?role_id=6')).statusCode).toBe(403);
    expect((await admin.call('POST', '/api/permissions', { name: 'Doyangs', type: 'read', role_id: 6 })).statusCode).toBe(403);
    // It may pick any active staff member to show their matrix.
    expect((await admin.call('GET', '/api/users?active=1&role_id=6,7&paginate=1')).statusCode).toBe(200);
    await t.call('POST', '/api/permissions', director, { name: 'Permisos', type: 'update', user_id: admin.user.id });
  });

  it('never removes the last general-direction access to the matrix; nothing changes', async () => {
    // Reference data: the director general is the only general-direction user holding 'Permisos' update (by role).
    await rows(
      t.app.db,
      sql`delete from user_permissions where permission_id = (select id from permissions where name = 'Permisos')`,
    );
    await t.sessionsChanged();
    const body = { name: 'Permisos', type: 'update', role_id: ROLES.DIRECTOR_GENERAL };
    const res = await t.call('POST', '/api/permissions', director, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.permissionLastAccess);
    const matrix = (await t.call('GET', `/api/permissions?role_id=${ROLES.DIRECTOR_GENERAL}`, director)).json();
    expect(rowOf(matrix, 'Permisos').update).toBe(true);
    // With a second administrator (a technical director given the flag), the role row may change.
    const tecnico = await t.as('tecnico');
    await t.call('POST', '/api/permissions', director, { name: 'Permisos', type: 'update', user_id: tecnico.user.id });
    await t.call('POST', '/api/permissions', director, { name: 'Modifica Roles', type: 'update', user_id: tecnico.user.id });
    expect((await t.call('POST', '/api/permissions', director, body)).json().value).toBe(false);
    expect((await tecnico.call('POST', '/api/permissions', body)).json().value).toBe(true);
  });

  it('sets the value sent: the same request twice leaves the same state (a double click), no value still toggles', async () => {
    const profesor = await t.as('profesor');
    const cell = { name: 'Doyangs', type: 'delete', user_id: profesor.user.id };
    const flag = async () =>
      rowOf((await t.call('GET', `/api/permissions?user_id=${profesor.user.id}`, director)).json(), 'Doyangs').delete;
    for (const value of [true, true, false, false]) {
      const res = await t.call('POST', '/api/permissions', director, { ...cell, value });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: 'Doyangs', type: 'delete', value });
      expect(await flag()).toBe(value);
    }
    expect((await t.call('POST', '/api/permissions', director, cell)).json().value).toBe(true);
    expect((await t.call('POST', '/api/permissions', director, { ...cell, value: 'sí' })).statusCode).toBe(422);
    expect(await flag()).toBe(true);
  });

  it('lists the roles', async () => {
    const roles = (await t.call('GET', '/api/roles', director)).json();
    expect(roles).toHaveLength(12);
    expect(roles[0]).toEqual({ id: 1, name: expect.any(String) });
  });
});

import { MSG } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { createTestApp, type TestApp, type Twin } from '../../test/test-app.ts';
import { permissionAdminsLeft } from './permissions.queries.ts';

// Issue 22, finding 5: two toggles at once each counted the other's holder as still there, and both went through.
let t: TestApp;
let twin: Twin;
let admin: Actor;
let holders: Actor[];

const PERMISOS = sql`(select id from permissions where name = 'Permisos')`;

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  twin = await t.twin();
  // The one acting is a professor given the matrix: not a general-direction user, so never counted as a holder.
  admin = await t.as('profesor');
  holders = [await t.as('tecnico'), await t.as('tecnico')];
  // No role gives 'Permisos' update: the two technical directors' own rows are the only holders.
  await rows(t.app.db, sql`update role_permissions set "update" = false where permission_id = ${PERMISOS}`);
  await rows(
    t.app.db,
    sql`insert into user_permissions (user_id, permission_id, "read", "update") values (${admin.user.id}, ${PERMISOS}, true, true)`,
  );
  await t.sessionsChanged();
});
afterAll(() => t?.close());

const giveBoth = async () => {
  await rows(
    t.app.db,
    sql`insert into user_permissions (user_id, permission_id, "read", "update")
      select u, ${PERMISOS}, true, true from unnest(${`{${holders.map((h) => h.user.id).join(',')}}`}::int[]) u
      on conflict (user_id, permission_id) do update set "update" = true`,
  );
  await t.sessionsChanged();
};

describe('removing the last holders of the matrix at once', () => {
  it('always leaves one: one removal goes through, the other gets the last-access text', async () => {
    for (let trial = 0; trial < 10; trial++) {
      await giveBoth();
      expect(await permissionAdminsLeft(t.app.db)).toBe(2);
      const [a, b] = holders.map((h) => ({ name: 'Permisos', type: 'update', user_id: h.user.id }));
      // Two processes, as two servers behind a proxy would be.
      const answers = await Promise.all([
        t.call('POST', '/api/permissions', admin.token, a),
        twin.call('POST', '/api/permissions', admin.token, b),
      ]);
      expect(await permissionAdminsLeft(t.app.db)).toBe(1);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      const refused = answers.find((r) => r.statusCode === 422);
      expect(refused?.json().message).toBe(MSG.permissionLastAccess);
    }
  });
});

describe('deactivating or changing the role of the last holders', () => {
  it('refuses the change that would leave nobody to administer the matrix, also when two come at once', async () => {
    const director = await t.login('director@demo.mx');
    for (let trial = 0; trial < 3; trial++) {
      await giveBoth();
      await rows(
        t.app.db,
        sql`update users set active = true where id = any(${`{${holders.map((h) => h.user.id).join(',')}}`}::int[])`,
      );
      const answers = await Promise.all([
        t.call('PUT', `/api/users/${holders[0].user.id}`, director, { active: false }),
        twin.call('PUT', `/api/users/${holders[1].user.id}`, director, { active: false }),
      ]);
      expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([200, 422]);
      expect(answers.find((r) => r.statusCode === 422)?.json().message).toBe(MSG.permissionLastHolder);
      expect(await permissionAdminsLeft(t.app.db)).toBe(1);
    }
    const [left] = await rows<{ id: number }>(
      t.app.db,
      sql`select id from users where active and id = any(${`{${holders.map((h) => h.user.id).join(',')}}`}::int[])`,
    );
    const demoted = await t.call('PUT', `/api/users/${left.id}`, director, { role_id: 5 });
    expect(demoted.statusCode, demoted.body).toBe(422);
    expect(demoted.json().errors.role_id).toEqual([MSG.permissionLastHolder]);
    expect(await permissionAdminsLeft(t.app.db)).toBe(1);
  });
});

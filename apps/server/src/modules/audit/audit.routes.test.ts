import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql.ts';
import { createTestApp, PASSWORD, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let director: string;
let directorId: number;
const q = <T>(query: SQL) => rows<T>(t.app.db, query);
type Trail = {
  user_id: number | null;
  impersonator_id: number | null;
  resource: string;
  record_id: number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
const trailOf = (resource: string, id: number) =>
  q<Trail>(sql`select user_id, impersonator_id, resource, record_id::int, action, before, after from audit_log
    where resource = ${resource} and record_id = ${id} order by id`);

beforeAll(async () => {
  t = await createTestApp({}, 30);
  director = await t.login('director@demo.mx');
  [{ id: directorId }] = await q<{ id: number }>(sql`select id from users where email = 'director@demo.mx'`);
});
afterAll(() => t?.close());

describe('the audit trail', () => {
  it('records create, update (changed fields only) and delete with who did it, in the write itself', async () => {
    const created = (await t.call('POST', '/api/cities', director, { name: 'ZACATLÁN' })).json();
    await t.call('PUT', `/api/cities/${created.id}`, director, { name: 'ZACATLÁN DE LAS MANZANAS' });
    await t.call('DELETE', `/api/cities/${created.id}`, director);
    const trail = await trailOf('cities', created.id);
    expect(trail.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(trail.every((r) => r.user_id === directorId && r.impersonator_id === null)).toBe(true);
    expect(trail[0].after).toMatchObject({ id: created.id, name: 'ZACATLÁN' });
    expect(trail[1].before).toEqual({ name: 'ZACATLÁN' });
    expect(trail[1].after).toEqual({ name: 'ZACATLÁN DE LAS MANZANAS' });
    expect(trail[2].before).toMatchObject({ name: 'ZACATLÁN DE LAS MANZANAS' });
    expect(trail[2].after).toBeNull();
  });

  it('never holds a password, only that it changed', async () => {
    const res = await t.call('PUT', `/api/users/${directorId}`, director, { oldPassword: PASSWORD, password: PASSWORD });
    expect(res.json()).toBe(true);
    const [row, kept] = (await trailOf('users', directorId)).slice(-2);
    // The new password moved the person's session epoch (their other sessions ended: issue 22).
    expect(row.before).toEqual({ password: '[oculto]', session_epoch: expect.any(Number) });
    expect(row.after).toEqual({
      password: '[oculto]',
      session_epoch: (row.before as { session_epoch: number }).session_epoch + 1,
    });
    // The session that made the change goes on: which token it is never shows.
    expect(kept.after).toEqual({ session_kept_jti: '[oculto]' });
    const leaked = await q<{ n: number }>(
      sql`select count(*)::int as n from audit_log where before::text like '%$argon2%' or after::text like '%$argon2%'`,
    );
    expect(leaked[0].n).toBe(0);
  });

  it('records who was really acting while impersonating', async () => {
    const [prof] = await q<{ id: number }>(sql`select id from users where email = 'profesor@demo.mx'`);
    const session = (await t.call('POST', `/api/users/${prof.id}/impersonate`, director)).json();
    const [group] = await q<{ id: number; name: string }>(sql`select g.id, g.name from doyang_groups g
      join doyangs d on d.id = g.doyang_id where d.user_responsible_id = ${prof.id} and not g.is_selective_group order by g.id limit 1`);
    const res = await t.call('PUT', `/api/doyang_groups/${group.id}`, session.access_token, { name: `${group.name} B` });
    expect(res.statusCode).toBe(200);
    const [row] = (await trailOf('doyang_groups', group.id)).slice(-1);
    expect(row).toMatchObject({ user_id: prof.id, impersonator_id: directorId, action: 'update' });
  });

  it('a write whose trail cannot be written does not happen', async () => {
    await t.app.db.execute(sql`alter table audit_log add constraint refuse_cities check (resource <> 'cities') not valid`);
    try {
      const res = await t.call('POST', '/api/cities', director, { name: 'SIN HISTORIAL' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(await q(sql`select id from cities where name = 'SIN HISTORIAL'`)).toHaveLength(0);
    } finally {
      await t.app.db.execute(sql`alter table audit_log drop constraint refuse_cities`);
    }
  });

  it('general direction lists it, filtered by user, resource, record and day, 50 a page', async () => {
    const list = (await t.call('GET', `/api/audit_logs?resource=cities&user_id=${directorId}`, director)).json();
    expect(list.per_page).toBe(50);
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(list.data.every((r: Trail) => r.resource === 'cities' && r.user_id === directorId)).toBe(true);
    expect(list.data[0]).toMatchObject({ user_name: expect.any(String), action: 'delete' });
    const future = (await t.call('GET', '/api/audit_logs?from=2099-01-01', director)).json();
    expect(future.total).toBe(0);
    const resources = (await t.call('GET', '/api/audit_logs/resources', director)).json();
    expect(resources).toEqual(expect.arrayContaining(['cities', 'users', 'doyang_groups']));
  });

  it('is refused to everyone else', async () => {
    for (const email of ['profesor@demo.mx', 'kyosa@demo.mx', 'alumno@demo.mx']) {
      const token = await t.login(email);
      expect((await t.call('GET', '/api/audit_logs', token)).statusCode).toBe(403);
    }
  });

  it('covers every table a migration creates (the trail, logged-out tokens and the derived traffic light aside)', async () => {
    const missing = await q<{ tablename: string }>(sql`select tablename from pg_tables t where schemaname = 'public'
      and tablename not in ('audit_log', 'revoked_tokens', 'traffic_light_results')
      and not exists (select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where c.relname = t.tablename and g.tgname = t.tablename || '_audit')`);
    expect(missing).toEqual([]);
  });
});

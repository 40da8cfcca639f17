import { auditField, auditLabelOf, auditTableNamed, auditValueText } from '@doyang/domain';
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

  it('covers every table a migration creates (the trail, logged-out tokens and the derived tables aside)', async () => {
    // Derived: the traffic light's results and runs and INGRESOS' totals by day are recomputed from audited records.
    const missing = await q<{ tablename: string }>(sql`select tablename from pg_tables t where schemaname = 'public'
      and tablename not in ('audit_log', 'revoked_tokens', 'traffic_light_results', 'traffic_light_runs', 'payment_day_totals',
        'payment_day_totals_zone')
      and not exists (select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where c.relname = t.tablename and g.tgname = t.tablename || '_audit')`);
    expect(missing).toEqual([]);
  });

  it('names every audited table and column in Spanish, and says which values are dates, money, times or other records', async () => {
    const columns = await q<{ t: string; c: string; type: string; fk: string | null }>(sql`select c.table_name as t,
        c.column_name as c, c.data_type as type,
        (select min(cl.relname) from pg_constraint k join pg_class cl on cl.oid = k.confrelid
          where k.contype = 'f' and k.conrelid = (quote_ident(c.table_name))::regclass
            and array_length(k.conkey, 1) = 1 and k.conkey[1] = (select a.attnum from pg_attribute a
              where a.attrelid = k.conrelid and a.attname = c.column_name)) as fk
      from information_schema.columns c
      where c.table_schema = 'public' and c.column_name <> 'id'
        and exists (select 1 from pg_trigger g join pg_class r on r.oid = g.tgrelid
          where r.relname = c.table_name and g.tgname = c.table_name || '_audit')
      order by 1, 2`);
    expect(columns.length).toBeGreaterThan(400);
    const unnamedTables = [...new Set(columns.map((c) => c.t))].filter((t) => !auditTableNamed(t));
    expect(unnamedTables).toEqual([]);
    expect(columns.filter((c) => !auditLabelOf(c.t, c.c)).map((c) => `${c.t}.${c.c}`)).toEqual([]);
    // Numbers that are not pesos: weights, heights, scores and percentages.
    const notMoney = /percentage|weight|height|score|numeric_result/;
    const wrong = columns
      .map((c) => ({ ...c, field: auditField(c.t, c.c) }))
      .filter(({ type, fk, field, c }) => {
        if (fk) return field.kind !== 'reference' || field.references !== fk;
        if (type === 'date') return field.kind !== 'date';
        if (type.startsWith('timestamp')) return field.kind !== 'datetime';
        if (type.startsWith('time')) return field.kind !== 'time';
        if (type === 'numeric') return field.kind !== (notMoney.test(c) ? 'text' : 'money');
        // competition_type_id is a code; a goal's item_id is the exam, event or tournament its kind names (doyang_goals).
        if (c.endsWith('_id') && !['competition_type_id', 'item_id'].includes(c)) return field.kind !== 'reference';
        return ['date', 'datetime', 'time', 'money'].includes(field.kind);
      })
      .map(({ t, c, type, fk, field }) => `${t}.${c} ${type}${fk ? `→${fk}` : ''}: ${field.kind} ${field.references ?? ''}`);
    expect(wrong).toEqual([]);
  });

  it('answers, with each entry, the names of its record and of the records its columns point at', async () => {
    const [doyang] = await q<{ id: number; name: string }>(sql`select id, name from doyangs order by id limit 1`);
    const [person] = await q<{ id: number; name: string }>(
      sql`select id, concat_ws(' ', name, last_name, second_last_name) as name from users where email = 'kyosa@demo.mx'`,
    );
    // As a route writes it: the actor in the transaction's settings (http/route.ts setActor).
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('audit.user_id', ${String(directorId)}, true)`);
      await tx.execute(sql`update doyangs set user_responsible_id = ${person.id}, opening_date = '2026-12-10',
        monthly_fee = 1234 where id = ${doyang.id}`);
    });
    const list = (await t.call('GET', `/api/audit_logs?resource=doyangs&record_id=${doyang.id}`, director)).json();
    const [changed] = list.data;
    expect(changed.after.user_responsible_id).toBe(person.id);
    expect(changed.names).toMatchObject({ [`doyangs:${doyang.id}`]: doyang.name, [`users:${person.id}`]: person.name });
    expect(auditValueText(changed.after.opening_date, { field: auditField('doyangs', 'opening_date') })).toBe('10/12/2026');
    expect(auditValueText(changed.after.monthly_fee, { field: auditField('doyangs', 'monthly_fee') })).toBe('$1,234.00 MXN');
    expect(auditField('doyangs', 'user_responsible_id').label).not.toBe('user_responsible_id');
  });
});

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Listen, openDb } from '../../db/client.ts';
import { one } from '../../db/sql.ts';
import { eventually } from '../../test/eventually.ts';
import { createTestApp, onPostgres, type TestApp } from '../../test/test-app.ts';

// Sessions are cached per token (issue 9): these check that a change to what a session is made of is seen by
// the very next request, in this process and in another process on the same PostgreSQL.
let t: TestApp;
let director: string;
beforeAll(async () => {
  t = await createTestApp({}, 5);
  director = await t.login('director@demo.mx');
});
afterAll(() => t?.close());

const idOf = async (email: string) => (await one<{ id: number }>(t.app.db, sql`select id from users where email = ${email}`))?.id;

describe('a cached session', () => {
  it('is refused at once after the user is deactivated through the API', async () => {
    const token = await t.login('tecnico@demo.mx');
    expect((await t.call('POST', '/api/me', token)).statusCode).toBe(200);
    const id = await idOf('tecnico@demo.mx');
    const off = await t.call('PUT', `/api/users/${id}`, director, { active: false });
    expect(off.statusCode).toBe(200);
    expect((await t.call('POST', '/api/me', token)).statusCode).toBe(401);
    await t.call('PUT', `/api/users/${id}`, director, { active: true });
  });

  it('follows a change written straight into the database (a GET, which never checks the version itself)', async () => {
    const token = await t.login('kyosa@demo.mx');
    expect((await t.call('GET', '/api/time', token)).statusCode).toBe(200);
    const id = await idOf('kyosa@demo.mx');
    await t.app.db.execute(sql`update users set active = false where id = ${id}`);
    expect(await eventually(async () => (await t.call('GET', '/api/time', token)).statusCode === 401)).toBe(true);
    await t.app.db.execute(sql`update users set active = true where id = ${id}`);
  });

  it('is refused after logout, and the other sessions of the user keep working', async () => {
    const a = await t.login('profesor@demo.mx');
    const b = await t.login('profesor@demo.mx');
    expect((await t.call('POST', '/api/me', a)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/logout', a)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/me', a)).statusCode).toBe(401);
    expect((await t.call('POST', '/api/me', b)).statusCode).toBe(200);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('is dropped in another process on the same PostgreSQL', async () => {
    const other = await openDb({ databaseUrl: t.config.databaseUrl, dataDir: 'memory' });
    const second = await buildApp({ config: t.config, db: other.db, listen: other.listen });
    await second.ready();
    try {
      const token = await t.login('administrativa@demo.mx');
      // A GET: it is answered from the cache and never reads the session version on its own.
      const me = () => second.inject({ method: 'GET', url: '/api/time', headers: { authorization: `Bearer ${token}` } });
      expect((await me()).statusCode).toBe(200);
      const id = await idOf('administrativa@demo.mx');
      // Written through the first process: the second only learns it from the database's notification.
      expect((await t.call('PUT', `/api/users/${id}`, director, { active: false })).statusCode).toBe(200);
      expect(await eventually(async () => (await me()).statusCode === 401)).toBe(true);
      await t.call('PUT', `/api/users/${id}`, director, { active: true });
    } finally {
      await second.close();
      await other.close();
    }
  });
});

/** A process whose LISTEN connection died unnoticed: it subscribes, and never hears anything. */
const deaf: Listen = async () => async () => undefined;

describe('a process that hears no notification (issue 22)', () => {
  let other: Awaited<ReturnType<typeof openDb>> | null = null;
  let app: FastifyInstance;
  beforeAll(async () => {
    other = t.config.databaseUrl ? await openDb({ databaseUrl: t.config.databaseUrl }) : null;
    app = await buildApp({ config: t.config, db: other?.db ?? t.app.db, listen: deaf });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await other?.close();
  });
  const time = (token: string) => app.inject({ method: 'GET', url: '/api/time', headers: { authorization: `Bearer ${token}` } });

  it('still drops a deactivated session within 5 s (it reads the session version on its own)', async () => {
    const token = await t.login('profesor@demo.mx');
    expect((await time(token)).statusCode).toBe(200);
    const id = await idOf('profesor@demo.mx');
    expect((await t.call('PUT', `/api/users/${id}`, director, { active: false })).statusCode).toBe(200);
    expect(await eventually(async () => (await time(token)).statusCode === 401, 5000)).toBe(true);
    await t.call('PUT', `/api/users/${id}`, director, { active: true });
  });

  it.runIf(onPostgres)('also when it saw the version move before the change was committed', async () => {
    const token = await t.login('kyosa@demo.mx');
    expect((await time(token)).statusCode).toBe(200);
    const id = await idOf('kyosa@demo.mx');
    const writer = new pg.Client({ connectionString: t.config.databaseUrl ?? '' });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query('update users set active = false where id = $1', [id]);
      // The version moved inside the open transaction: the process drops its cache, loads the (still committed)
      // active session again and keeps it. Two periods of its check pass before the commit.
      await new Promise((r) => setTimeout(r, 3200));
      expect((await time(token)).statusCode).toBe(200);
      await writer.query('commit');
    } finally {
      await writer.end();
    }
    expect(await eventually(async () => (await time(token)).statusCode === 401, 5000)).toBe(true);
    await t.app.db.execute(sql`update users set active = true where id = ${id}`);
  });
});

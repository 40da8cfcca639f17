import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, DEFAULT_BODY_LIMIT } from '../config.ts';
import { openDb } from '../db/client.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { seedReference } from '../db/seed/reference.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

export const PASSWORD = 'demo1234';
/** The day the demo network is seeded for and the rules run on, so results never depend on the clock. */
export const TODAY = '2026-11-22';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
  login: (email: string, password?: string) => Promise<string>;
  call: (method: string, url: string, token?: string, body?: unknown) => Promise<LightMyRequestResponse>;
};

/** A database of its own per test file: in-memory PGlite, or a fresh database on the DATABASE_URL server. */
async function freshDatabaseUrl(): Promise<{ url: string | null; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: null, drop: async () => undefined };
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(overrides: Partial<Config> = {}, demoStudents = 60): Promise<TestApp> {
  const fresh = await freshDatabaseUrl();
  const handle = await openDb({ databaseUrl: fresh.url, dataDir: 'memory' });
  await handle.migrate();
  const passwordHash = await hashPassword(PASSWORD);
  await seedReference(handle.db, { adminEmail: 'director@demo.mx', adminPasswordHash: passwordHash, today: TODAY });
  await seedDemo(handle.db, { students: demoStudents, passwordHash, today: TODAY });
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/tmp',
    databaseUrl: fresh.url,
    jwtSecret: 'test-secret-test-secret-test-secret',
    tokenTtlSeconds: 3600,
    loginRateLimit: 50,
    trustProxy: false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    demoStudents,
    webDist: null,
    today: TODAY,
    ...overrides,
  };
  const app = await buildApp({ config, db: handle.db, listen: handle.listen });
  await app.ready();

  const call: TestApp['call'] = (method, url, token, body) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });

  return {
    app,
    config,
    call,
    login: async (email, password = PASSWORD) => {
      const res = await call('POST', '/api/login', undefined, { email, password });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().access_token as string;
    },
    close: async () => {
      await app.close();
      await handle.close();
      await fresh.drop();
    },
  };
}

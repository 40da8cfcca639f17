import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_TIME_ZONE } from '@doyang/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, DEFAULT_BODY_LIMIT, DEFAULT_LIVE_LIMITS, DEFAULT_UPLOAD_MAX_BYTES } from '../config.ts';
import { openDb } from '../db/client.ts';
import { type Actor, type AsOptions, actAs } from './as-role.ts';
import type { RoleName } from './factories.ts';
import { DEFAULT_TEST_DATA } from './test-data.ts';
import { openTestDatabase, PASSWORD, seededFilesDir, type TestData, TODAY } from './test-databases.ts';

export { PASSWORD, TODAY };

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
  login: (email: string, password?: string) => Promise<string>;
  call: (method: string, url: string, token?: string, body?: unknown) => Promise<LightMyRequestResponse>;
  /** A fresh user of that role (staff of `doyang`, or its student), with a token: see as-role.ts. */
  as: (role: RoleName, options?: AsOptions) => Promise<Actor>;
  /**
   * A second server on the same database, as a second process behind a proxy would be: on PostgreSQL its own pool,
   * LISTEN connection and caches (see `onPostgres`); on PGlite it shares the one embedded connection. Closed with this app.
   */
  twin: () => Promise<Twin>;
  /**
   * After a test's own SQL to what sessions are made of (permissions, a user, their doyangs): every app drops the
   * sessions it cached, as a route's write would have it do, instead of the test racing the NOTIFY.
   */
  sessionsChanged: () => Promise<void>;
};

/** Another app on the same database: its own caches and, on PostgreSQL, its own connections. */
export type Twin = { app: FastifyInstance; call: TestApp['call'] };

/** Concurrency across processes is only real on PostgreSQL (DATABASE_URL); PGlite has one connection. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

const caller =
  (app: FastifyInstance): TestApp['call'] =>
  (method, url, token, body) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });

/**
 * An app on a database of its own: by default a copy of a demo network of `data` students; with
 * 'reference', only the reference data, for a file that makes its rows with the factories.
 */
export async function createTestApp(overrides: Partial<Config> = {}, data: TestData = DEFAULT_TEST_DATA): Promise<TestApp> {
  const fresh = await openTestDatabase(data);
  const handle = fresh.handle;
  // The file's own folder of uploads, holding the demo's files (seeded with the run's databases): a test that deletes
  // a file never takes it from another file's app.
  const files = overrides.storage ? null : mkdtempSync(join(tmpdir(), 'doyang-files-'));
  if (files && data !== 'reference' && existsSync(seededFilesDir())) cpSync(seededFilesDir(), files, { recursive: true });
  const release = async () => {
    await handle.close();
    await fresh.drop();
    if (files) rmSync(files, { recursive: true, force: true });
  };
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
    storage: { kind: 'disk', dir: files ?? '' },
    uploadMaxBytes: DEFAULT_UPLOAD_MAX_BYTES,
    demoStudents: data === 'reference' ? 0 : data,
    webDist: null,
    timeZone: APP_TIME_ZONE,
    today: TODAY,
    checkResponses: true,
    live: DEFAULT_LIVE_LIMITS,
    ...overrides,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, db: handle.db, listen: handle.listen });
    await app.ready();
  } catch (error) {
    // The file's afterAll has no app to close: the database goes here, or a PostgreSQL copy would outlive the run.
    await release().catch(() => undefined);
    throw error;
  }

  const call = caller(app);
  const twins: { app: FastifyInstance; close: () => Promise<void> }[] = [];
  const twin = async (): Promise<Twin> => {
    const other = fresh.url ? await openDb({ databaseUrl: fresh.url }) : null;
    const second = await buildApp({ config, db: other?.db ?? handle.db, listen: other?.listen ?? handle.listen });
    await second.ready();
    twins.push({ app: second, close: async () => other?.close() });
    return { app: second, call: caller(second) };
  };

  return {
    app,
    config,
    call,
    as: (role, options) => actAs(app, call, role, options),
    login: async (email, password = PASSWORD) => {
      const res = await call('POST', '/api/login', undefined, { email, password });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().access_token as string;
    },
    twin,
    sessionsChanged: async () => {
      await app.checkSessions();
      for (const other of twins) await other.app.checkSessions();
    },
    close: async () => {
      try {
        for (const other of twins.splice(0)) {
          await other.app.close();
          await other.close();
        }
        await app.close();
      } finally {
        await release();
      }
    },
  };
}

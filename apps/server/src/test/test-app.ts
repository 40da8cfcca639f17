import { APP_TIME_ZONE } from '@doyang/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, DEFAULT_BODY_LIMIT } from '../config.ts';
import { type Actor, type AsOptions, actAs } from './as-role.ts';
import type { RoleName } from './factories.ts';
import { openTestDatabase, PASSWORD, type TestData, TODAY } from './test-databases.ts';

export { PASSWORD, TODAY };

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
  login: (email: string, password?: string) => Promise<string>;
  call: (method: string, url: string, token?: string, body?: unknown) => Promise<LightMyRequestResponse>;
  /** A fresh user of that role (staff of `doyang`, or its student), with a token: see as-role.ts. */
  as: (role: RoleName, options?: AsOptions) => Promise<Actor>;
};

/**
 * An app on a database of its own: by default a copy of a demo network of `data` students; with
 * 'reference', only the reference data, for a file that makes its rows with the factories.
 */
export async function createTestApp(overrides: Partial<Config> = {}, data: TestData = 60): Promise<TestApp> {
  const fresh = await openTestDatabase(data);
  const handle = fresh.handle;
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
    demoStudents: data === 'reference' ? 0 : data,
    webDist: null,
    timeZone: APP_TIME_ZONE,
    today: TODAY,
    checkResponses: true,
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
    as: (role, options) => actAs(app, call, role, options),
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

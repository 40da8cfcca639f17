import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { todayYmd } from '@doyang/domain';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  tokenTtlSeconds: number;
  loginRateLimit: number;
  demoStudents: number;
  webDist: string | null;
  /** A fixed calendar day ('YYYY-MM-DD') for tests; absent means today in Mexico City. */
  today?: string;
};

function readSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the environment once; every variable is listed in the README. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  const webDist = resolve(import.meta.dirname, '../../web/dist');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: env.JWT_SECRET || readSecret(dataDir),
    tokenTtlSeconds: Number(env.TOKEN_TTL ?? 12 * 3600),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    demoStudents: Number(env.DEMO_STUDENTS ?? 400),
    webDist: existsSync(webDist) ? webDist : null,
  };
}

/** The calendar day the rules run on (ages, debtors, enrollment dates). */
export const todayOf = (config: Pick<Config, 'today'>): string => config.today ?? todayYmd();

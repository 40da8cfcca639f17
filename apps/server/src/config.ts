import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_TIME_ZONE, todayYmd } from '@doyang/domain';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  tokenTtlSeconds: number;
  loginRateLimit: number;
  /** Which proxies' X-Forwarded-For to believe (Fastify's trustProxy); false unless TRUST_PROXY says so. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** Largest JSON body accepted, in bytes (uploads get their own limit). */
  bodyLimit: number;
  demoStudents: number;
  webDist: string | null;
  /** The product's calendar: an IANA time zone (APP_TIMEZONE, Mexico City's by default). */
  timeZone: string;
  /** A fixed calendar day ('YYYY-MM-DD') for tests; absent means today in `timeZone`. */
  today?: string;
  /** Check every answer against its route's declared response schema (tests): a drift fails loudly. */
  checkResponses?: boolean;
  /**
   * How often (ms) each process reads the session version on its own, whatever happens to its LISTEN connection:
   * a session change reaches every process within about this long (SESSION_CHECK_MS, 1,500 by default).
   */
  sessionCheckMs?: number;
  /** The public live view's limits per client address and in total (issue 22): one crowd must not stall everyone. */
  live: LiveLimits;
};

export type LiveLimits = {
  /** Open event streams one address may hold (LIVE_STREAMS_PER_ADDRESS). */
  streamsPerAddress: number;
  /** Open event streams the process holds at most (LIVE_STREAMS_TOTAL). */
  streamsTotal: number;
  /** Requests a minute one address may make to the live routes (LIVE_RATE_LIMIT). */
  perMinute: number;
};

export const DEFAULT_LIVE_LIMITS: LiveLimits = { streamsPerAddress: 10, streamsTotal: 5000, perMinute: 600 };

function readSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** TRUST_PROXY: unset/0/false = trust no proxy; 1/true = any; a number of hops (2..); or a comma list of addresses/CIDRs. */
export function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = (raw ?? '').trim();
  if (!value || value === '0' || value.toLowerCase() === 'false') return false;
  if (value === '1' || value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export const DEFAULT_SESSION_CHECK_MS = 1_500;

/** APP_TIMEZONE: an IANA zone the runtime knows; a typo stops the server rather than shifting every "today". */
export function parseTimeZone(raw: string | undefined): string {
  const zone = (raw ?? '').trim() || APP_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('es-MX', { timeZone: zone });
  } catch {
    throw new Error(`APP_TIMEZONE no es una zona horaria válida: ${zone} (por ejemplo America/Mexico_City)`);
  }
  return zone;
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bodyLimit: Number(env.BODY_LIMIT ?? DEFAULT_BODY_LIMIT),
    timeZone: parseTimeZone(env.APP_TIMEZONE),
    demoStudents: Number(env.DEMO_STUDENTS ?? 400),
    sessionCheckMs: Number(env.SESSION_CHECK_MS ?? DEFAULT_SESSION_CHECK_MS),
    webDist: existsSync(webDist) ? webDist : null,
    live: {
      streamsPerAddress: Number(env.LIVE_STREAMS_PER_ADDRESS ?? DEFAULT_LIVE_LIMITS.streamsPerAddress),
      streamsTotal: Number(env.LIVE_STREAMS_TOTAL ?? DEFAULT_LIVE_LIMITS.streamsTotal),
      perMinute: Number(env.LIVE_RATE_LIMIT ?? DEFAULT_LIVE_LIMITS.perMinute),
    },
  };
}

/** The calendar day the rules run on (ages, debtors, enrollment dates). */
export const todayOf = (config: Pick<Config, 'today' | 'timeZone'>): string =>
  config.today ?? todayYmd(new Date(), config.timeZone);

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_TIME_ZONE, todayYmd } from '@doyang/domain';
import type { StorageConfig } from './storage/file-storage.ts';

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
  /** Where uploaded files are kept: DATA_DIR/files, or S3-compatible storage (STORAGE=s3). */
  storage: StorageConfig;
  /** Largest uploaded file (digital resources, a person's file, insurance documents), in bytes (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
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

/** 10 MiB: a scanned document or a phone photo, well above a digital resource's usual PDF (docs/decisions.md). */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

const flagOf = (raw: string | undefined): boolean | undefined => {
  const value = (raw ?? '').trim().toLowerCase();
  if (!value) return undefined;
  return value === '1' || value === 'true' || value === 'yes';
};

/**
 * STORAGE: `disk` (default, DATA_DIR/files) or `s3` with S3_BUCKET (required), S3_ENDPOINT (absent: AWS), S3_REGION
 * (us-east-1), S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (both or neither: then the AWS SDK's default chain), and
 * S3_FORCE_PATH_STYLE (default: on when S3_ENDPOINT is set, as self-hosted services need). A mistake stops the server.
 */
export function parseStorage(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const kind = (env.STORAGE ?? '').trim().toLowerCase() || 'disk';
  if (kind === 'disk') return { kind: 'disk', dir: join(dataDir, 'files') };
  if (kind !== 's3') throw new Error(`STORAGE debe ser disk o s3 (se recibió ${kind})`);
  const bucket = (env.S3_BUCKET ?? '').trim();
  if (!bucket) throw new Error('STORAGE=s3 necesita S3_BUCKET');
  const endpoint = (env.S3_ENDPOINT ?? '').trim() || undefined;
  const accessKeyId = (env.S3_ACCESS_KEY_ID ?? '').trim();
  const secretAccessKey = (env.S3_SECRET_ACCESS_KEY ?? '').trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas (o ninguna, para las credenciales del entorno de AWS)');
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: (env.S3_REGION ?? '').trim() || 'us-east-1',
    ...(accessKeyId && { credentials: { accessKeyId, secretAccessKey } }),
    forcePathStyle: flagOf(env.S3_FORCE_PATH_STYLE) ?? endpoint !== undefined,
  };
}

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
    storage: parseStorage(env, dataDir),
    uploadMaxBytes: Number(env.UPLOAD_MAX_BYTES ?? DEFAULT_UPLOAD_MAX_BYTES),
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

import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * Subscribes to a NOTIFY channel; `onNotify` gets the notification's payload ('' without one). `onReset` runs whenever notifications may have been missed (the
 * listening connection dropped and came back), so a subscriber drops whatever it derived from them.
 */
export type Listen = (channel: string, onNotify: (payload: string) => void, onReset: () => void) => Promise<() => Promise<void>>;

export type DbHandle = {
  db: Db;
  driver: 'pglite' | 'pg';
  close: () => Promise<void>;
  migrate: () => Promise<void>;
  listen: Listen;
  /** PGlite only: the whole data directory as a tarball (tests start their databases from one). */
  dump?: () => Promise<Blob>;
};

/** How the LISTEN connection is watched: a query on it every `everyMs`, given `timeoutMs` to answer. */
export type ListenHealth = { everyMs: number; timeoutMs: number };

const DEFAULT_LISTEN_HEALTH: ListenHealth = { everyMs: 10_000, timeoutMs: 3_000 };

/** Resolves as `work` does, or rejects once `ms` pass without an answer. */
function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Closes a client's socket at once: a connection that stopped answering never finishes a polite goodbye. */
const destroy = (client: pg.Client): void =>
  (client as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();

/**
 * LISTEN on a connection of its own (a pooled one cannot hold it), reconnecting after a drop. A connection can also die
 * without a word (a NAT that forgets it, a failover): TCP keepalive and a query every `health.everyMs` find it out,
 * and one that does not answer in time is closed and opened again; `onReset` runs each time, since notifications may
 * have been missed meanwhile.
 */
function pgListen(connectionString: string, health: ListenHealth): Listen {
  return async (channel, onNotify, onReset) => {
    let closed = false;
    let client: pg.Client | null = null;
    let watch: ReturnType<typeof setInterval> | undefined;
    const later = (ms: number) => {
      if (!closed) setTimeout(() => void connect().catch(() => later(1000)), ms).unref();
    };
    const connect = async (): Promise<void> => {
      if (closed) return;
      const next = new pg.Client({
        connectionString,
        keepAlive: true,
        keepAliveInitialDelayMillis: health.everyMs,
        connectionTimeoutMillis: health.timeoutMs,
      });
      next.on('notification', (message) => onNotify(message.payload ?? ''));
      next.on('error', () => undefined);
      let ended = false;
      next.on('end', () => {
        ended = true;
        if (client !== next) return;
        client = null;
        clearInterval(watch);
        if (closed) return;
        onReset();
        later(500);
      });
      try {
        await next.connect();
        await withinMs(next.query(`LISTEN ${pg.escapeIdentifier(channel)}`), health.timeoutMs);
      } catch (error) {
        if (!ended) destroy(next);
        throw error;
      }
      if (closed || ended) {
        if (!ended) destroy(next);
        return;
      }
      client = next;
      let checking = false;
      watch = setInterval(() => {
        if (checking) return;
        checking = true;
        withinMs(next.query('select 1'), health.timeoutMs)
          .catch(() => destroy(next)) // its 'end' reconnects
          .finally(() => {
            checking = false;
          });
      }, health.everyMs);
      watch.unref();
      onReset();
    };
    await connect();
    return async () => {
      closed = true;
      clearInterval(watch);
      const last = client;
      client = null;
      if (last) await withinMs(last.end(), health.timeoutMs).catch(() => destroy(last));
    };
  };
}

const migrationsFolder = join(import.meta.dirname, 'migrations');

/** PGlite under DATA_DIR by default ('memory://' for tests); PostgreSQL when a URL is given. */
export async function openDb(options: {
  databaseUrl: string | null;
  dataDir?: string | 'memory';
  /** A PGlite data directory dump (`dumpDataDir`) to start from: the tests' prepared template. */
  loadDataDir?: Blob;
  /** PostgreSQL: how often the LISTEN connection is checked, and how long it has to answer. */
  listenHealth?: ListenHealth;
}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // numeric and date come back as strings, like PGlite does: money never becomes a float, dates never shift.
    pool.on('connect', () => undefined);
    // An idle connection the server closes (restart, failover, a dropped test database) must not crash
    // the process: pg emits it on the pool, and the pool opens a new connection for the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL: conexión inactiva cerrada (${error.message})`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pg',
      close: () => pool.end(),
      migrate: () => migratePg(db as never, { migrationsFolder }),
      listen: pgListen(options.databaseUrl, options.listenHealth ?? DEFAULT_LISTEN_HEALTH),
    };
  }
  const dir = options.dataDir === 'memory' || !options.dataDir ? undefined : join(options.dataDir, 'pglite');
  // pg_trgm: the people searches find a name anywhere through a trigram index (migration 0013), as PostgreSQL does.
  const client = dir
    ? new PGlite(dir, { extensions: { pg_trgm } })
    : new PGlite({ loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One embedded connection: a NOTIFY is delivered to its listeners when the writing statement commits.
    listen: async (channel, onNotify) => client.listen(channel, (payload) => onNotify(payload ?? '')),
  };
}

// pg parses `date` into a JS Date by default; keep the 'YYYY-MM-DD' text instead (type oid 1082).
pg.types.setTypeParser(1082, (v) => v);

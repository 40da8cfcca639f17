import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DbHandle, openDb } from '../db/client.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { seedReference } from '../db/seed/reference.ts';
import { hashPassword } from '../shared/passwords.ts';

export const PASSWORD = 'demo1234';
/** The day the demo network is seeded for and the rules run on, so results never depend on the clock. */
export const TODAY = '2026-11-22';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its prepared PGlite databases, and the tag of its PostgreSQL templates. */
    testTemplates: { dir: string; run: string };
  }
}

/**
 * What a test file's database holds besides the migrations: a demo network of that many students, or only the
 * reference data (roles, degrees, settings, permissions, the default doyangs, user 1), for files that make
 * their own people with the factories: a smaller copy, and no test can lean on a demo fact.
 */
export type TestData = number | 'reference';

async function prepare(handle: DbHandle, data: TestData): Promise<void> {
  await handle.migrate();
  const passwordHash = await hashPassword(PASSWORD);
  await seedReference(handle.db, { adminEmail: 'director@demo.mx', adminPasswordHash: passwordHash, today: TODAY });
  if (data !== 'reference') await seedDemo(handle.db, { students: data, passwordHash, today: TODAY });
}

const templates = () => inject('testTemplates');

/**
 * A PGlite dump prepared once per run and kind of data (workers race harmlessly: the file appears whole by rename),
 * so a test file loads a copy instead of migrating and seeding again.
 */
async function pgliteTemplate(data: TestData): Promise<Blob> {
  const file = join(templates().dir, `pglite-${data}.tar`);
  if (!existsSync(file)) {
    const handle = await openDb({ databaseUrl: null, dataDir: 'memory' });
    await prepare(handle, data);
    const dump = await handle.dump?.();
    await handle.close();
    if (!dump) throw new Error('PGlite dump unavailable');
    const partial = `${file}.${process.pid}.${randomBytes(3).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

const withUrl = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

/** PostgreSQL: one template database per run and kind of data, built under an advisory lock; files copy it. */
async function postgresTemplate(base: string, data: TestData): Promise<string> {
  const name = `tmpl_${templates().run}_${data}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const lock = Number.parseInt(createHash('sha1').update(name).digest('hex').slice(0, 8), 16);
  try {
    await admin.query('select pg_advisory_lock($1)', [lock]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) {
      await admin.query(`create database ${name}`);
      const handle = await openDb({ databaseUrl: withUrl(base, name) });
      try {
        await prepare(handle, data);
      } finally {
        await handle.close();
      }
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [lock]).catch(() => undefined);
    await admin.end();
  }
  return name;
}

/** A database of its own for one test file, copied from the run's prepared one: PGlite in memory, or DATABASE_URL's server. */
export async function openTestDatabase(
  data: TestData,
): Promise<{ handle: DbHandle; url: string | null; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const handle = await openDb({ databaseUrl: null, dataDir: 'memory', loadDataDir: await pgliteTemplate(data) });
    return { handle, url: null, drop: async () => undefined };
  }
  const template = await postgresTemplate(base, data);
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = withUrl(base, name);
  return {
    handle: await openDb({ databaseUrl: url }),
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

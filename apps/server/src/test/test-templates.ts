import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type DbHandle, openDb } from '../db/client.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { seedReference } from '../db/seed/reference.ts';
import { hashPassword } from '../shared/passwords.ts';
import { diskStorage } from '../storage/disk-storage.ts';
import {
  PASSWORD,
  pgliteDumpName,
  postgresTemplateName,
  type TestData,
  type TestTemplates,
  TODAY,
  withDatabase,
} from './test-data.ts';

// Builds the run's prepared databases once, in Vitest's main process before any file starts (global-setup.ts): the
// migrations and the reference data once, then each demo network on a copy of that. Files only copy the result.

type Students = Exclude<TestData, 'reference'>;
const demoKinds = (kinds: TestData[]) => kinds.filter((k): k is Students => k !== 'reference');

async function seedReferenceData(handle: DbHandle, passwordHash: string): Promise<void> {
  await handle.migrate();
  await seedReference(handle.db, { adminEmail: 'director@demo.mx', adminPasswordHash: passwordHash, today: TODAY });
}

/** The demo's uploads go to the run's folder of files, which each test app copies (test-app.ts). */
const seedNetwork = (handle: DbHandle, students: Students, passwordHash: string, filesDir: string) =>
  seedDemo(handle.db, { students, passwordHash, today: TODAY, storage: diskStorage(filesDir) });

/** PGlite: one dump file per kind under `dir`, each demo network seeded on a load of the reference dump. */
async function buildPglite(dir: string, kinds: TestData[], passwordHash: string): Promise<void> {
  const save = async (handle: DbHandle, data: TestData) => {
    const dump = await handle.dump?.();
    if (!dump) throw new Error('PGlite dump unavailable');
    writeFileSync(join(dir, pgliteDumpName(data)), Buffer.from(await dump.arrayBuffer()));
    return dump;
  };
  const reference = await openDb({ databaseUrl: null, dataDir: 'memory' });
  let referenceDump: Blob;
  try {
    await seedReferenceData(reference, passwordHash);
    referenceDump = await save(reference, 'reference');
  } finally {
    await reference.close();
  }
  // One after the other: PGlite runs on this thread, so building two at once would take as long.
  for (const students of demoKinds(kinds)) {
    const handle = await openDb({ databaseUrl: null, dataDir: 'memory', loadDataDir: referenceDump });
    try {
      await seedNetwork(handle, students, passwordHash, join(dir, 'files'));
      await save(handle, students);
    } finally {
      await handle.close();
    }
  }
}

async function withAdmin<T>(base: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function seedDatabase(url: string, work: (handle: DbHandle) => Promise<void>): Promise<void> {
  const handle = await openDb({ databaseUrl: url });
  try {
    await work(handle);
  } finally {
    await handle.close();
  }
}

/** PostgreSQL: template databases `tmpl_<run>_<kind>`; the demo networks are copies of the reference one, seeded at once. */
async function buildPostgres(base: string, run: string, dir: string, kinds: TestData[], passwordHash: string): Promise<void> {
  const reference = postgresTemplateName(run, 'reference');
  await withAdmin(base, (admin) => admin.query(`create database ${reference}`));
  await seedDatabase(withDatabase(base, reference), (handle) => seedReferenceData(handle, passwordHash));
  await withAdmin(base, async (admin) => {
    for (const students of demoKinds(kinds))
      await admin.query(`create database ${postgresTemplateName(run, students)} template ${reference}`);
  });
  // Two at a time: the server seeds one while this process makes the rows of the other.
  const queue = demoKinds(kinds);
  const lane = async () => {
    for (let students = queue.shift(); students !== undefined; students = queue.shift()) {
      const each = students;
      await seedDatabase(withDatabase(base, postgresTemplateName(run, each)), (handle) =>
        seedNetwork(handle, each, passwordHash, join(dir, 'files')),
      );
    }
  };
  await Promise.all([lane(), lane()]);
}

/** Prepares `templates.kinds` (and always the reference data, their base) for PGlite, or for `databaseUrl`'s server. */
export async function buildTemplates(templates: TestTemplates, databaseUrl: string | undefined): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  if (databaseUrl) await buildPostgres(databaseUrl, templates.run, templates.dir, templates.kinds, passwordHash);
  else await buildPglite(templates.dir, templates.kinds, passwordHash);
}

/** Drops this run's PostgreSQL templates (and any copy a failed file left behind is the file's own to drop). */
export async function dropPostgresTemplates(base: string, run: string): Promise<void> {
  await withAdmin(base, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `tmpl_${run}_%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  });
}

import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DbHandle, openDb } from '../db/client.ts';
import { pgliteDumpName, postgresTemplateName, type TestData, withDatabase } from './test-data.ts';

export { PASSWORD, type TestData, TODAY } from './test-data.ts';

/** The run's prepared copy of `data` (global-setup.ts); a kind the run did not prepare is a mistake to name, not to build here. */
function prepared(data: TestData) {
  const templates = inject('testTemplates');
  if (!templates?.kinds.includes(data)) {
    throw new Error(
      `The test data ${JSON.stringify(data)} was not prepared for this run (prepared: ${templates?.kinds.join(', ') || 'none'}). ` +
        'global-setup.ts prepares the kinds the run’s files name as a literal in createTestApp(overrides, kind) or ' +
        'openTestDatabase(kind); name it so, and list it in TEST_DATA (test-data.ts).',
    );
  }
  return templates;
}

/** The folder of the files the run's demo networks uploaded when they were seeded (test-templates.ts). */
export const seededFilesDir = (): string => join(inject('testTemplates').dir, 'files');

/** A database of its own for one test file, copied from the run's prepared one: PGlite in memory, or DATABASE_URL's server. */
export async function openTestDatabase(
  data: TestData,
): Promise<{ handle: DbHandle; url: string | null; drop: () => Promise<void> }> {
  const templates = prepared(data);
  const base = process.env.DATABASE_URL;
  if (!base) {
    const file = join(templates.dir, pgliteDumpName(data));
    if (!existsSync(file)) throw new Error(`The prepared PGlite database ${file} is missing: was the run's setup interrupted?`);
    const handle = await openDb({ databaseUrl: null, dataDir: 'memory', loadDataDir: new Blob([readFileSync(file)]) });
    return { handle, url: null, drop: async () => undefined };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${postgresTemplateName(templates.run, data)}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(base, name);
  const drop = async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(`drop database if exists ${name} with (force)`);
    } finally {
      await c.end();
    }
  };
  return { handle: await openDb({ databaseUrl: url }), url, drop };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_DATA, type TestData, type TestTemplates } from './test-data.ts';
import { testDataAskedBy } from './test-data-asked.ts';
import { buildTemplates, dropPostgresTemplates } from './test-templates.ts';

const TEST_HELPERS = dirname(new URL(import.meta.url).pathname);

/**
 * A test file's text and that of the fixtures it imports from beside it (a fixture may open the file's app); the
 * shared helpers in src/test are not followed, they only pass a kind on.
 */
function sourcesOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const fixtures = [...source.matchAll(/from '(\.{1,2}\/[^']+\.ts)'/g)]
    .map((m) => resolve(dirname(file), m[1]))
    .filter((path) => !path.startsWith(`${TEST_HELPERS}/`));
  return [source, ...fixtures.map((path) => readFileSync(path, 'utf8'))];
}

/** The kinds of data the run's files ask for; every kind when the run's files are not known or one names its kind otherwise. */
function kindsOfRun(project: TestProject): TestData[] {
  const files = project.vitest.state.getPaths();
  if (!files.length) return [...TEST_DATA];
  const asked = new Set<TestData>();
  for (const file of files) {
    for (const source of sourcesOf(file)) {
      const kinds = testDataAskedBy(source);
      if (!kinds) return [...TEST_DATA];
      for (const kind of kinds) asked.add(kind);
    }
  }
  return TEST_DATA.filter((kind) => asked.has(kind));
}

/** The run's databases, shared by the projects whose files open them ('server' and 'server-mocks'). */
type Shared = { templates: Promise<TestTemplates>; users: number; teardown: () => Promise<void> };
const SHARED = Symbol.for('doyang.test-templates');
const shared = globalThis as { [SHARED]?: Shared };

/** Builds the databases the run's files ask for (test-templates.ts): once per run, whichever project asks first. */
function build(project: TestProject): Shared {
  const templates: TestTemplates = {
    dir: mkdtempSync(join(tmpdir(), 'doyang-test-')),
    run: randomBytes(4).toString('hex'),
    kinds: kindsOfRun(project),
  };
  const base = process.env.DATABASE_URL;
  const teardown = async () => {
    rmSync(templates.dir, { recursive: true, force: true });
    if (base) await dropPostgresTemplates(base, templates.run);
  };
  const built = async () => {
    if (!templates.kinds.length) return templates;
    const started = performance.now();
    try {
      await buildTemplates(templates, base);
    } catch (error) {
      await teardown();
      throw error;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`test databases (${base ? 'PostgreSQL' : 'PGlite'}): ${templates.kinds.join(', ')} in ${seconds} s`);
    return templates;
  };
  return { templates: built(), users: 0, teardown };
}

/**
 * Builds every database the run's test files ask for, once, before any of them starts; each file then copies one
 * (test-databases.ts). Everything is removed when the last project using them ends.
 */
export default async function setup(project: TestProject) {
  shared[SHARED] ??= build(project);
  const run = shared[SHARED];
  run.users += 1;
  project.provide('testTemplates', await run.templates);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    delete shared[SHARED];
    await run.teardown();
  };
}

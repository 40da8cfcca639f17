import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const serverTests = readdirSync('apps/server/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `apps/server/src/${file}`);
// A file that replaces a module (vi.mock) needs a module registry of its own: the others share one per worker.
const mocking = serverTests.filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));

// One runner for domain unit tests and server API tests (each API test file gets its own database).
export default defineConfig({
  test: {
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          // Pure functions with no state of their own: the files share one process, so each does not pay for starting
          // one and importing the domain again (nine tenths of their time before).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: mocking,
          // Each file opens its own app on its own database, so the files of a worker share the imported modules:
          // importing the server once per file was a fifth of the run.
          isolate: false,
          // The databases the run's files ask for are built once, before any file starts; each file copies one.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-mocks',
          include: mocking.length ? mocking : ['apps/server/src/no-such-file.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
    ],
  },
});

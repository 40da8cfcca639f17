import { defineConfig } from 'vitest/config';

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
          // The databases the run's files ask for are built once, before any file starts; each file copies one.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
    ],
  },
});

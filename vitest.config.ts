import { defineConfig } from 'vitest/config';

// One runner for domain unit tests and server API tests (each API test file gets its own database).
export default defineConfig({
  test: {
    include: ['packages/**/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    // Migrations and demo data are prepared once per run; each API test file starts from a copy.
    globalSetup: ['apps/server/src/test/global-setup.ts'],
  },
});

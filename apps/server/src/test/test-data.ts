// What the run prepares before any test file starts (global-setup.ts builds it, test-databases.ts copies it): shared
// by both sides, so it imports nothing of Vitest's test API (global-setup runs in Vitest's main process).

export const PASSWORD = 'demo1234';
/** The day the demo network is seeded for and the rules run on, so results never depend on the clock. */
export const TODAY = '2026-11-22';

/**
 * Every kind of data a test file may ask for: a demo network of that many students, or only the reference data
 * (roles, degrees, settings, permissions, the default doyangs, user 1), for files that make their own people with the
 * factories: a smaller copy, and no test can lean on a demo fact. A kind not listed here does not compile.
 */
export const TEST_DATA = ['reference', 0, 5, 20, 30, 40, 60, 120, 200, 300] as const;
export type TestData = (typeof TEST_DATA)[number];

/** The kind `createTestApp` copies when a file names none. */
export const DEFAULT_TEST_DATA: TestData = 60;

export type TestTemplates = {
  /** Where this run keeps its PGlite dumps (one file per kind). */
  dir: string;
  /** The tag of this run's PostgreSQL template databases. */
  run: string;
  /** The kinds prepared for this run: what the files of the run ask for. */
  kinds: TestData[];
};

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

export const pgliteDumpName = (data: TestData) => `pglite-${data}.tar`;
export const postgresTemplateName = (run: string, data: TestData) => `tmpl_${run}_${data}`;

/** The same server as `base`, another database. */
export function withDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

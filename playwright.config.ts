import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_JWT_SECRET } from './e2e/support/env.ts';

const port = Number(process.env.E2E_PORT ?? 3210);

// The journeys that share the demo network run in two halves, each one at a time against its own server and data
// directory, side by side: the second half's server is `port + 1`. The halves take about as long as each other: the
// longest files first, each to the half with less to do, by the seconds a run measured (e2e/serial-seconds.json; a
// file not measured yet counts as the mean, or nothing when it is tagged @isolated). Halves of alternating names
// ended 90 s apart (stop 34).
const specs = readdirSync('e2e', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();
const measured: Record<string, number> = JSON.parse(readFileSync('e2e/serial-seconds.json', 'utf8'));
const mean = Object.values(measured).reduce((a, b) => a + b, 0) / Math.max(1, Object.keys(measured).length);
const seconds = (file: string) =>
  measured[file] ?? (readFileSync(`e2e/${file}`, 'utf8').includes('@isolated') ? 0 : mean);
const halves: [string[], string[]] = [[], []];
const load = [0, 0];
for (const file of [...specs].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))) {
  const n = load[0] <= load[1] ? 0 : 1;
  halves[n].push(file);
  load[n] += seconds(file);
}
const half = (n: 0 | 1) => halves[n].map((file) => new RegExp(`${file.replace(/[.]/g, '\\.')}$`));

const server = (serverPort: number, dataDir: string) => ({
  command: `rm -rf ${dataDir} && npm run start -w apps/server`,
  url: `http://localhost:${serverPort}/api/docs/json`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  env: {
    PORT: String(serverPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: E2E_JWT_SECRET,
    DEMO_STUDENTS: '300',
    LOGIN_RATE_LIMIT: '200',
  },
});

// Journeys run in Debian's Chromium against the real server on a fresh PGlite data directory.
// Those tagged @isolated make their own doyang and people (e2e/support/fresh-doyang.ts) and touch nothing
// shared, so they run side by side first; the rest read or change the demo network and run after, one at a time on
// each of the two servers.
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  projects: [
    { name: 'isolated', grep: /@isolated/, fullyParallel: true },
    ...([0, 1] as const).map((n) => ({
      name: `serial-${n + 1}`,
      grepInvert: /@isolated/,
      testMatch: half(n),
      dependencies: ['isolated'],
      fullyParallel: false,
      workers: 1,
      use: { baseURL: `http://localhost:${port + n}` },
    })),
  ],
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-MX',
    // As a person who asked for less motion: nothing fades or ripples while a step waits for it (theme.ts).
    reducedMotion: 'reduce',
    timezoneId: 'America/Mexico_City',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // A Mexican user's browser; e2e/people/student-dates.spec.ts runs in an English-language one.
      env: { ...process.env, LANG: 'es_MX.UTF-8', LANGUAGE: 'es_MX:es' },
      args: [
        '--lang=es-MX',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    screenshot: 'only-on-failure',
  },
  webServer: [server(port, resolve('e2e/.data')), server(port + 1, resolve('e2e/.data-2'))],
});

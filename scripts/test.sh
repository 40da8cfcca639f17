#!/usr/bin/env bash
# `npm test`: every check. With TEST_POSTGRES_URL (a PostgreSQL server whose user may create databases) the API tests
# run once more on it, after the PGlite run and before the journeys: beside the journeys it took a core from the
# browser, and journeys timed out waiting for pages (stop 33).
set -euo pipefail
cd "$(dirname "$0")/.."

npm run typecheck
npm run check:deps
# Every core: Vitest's default leaves one free (one worker on CI's two cores), and nothing runs beside these steps
# (10.6 → 7.3 min). Given here, not in vitest.config.ts: a worker count there binds every project over the command line.
npm run test:unit -- --maxWorkers="$(nproc)"

if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  echo "--- API tests on PostgreSQL ---"
  DATABASE_URL="$TEST_POSTGRES_URL" npm run test:unit -- --project 'server*' --maxWorkers="$(nproc)"
fi

npm run test:e2e

#!/usr/bin/env bash
# `npm test`: every check, ordered to keep two cores busy. With TEST_POSTGRES_URL (a PostgreSQL server whose user
# may create databases) the API tests run once more on it, beside the journeys: those spend much of their time
# waiting on the browser, so the two together take about as long as the journeys alone.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run typecheck
npm run check:deps
# Every core: Vitest's default leaves one free (one worker on CI's two cores), and nothing runs beside this step (10.6
# → 7.3 min). Given here, not in vitest.config.ts: a worker count there binds every project and the PostgreSQL run's
# --maxWorkers=1 below could not lower it.
npm run test:unit -- --maxWorkers="$(nproc)"

if [ -z "${TEST_POSTGRES_URL:-}" ]; then
  npm run test:e2e
  exit 0
fi

pg_log=$(mktemp)
DATABASE_URL="$TEST_POSTGRES_URL" npm run test:unit -- --project 'server*' --maxWorkers=1 >"$pg_log" 2>&1 & pg_run=$!
trap 'kill "$pg_run" 2>/dev/null || true' EXIT
e2e=0
npm run test:e2e || e2e=$?
echo "--- API tests on PostgreSQL ---"
if wait "$pg_run"; then tail -n 20 "$pg_log"; else cat "$pg_log"; exit 1; fi
exit "$e2e"

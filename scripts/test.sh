#!/usr/bin/env bash
# `npm test`: every check. With TEST_POSTGRES_URL (a PostgreSQL server whose user may create databases) the API tests
# of what PostgreSQL adds to PGlite run once more on it, after the PGlite run and before the journeys (beside the
# journeys they took a core from the browser, and journeys timed out waiting for pages: stop 33).
set -euo pipefail
cd "$(dirname "$0")/.."

npm run typecheck
npm run check:deps
# Every core: Vitest's default leaves one free (one worker on CI's two cores), and nothing runs beside these steps
# (10.6 → 7.3 min). Given here, not in vitest.config.ts: a worker count there binds every project over the command line.
npm run test:unit -- --maxWorkers="$(nproc)"

if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  # PGlite is PostgreSQL itself; what only a server has is other connections and other processes at once (the files
  # that use `onPostgres` or a `twin()`), node-postgres' own reading of every answer (the walks over every route in
  # security/) and the database's own behaviour (db/). Every API file on PostgreSQL: `DATABASE_URL=… npx vitest run
  # --project 'server*'` (docs/decisions.md, "CI time").
  mapfile -t postgres_files < <(
    { grep -rlE 'onPostgres|twin\(\)' apps/server/src --include='*.test.ts'; ls apps/server/src/security/*.test.ts apps/server/src/db/*.test.ts; } | sort -u
  )
  echo "--- API tests on PostgreSQL (${#postgres_files[@]} files) ---"
  DATABASE_URL="$TEST_POSTGRES_URL" npm run test:unit -- --project 'server*' --maxWorkers="$(nproc)" "${postgres_files[@]}"
fi

npm run test:e2e

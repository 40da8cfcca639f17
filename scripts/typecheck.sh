#!/usr/bin/env bash
# Every TypeScript project checked, in two lanes beside each other (each tsc uses one core).
set -uo pipefail
cd "$(dirname "$0")/.."
lane() { for project in "$@"; do npx tsc -p "$project" --noEmit || return 1; done; }
lane packages/domain apps/server bench & first=$!
lane apps/web e2e & second=$!
status=0
wait "$first" || status=1
wait "$second" || status=1
exit "$status"

#!/usr/bin/env bash
# Runs every browser test (tests/browser/*.mjs except lib.mjs) against the
# release build in build/wasm/site (override with SHAMBLE_SITE) and ends with
# exactly one line "N passed, M failed"; exits non-zero on any failure.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
export SHAMBLE_NODE_MODULES="${SHAMBLE_NODE_MODULES:-${SHAMBLE_CACHE:-$HOME/.cache/shamble}/node/node_modules}"
pass=0; fail=0
for t in "$here"/*.mjs; do
  [ "$(basename "$t")" = lib.mjs ] && continue
  echo "== $(basename "$t")"
  if timeout 300 node "$t"; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]

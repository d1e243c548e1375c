#!/usr/bin/env bash
# For developers sharing one working tree: copies it to a private folder, builds there and runs Playwright,
# so parallel builds don't clobber each other's .next. Usage: scripts/e2e-local.sh [playwright args...]
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
dest=${E2E_WORKDIR:-/tmp/fixpilot-e2e-$(whoami)-$$}
mkdir -p "$dest"
rsync -a --delete --exclude .next --exclude node_modules --exclude '.data*' --exclude test-results --exclude playwright-report "$src/" "$dest/"
# Turbopack won't resolve packages through a symlink leaving the project, so hard-link a copy (cheap, same disk).
[ -L "$dest/node_modules" ] && rm "$dest/node_modules"
rsync -a --delete --link-dest="$src/node_modules/" "$src/node_modules/" "$dest/node_modules/"
cd "$dest"
export NEXT_TELEMETRY_DISABLED=1
node scripts/prisma-generate.mjs >/dev/null
npx tsx scripts/build.ts
E2E_PORT=${E2E_PORT:-$((3300 + RANDOM % 500))} npx playwright test "$@"

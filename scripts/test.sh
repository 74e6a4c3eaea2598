#!/usr/bin/env bash
# `npm test`: every test of the project. Installs what is missing, then lint, format, types, unit and API tests
# on PGlite, the API tests again on a throwaway PostgreSQL cluster, the browser tests in Debian's chromium (with the
# HTML of every page checked), and the Lighthouse budgets of the citizen pages.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
node scripts/ensure-deps.mjs
bash scripts/ensure-system.sh
mkdir -p .tmp && rm -f .tmp/results-*.json

STAGE=""
step() { STAGE=$1; printf '\n=== %s\n' "$1"; }

# Whatever happens, the run ends with its one summary line; a stage that stops the run is named and counted.
PGDIR=""
finish() {
  local code=$?
  [ -n "$PGDIR" ] && bash scripts/pg-cluster.sh stop "$PGDIR" || true
  printf '\n=== Summary\n'
  if [ "$code" -ne 0 ]; then node scripts/summarize-tests.mjs --failed-stage "$STAGE" || true; exit "$code"; fi
  node scripts/summarize-tests.mjs || exit 1
}
trap finish EXIT

step "Lint and format (Biome)"
npx biome check .

step "Type check (every workspace)"
npm run --silent typecheck

step "Unit and API tests on PGlite"
npx vitest run --reporter=default --reporter=json --outputFile=.tmp/results-vitest-pglite.json

step "API tests on PostgreSQL"
PGDIR=$(mktemp -d /tmp/ebelediye-pg.XXXXXX)
PGPORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
TEST_DATABASE_URL=$(bash scripts/pg-cluster.sh start "$PGDIR" "$PGPORT")
TEST_DATABASE_URL=$TEST_DATABASE_URL npx vitest run --project api --reporter=default --reporter=json --outputFile=.tmp/results-vitest-postgres.json

step "A contracted bank's whole day (bank-branch simulator against a portal on PGlite)"
npm run --silent drill:bank-day -- --start

step "Browser tests (Playwright in Debian chromium; every page through the Nu HTML Checker)"
node scripts/build-web.mjs
node scripts/bundle-size.mjs --check
(cd e2e && npx playwright test)

step "Lighthouse budgets (mobile, median of 3: performance ≥ 95, accessibility 100, first-load JavaScript ≤ 120 KiB)"
node --import tsx e2e/lighthouse/run.ts

#!/usr/bin/env bash
# Runs every test: jest's server and SPA projects, then the browser tests against a fresh production build.
# Ends with one plain line `Tests: N passed, M failed` parsed from jest's JSON report.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
bash scripts/ensure-chromium.sh || exit 1
# The test build leaves out the .br/.gz twins (most of a build's time): the SPA server compresses on the fly, and the
# size budgets are measured from dist/ at gzip -9, not from what the server sent.
if [ "${SKIP_BUILD:-}" != "1" ]; then
  SKIP_PRECOMPRESSION=1 npm run --silent build -- --no-stats >/dev/null || { echo "build failed"; echo "Tests: 0 passed, 1 failed"; exit 1; }
fi
report=.tmp/jest-report.json
rm -f "$report"
# Four workers on two cores: each test waits much of its time (on pages, servers, timers), and four keep both cores
# busy. With two, a full run left the cores idle three quarters of the time (about 1,340 s); with four, CI's line for
# this step says the cores were busy 99% of it (about 650 s): more workers would only share the same cores.
# JEST_WORKERS sets another count.
npx jest --maxWorkers="${JEST_WORKERS:-4}" --json --outputFile="$report" "$@"
status=$?
node scripts/jest-summary.cjs "$report" || status=1
exit $status

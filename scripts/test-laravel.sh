#!/usr/bin/env bash
# The SPA on Laravel (compat/laravel): installs the PHP dependencies, migrates, then runs the browser suite in
# test/laravel (which starts `php artisan serve`, the realtime server and the production SPA). Ends with one plain
# line `Tests: N passed, M failed`. Without PHP, Composer or its extensions it prints one line, `Tests: 0 passed,
# 0 failed, K skipped`, and exits 0: skipped, never passed.
set -uo pipefail
cd "$(dirname "$0")/.."
LARAVEL_TESTS=$(cat test/laravel/*.test.ts | grep -cE "^test\(")
app=compat/laravel

missing=()
command -v php >/dev/null 2>&1 || missing+=(php)
command -v composer >/dev/null 2>&1 || missing+=(composer)
if command -v php >/dev/null 2>&1; then
  modules=$(php -m)
  for ext in pdo_sqlite dom mbstring curl; do grep -qix "$ext" <<<"$modules" || missing+=("php-$ext"); done
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "Laravel suite skipped: ${missing[*]} not installed"
  echo "Tests: 0 passed, 0 failed, ${LARAVEL_TESTS} skipped"
  exit 0
fi

fail() { echo "$1"; echo "Tests: 0 passed, 1 failed"; exit 1; }
# Composer resolves the versions on every install (no lock file is kept): about 14 s even with nothing to do, so a
# vendor/ newer than composer.json is used as it is.
if [ ! -f "$app/vendor/autoload.php" ] || [ "$app/composer.json" -nt "$app/vendor/autoload.php" ]; then
  composer install -d "$app" --no-dev --no-interaction --no-progress --quiet || fail "composer install failed"
fi
[ -f "$app/.env" ] || cp "$app/.env.example" "$app/.env"
grep -q '^APP_KEY=base64:' "$app/.env" || (cd "$app" && php artisan key:generate --force --quiet) || fail "artisan key:generate failed"
[ -f "$app/database/database.sqlite" ] || touch "$app/database/database.sqlite"
(cd "$app" && php artisan migrate --force --quiet) || fail "artisan migrate failed"

mkdir -p .tmp
bash scripts/ensure-chromium.sh || fail "Chromium missing"
report=.tmp/jest-laravel-report.json
rm -f "$report"
# The e2e project's globalSetup builds dist/ only when it is missing or older than the sources.
npx jest -c test/laravel/jest.config.ts --maxWorkers=1 --json --outputFile="$report" "$@"
status=$?
node scripts/jest-summary.cjs "$report" || status=1
exit $status

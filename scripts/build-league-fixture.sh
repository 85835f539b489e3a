#!/usr/bin/env bash
# Builds the export a second time with a site league in it, into out-league/, for the acceptance
# journey (e2e/site-league.spec.ts): a league made with the command line in a scratch LEAGUE_ROOT
# outside this checkout ('Site League', one question ending in two days), its public files copied
# into the working tree only for the build and removed afterwards (a trap does it on failure too),
# so the checkout is left as it was. The journey resolves the question in that LEAGUE_ROOT later.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

ROOT="${LEAGUE_FIXTURE_ROOT:-${TMPDIR:-/tmp}/predictoplay-league-${E2E_PORT:-3100}}"
ASIDE="$(mktemp -d "${TMPDIR:-/tmp}/predictoplay-aside.XXXXXX")"
started=$(date +%s)

# What the checkout holds is put back exactly: its own league (if it runs one) and the normal export.
restore() {
  for part in data/league public/league; do
    local kept="$ASIDE/${part//\//-}"
    if [[ -e "$kept" ]]; then rm -rf "$part"; mv "$kept" "$part"
    elif [[ -e "$ASIDE/${part//\//-}.copied" ]]; then rm -rf "$part"; fi
  done
  if [[ -e "$ASIDE/out" ]]; then rm -rf out; mv "$ASIDE/out" out; fi
  rm -rf "$ASIDE"
}
trap restore EXIT

rm -rf "$ROOT"
mkdir -p "$ROOT"
ends=$(node -e 'console.log(new Date(Date.now() + 2 * 86400000).toISOString())')
LEAGUE_ROOT="$ROOT" npm run --silent league -- init --name "Site League"
LEAGUE_ROOT="$ROOT" npm run --silent league -- add --question "Will the site league's first question settle in this journey?" --category Sports --ends "$ends"
LEAGUE_ROOT="$ROOT" npm run --silent league -- publish

for part in data/league public/league; do
  if [[ -e "$part" ]]; then mv "$part" "$ASIDE/${part//\//-}"; else touch "$ASIDE/${part//\//-}.copied"; fi
done
mkdir -p data/league public/league
cp "$ROOT/data/league/league.json" "$ROOT/data/league/events.json" data/league/
cp "$ROOT/public/league/feed.json" public/league/
if [[ -e out ]]; then mv out "$ASIDE/out"; fi

# English only, and not type-checked again (the site's build just did): the league journeys read
# the English pages, and a second language's build would add a minute to every test run.
env -u LEAGUE_ROOT BUILD_LOCALES=en BUILD_SKIP_TYPECHECK=1 npm run --silent build
rm -rf out-league
mv out out-league
echo "league build: out-league/ with the league in $ROOT, in $(( $(date +%s) - started )) s"

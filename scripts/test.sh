#!/usr/bin/env bash
# Every test: unit and component tests, then the export is built fresh, its size checked, and the
# Playwright journeys run against it, served on 127.0.0.1 the way a CDN serves it. A second build
# carries a site league (out-league/, see scripts/build-league-fixture.sh) for the league journey.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
npx jest --ci
bash scripts/ensure-chromium.sh
npm run build
npm run size
bash scripts/build-league-fixture.sh
npx playwright test

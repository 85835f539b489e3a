#!/usr/bin/env bash
# `npm run build`: the export in every language. Each language is its own `next build` (English at
# the root, Hindi with basePath /hi), so a page's bundle carries its own language's words only;
# the Hindi export is then moved into out/hi/, the scripts every page loads get V8's compile hint
# (scripts/perf/compile-hints.mjs), and the security policy and the service worker are made for the
# whole site. One DEPLOY_ID names both halves, so they are one deploy.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."
export DEPLOY_ID="${DEPLOY_ID:-$(date -u +%Y-%m-%dT%H:%M:%S.000Z)}"

node scripts/i18n-compile.mjs
npx tsx scripts/league/check-build.ts
# BUILD_LOCALES (e.g. "en") builds only those: the league fixture's export is English only.
locales=$(node -e 'const all = require("./project.inlang/settings.json").locales; const only = process.env.BUILD_LOCALES?.split(/[ ,]+/); console.log(all.filter((l) => l !== "en" && (!only || only.includes(l))).join(" "))')
rm -rf .out-locales && mkdir .out-locales
for locale in $locales; do
  NEXT_PUBLIC_LOCALE="$locale" BUILD_SKIP_TYPECHECK=1 npx next build
  mv out ".out-locales/$locale"
done
NEXT_PUBLIC_LOCALE=en npx next build
node scripts/merge-locale-exports.mjs .out-locales
rm -rf .out-locales
node scripts/perf/compile-hints.mjs out
npx tsx scripts/csp.ts
node scripts/build-sw.mjs

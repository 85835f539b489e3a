import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The site league's public key from the committed data/league/league.json, compiled into the
 * site so every visitor pins the same key; '' when this deploy has no league (a fresh clone).
 * `npm run build` has already verified the feed against this file (scripts/league/check-build.ts);
 * the shape is checked again here so `next dev` never compiles in something that is not a key.
 */
function siteLeagueKey() {
  const path = join(import.meta.dirname, 'data', 'league', 'league.json');
  if (!existsSync(path)) return '';
  const league = JSON.parse(readFileSync(path, 'utf8'));
  const valid =
    league?.format === 'predictoplay-league' && league.version === 1 && /^[A-Za-z0-9_-]{87}$/.test(String(league.publicKey));
  // public/league/feed.json: public/ and FEED_PATH of lib/league/feed-path.ts (a test holds them equal).
  if (!valid) throw new Error('data/league/league.json is not a league file (run `npm run league -- verify public/league/feed.json`).');
  return league.publicKey;
}

// The export is built once per language (scripts/build.sh): English at the root, Hindi under /hi.
// NEXT_PUBLIC_LOCALE names the build's language; the compiled messages read it as a constant.
const SETTINGS = join(import.meta.dirname, 'project.inlang', 'settings.json');
const LOCALES = existsSync(SETTINGS) ? JSON.parse(readFileSync(SETTINGS, 'utf8')).locales : ['en'];
const LOCALE = LOCALES.includes(process.env.NEXT_PUBLIC_LOCALE) ? process.env.NEXT_PUBLIC_LOCALE : 'en';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static export: plain HTML and JS that any CDN can serve; all state lives in the browser.
  output: 'export',
  basePath: LOCALE === 'en' ? '' : `/${LOCALE}`,
  images: { unoptimized: true },
  // The same code is type-checked once per `npm run build` (by the English build, and by lint's
  // and Jest's own runs); the other languages' builds and the test fixture's skip the repeat.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  reactStrictMode: true,
  poweredByHeader: false,
  env: {
    // Names this build in every page's HTML, so the first page of a new deploy can say 'Updated'.
    DEPLOY_ID: process.env.DEPLOY_ID ?? new Date().toISOString(),
    NEXT_PUBLIC_SITE_LEAGUE_KEY: siteLeagueKey(),
    NEXT_PUBLIC_LOCALE: LOCALE,
  },
};

export default nextConfig;

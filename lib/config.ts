// The one place that reads process.env. Next inlines these at build time, so the exported site
// carries the values it was built with and reads nothing at run time.

/** The demo admin address shown in the login dialog; `NEXT_PUBLIC_ADMIN_EMAIL` at build time. */
export const ADMIN_EMAIL_SETTING = process.env.NEXT_PUBLIC_ADMIN_EMAIL || 'admin@predictoplay.com';

/** Names this build in every page's HTML (set in next.config.mjs), so a new deploy can say 'Updated'. */
export const DEPLOY_ID = process.env.DEPLOY_ID ?? 'dev';

/** True in the exported site, false under `next dev` and Jest (where no service worker registers). */
export const IS_PRODUCTION_BUILD = process.env.NODE_ENV === 'production';

/**
 * The site league's public key (base64url of the raw P-256 key), compiled in by next.config.mjs
 * from the committed data/league/league.json; '' when this deploy has no league, and then the
 * site requests no feed. Pinning it at build time means a feed swapped on the CDN alone is refused.
 */
export const SITE_LEAGUE_KEY = process.env.NEXT_PUBLIC_SITE_LEAGUE_KEY ?? '';

/**
 * Where the exported site is served, for the absolute links a shared page's preview needs
 * (og:image, og:url); `SITE_URL` at build time. The default is the address `npm run serve` uses.
 */
export const SITE_URL = process.env.SITE_URL || 'http://127.0.0.1:3000';

/** The language this build speaks ('en', 'hi'); `NEXT_PUBLIC_LOCALE`, set per build by scripts/build.sh. */
export const LOCALE_SETTING = process.env.NEXT_PUBLIC_LOCALE;

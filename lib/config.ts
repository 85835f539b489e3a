// The one place that reads process.env. Next inlines these at build time, so the exported site
// carries the values it was built with and reads nothing at run time.

/** The demo admin address shown in the login dialog; `NEXT_PUBLIC_ADMIN_EMAIL` at build time. */
export const ADMIN_EMAIL_SETTING = process.env.NEXT_PUBLIC_ADMIN_EMAIL || 'admin@predictoplay.com';

/** Names this build in every page's HTML (set in next.config.mjs), so a new deploy can say 'Updated'. */
export const DEPLOY_ID = process.env.DEPLOY_ID ?? 'dev';

/** True in the exported site, false under `next dev` and Jest (where no service worker registers). */
export const IS_PRODUCTION_BUILD = process.env.NODE_ENV === 'production';

// The demo admin address, fixed at build time from NEXT_PUBLIC_ADMIN_EMAIL. On a static site this
// is a convenience for trying the admin screens, not a security boundary.

export const ADMIN_EMAIL = (process.env.NEXT_PUBLIC_ADMIN_EMAIL || 'admin@predictoplay.com').trim().toLowerCase();

// The demo admin address, fixed at build time from NEXT_PUBLIC_ADMIN_EMAIL. On a static site this
// is a convenience for trying the admin screens, not a security boundary.

import { ADMIN_EMAIL_SETTING } from '../config';

export const ADMIN_EMAIL = ADMIN_EMAIL_SETTING.trim().toLowerCase();

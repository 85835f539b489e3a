// Whether this browser holds no login, known before the first paint (issue 33). The wallet,
// profile and admin pages can only say what they show once the session and the game data are read
// (an IndexedDB read, after the page's code has loaded), yet for a browser that holds no login the
// answer is already stored in this browser: 'Please log in' (or, on /admin, 'Page Not Found'). A tiny
// inline script (lib/storage/session-mark-script.ts, its hash in the page's security policy) marks
// <html> when no login is stored, and CSS then shows that screen from the exported HTML instead of
// an empty placeholder; the live screen takes its place with the same size. A stored login, or
// anything unreadable, leaves the mark off and the placeholder stands, as before.

import { NO_SESSION, SESSION_MARK_ATTRIBUTE } from '../storage/session-mark-script';

export { NO_SESSION, SESSION_MARK_ATTRIBUTE, sessionMarkScript } from '../storage/session-mark-script';

/** The box shown while the session is read, unless no login is stored. */
export const SESSION_PENDING_CLASS = 'session-pending';
/** The visitor's screen drawn while the session is read: shown only when no login is stored. */
export const NO_SESSION_PREVIEW_CLASS = 'no-session-preview';

export function sessionMarkStyles(): string {
  const marked = `html[${SESSION_MARK_ATTRIBUTE}="${NO_SESSION}"]`;
  return `.${NO_SESSION_PREVIEW_CLASS}{display:none}${marked} .${NO_SESSION_PREVIEW_CLASS}{display:block}${marked} .${SESSION_PENDING_CLASS}{display:none}`;
}

// Whether this browser holds no session, known before the first paint (issue 33). The wallet,
// profile and admin pages can only say what they show once the session and the game data are read
// (an IndexedDB read, after the page's code has loaded), yet for a browser that holds no login the
// answer is already in localStorage: 'Please log in' (or, on /admin, 'Page Not Found'). A tiny
// inline script (its hash in the page's security policy) marks <html> when no login is stored, and
// CSS then shows that screen from the exported HTML instead of an empty placeholder; the live
// screen takes its place with the same size. A stored login, or anything unreadable, leaves the
// mark off and the placeholder stands, as before.

import { STORAGE_KEYS } from '../storage/keys';

/** The attribute on <html>, and its value, saying that no login is stored. */
export const SESSION_MARK_ATTRIBUTE = 'data-session';
export const NO_SESSION = 'none';

/** What a logged-out session's stored state holds: the envelope is plain JSON.stringify output. */
const LOGGED_OUT_STATE = '"state":{"accountId":null}';

/** The rule, on the raw stored text: nothing stored, or a session stored logged out. */
export function holdsNoSession(stored: string | null): boolean {
  return stored === null || stored.indexOf(LOGGED_OUT_STATE) >= 0;
}

/** The inline script: holdsNoSession in plain ES5, run while the page is parsed, before it is painted. */
export function sessionMarkScript(): string {
  return `(function(){try{var s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.session)});if(s===null||s.indexOf(${JSON.stringify(LOGGED_OUT_STATE)})>=0)document.documentElement.setAttribute("${SESSION_MARK_ATTRIBUTE}","${NO_SESSION}")}catch(e){}})()`;
}

/** The box shown while the session is read, unless no login is stored. */
export const SESSION_PENDING_CLASS = 'session-pending';
/** The visitor's screen drawn while the session is read: shown only when no login is stored. */
export const NO_SESSION_PREVIEW_CLASS = 'no-session-preview';

export function sessionMarkStyles(): string {
  const marked = `html[${SESSION_MARK_ATTRIBUTE}="${NO_SESSION}"]`;
  return `.${NO_SESSION_PREVIEW_CLASS}{display:none}${marked} .${NO_SESSION_PREVIEW_CLASS}{display:block}${marked} .${SESSION_PENDING_CLASS}{display:none}`;
}

// The pre-paint script that tells a browser holding no login (issue 33; what it is for, and the
// screens it picks, in lib/store/session-mark.ts). It reads the session's key raw, so it lives with
// storage: the session store writes that key as plain JSON (envelope.ts), whose logged-out state
// has one fixed text.

import { STORAGE_KEYS } from './keys';

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

// Which notices the player dismissed in this tab, kept in sessionStorage so a reload doesn't
// show them again; by their exact words, so a new problem is always shown. Unreadable or refused
// storage means nothing is remembered, never an error.

import { parseJson } from '../json/parse-json';
import { sessionArea } from './browser-areas';
import { SESSION_KEYS } from './keys';

const DISMISSED_KEY = SESSION_KEYS.dismissedNotices;
const REMEMBERED = 20;

function storedText(): string | null {
  try {
    return sessionArea()?.getItem(DISMISSED_KEY) ?? null;
  } catch {
    return null;
  }
}

export function readDismissedNotices(): string[] {
  const parsed = parseJson(storedText() ?? '[]');
  return parsed.ok && Array.isArray(parsed.value) ? parsed.value.filter((entry): entry is string => typeof entry === 'string') : [];
}

export function rememberDismissedNotices(dismissed: readonly string[]): void {
  try {
    sessionArea()?.setItem(DISMISSED_KEY, JSON.stringify(dismissed.slice(-REMEMBERED)));
  } catch {
    // Storage refused: the notice stays dismissed for this page load only.
  }
}

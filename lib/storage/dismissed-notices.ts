// Which notices the player dismissed in this tab, kept in sessionStorage so a reload doesn't
// show them again; by their exact words, so a new problem is always shown. Unreadable or refused
// storage means nothing is remembered, never an error.

import { sessionArea } from './browser-areas';

const DISMISSED_KEY = 'predictoplay:dismissed-notices';
const REMEMBERED = 20;

export function readDismissedNotices(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionArea()?.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberDismissedNotices(dismissed: readonly string[]): void {
  try {
    sessionArea()?.setItem(DISMISSED_KEY, JSON.stringify(dismissed.slice(-REMEMBERED)));
  } catch {
    // Storage refused: the notice stays dismissed for this page load only.
  }
}

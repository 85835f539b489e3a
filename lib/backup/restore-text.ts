// The leagues of a restore in words, for the summary shown before the player confirms. Apart from
// restore-leagues.ts so that the dialog showing it loads no league code.

import type { LeaguesRestored } from './restore-leagues';

/** The leagues of a restore in words, for the summary shown before confirming; null when the backup has none. */
export function leaguesRestoredText({ added, kept, leftOut }: LeaguesRestored): string | null {
  const parts = [
    added.length > 0 ? `Leagues added: ${added.join(', ')}.` : '',
    kept.length > 0 ? `Leagues this browser already follows, your coins in them taken from the backup: ${kept.join(', ')}.` : '',
    leftOut.length > 0 ? `Left out, their key not the one this browser knows them by: ${leftOut.join(', ')}.` : '',
  ].filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(' ');
}

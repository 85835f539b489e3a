// The leagues of a restore in words, for the summary shown before the player confirms. Apart from
// restore-leagues.ts so that the dialog showing it loads no league code.

import type { LeaguesRestored } from './restore-leagues';

/** The leagues of a restore in words, for the summary shown before confirming; null when the backup has none. */
export function leaguesRestoredText({ added, kept, leftOut }: LeaguesRestored): string | null {
  const parts = [
    added.length > 0 ? `Leagues added: ${added.join(', ')}.` : '',
    kept.length > 0 ? `Leagues kept as this browser follows them: ${kept.join(', ')}.` : '',
    leftOut.length > 0 ? `Left out, not signed by the key this browser trusts: ${leftOut.join(', ')}.` : '',
  ].filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(' ');
}

// What a player reads when another tab of this browser saved first and a change made here no
// longer fitted on top of it: said where the change was made (the bet dialog) and as a notice.
// Apart from the notices every page loads: only a replay, in the storage engine, needs them.

import type { StorageNotice } from '../storage/notices';

const REBASE_REASONS: Record<string, string> = {
  'already-claimed': 'today’s bonus had already been claimed there',
  'already-settled': 'that prediction had already been settled there',
};

/** A bet another tab's spending left without the coins: said plainly, where the bet was made. */
export const SPENT_IN_ANOTHER_TAB = 'Not placed: another tab of this browser spent these coins.';

/** What a change undone by a replay on another tab's records says, by the replay's reason. */
export function replayRefusalText(reason?: string): string {
  if (reason === 'insufficient-funds') return SPENT_IN_ANOTHER_TAB;
  const why = (reason && REBASE_REASONS[reason]) ?? 'it no longer fitted what was saved there';
  return `Another PredictoPlay page saved a change at the same moment as this one, so a change made here was undone: ${why}.`;
}

/** Another page saved at the same moment, and a change made here no longer fitted on top of it. */
export function rebaseNotice(reason?: string): StorageNotice {
  return { id: `rebase:${reason ?? 'other'}`, message: `${replayRefusalText(reason)} What you see now is what is saved.` };
}

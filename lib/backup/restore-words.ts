// A restore's summary in words, for the dialog shown before the player confirms: the leagues it
// brings and the predictions that do not come back as the backup has them. Apart from
// restore-leagues.ts and restore-wallets.ts so that the dialog showing it loads no league code.

import { formatCount } from '../display/format';
import { account_restore_leagues_added, account_restore_leagues_kept, account_restore_leagues_left_out, account_restore_more_questions, account_restore_overdrawing, account_restore_reopened, account_restore_settled_here, account_restore_without_stake } from '../i18n/paraglide/messages';
import type { LeaguesRestored } from './restore-leagues';
import type { PositionsRestored } from './restore-wallets';

/** The leagues of a restore in words, for the summary shown before confirming; null when the backup has none. */
export function leaguesRestoredText({ added, kept, leftOut }: LeaguesRestored): string | null {
  // League names are the organisers' own: listed as written, in the page's language's frame.
  const parts = [
    added.length > 0 ? account_restore_leagues_added({ names: added.join(', ') }) : '',
    kept.length > 0 ? account_restore_leagues_kept({ names: kept.join(', ') }) : '',
    leftOut.length > 0 ? account_restore_leagues_left_out({ names: leftOut.join(', ') }) : '',
  ].filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(' ');
}

const counted = (count: number) => ({ count, shown: formatCount(count) });

const PREDICTION_GROUPS: Record<keyof PositionsRestored, (count: number) => string> = {
  withoutStake: (count) => account_restore_without_stake(counted(count)),
  overdrawing: (count) => account_restore_overdrawing(counted(count)),
  reopened: (count) => account_restore_reopened(counted(count)),
  settledHere: (count) => account_restore_settled_here(counted(count)),
};

export interface PredictionGroup {
  key: keyof PositionsRestored;
  /** What happens to these predictions, with their count. */
  label: string;
  questions: string[];
}

/** The predictions a restore does not bring as the backup has them, in groups with their words; empty groups left out. */
export function predictionGroups(restored: PositionsRestored): PredictionGroup[] {
  return (Object.keys(PREDICTION_GROUPS) as (keyof PositionsRestored)[])
    .filter((key) => restored[key].length > 0)
    .map((key) => ({ key, label: PREDICTION_GROUPS[key](restored[key].length), questions: restored[key] }));
}

/** The line closing a group whose questions are not all shown. */
export const moreQuestionsText = (count: number) => account_restore_more_questions({ shown: formatCount(count) });

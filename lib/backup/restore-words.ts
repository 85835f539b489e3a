// A restore's summary in words, for the dialog shown before the player confirms: the leagues it
// brings and the predictions that do not come back as the backup has them. Apart from
// restore-leagues.ts and restore-wallets.ts so that the dialog showing it loads no league code.

import { formatCount } from '../display/format';
import type { LeaguesRestored } from './restore-leagues';
import type { PositionsRestored } from './restore-wallets';

/** The leagues of a restore in words, for the summary shown before confirming; null when the backup has none. */
export function leaguesRestoredText({ added, kept, leftOut }: LeaguesRestored): string | null {
  const parts = [
    added.length > 0 ? `Leagues added: ${added.join(', ')}.` : '',
    kept.length > 0 ? `Leagues this browser already follows, your coins in them taken from the backup: ${kept.join(', ')}.` : '',
    leftOut.length > 0 ? `Left out, their key not the one this browser knows them by: ${leftOut.join(', ')}.` : '',
  ].filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(' ');
}

const predictions = (count: number) => (count === 1 ? '1 prediction' : `${count} predictions`);

const PREDICTION_GROUPS: Record<keyof PositionsRestored, (count: number) => string> = {
  withoutStake: (count) => `${predictions(count)} left out: the backup has no bet that paid for ${count === 1 ? 'it' : 'them'}.`,
  overdrawing: (count) => `${predictions(count)} left out: paid for with winnings this browser has no result for yet.`,
  reopened: (count) => `${predictions(count)} back open: this browser has no result for ${count === 1 ? 'its question' : 'their questions'} yet, so no winnings or refunds come with ${count === 1 ? 'it' : 'them'}.`,
  settledHere: (count) => `${predictions(count)} settled by this browser’s result for ${count === 1 ? 'its question' : 'their questions'}.`,
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
export const moreQuestionsText = (count: number) => `…and ${formatCount(count)} more`;

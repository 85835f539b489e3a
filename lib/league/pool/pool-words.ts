// A payout rule's words, as the card, the bet dialog, the detail page and the help pages say them:
// the fixed rule's multiplier, and a pool-share league's estimate at the counted crowd.

import { PAYOUT_MULTIPLIER } from '../../betting/betting-rules';
import { formatCoins, formatDateTime } from '../../display/format';
import { choiceWord } from '../../betting/choice-words';
import { leagues_fixed_pays, leagues_pool_as_of, leagues_pool_figure, leagues_pool_final_note, leagues_pool_if_wins, leagues_pool_not_counted_yet, leagues_rule_fixed, leagues_rule_pool } from '../../i18n/paraglide/messages';
import type { PayoutRule } from '../../model/payout-rule';
import type { Choice } from '../../model/position';
import { readNow } from '../read-now';

/** The fixed rule on a card or in the bet dialog: 'A win pays' and the fixed multiplier. */
export function fixedPaysText(): string {
  return leagues_fixed_pays({ times: String(PAYOUT_MULTIPLIER) });
}

/** Words of the build's language, read once. */
export const FIXED_PAYS_TEXT = fixedPaysText();

/** Each rule as a league states it (read at each use). */
export const PAYOUT_RULE_TEXT: Readonly<Record<PayoutRule, string>> = readNow({
  fixed: () => leagues_rule_fixed({ times: String(PAYOUT_MULTIPLIER) }),
  pool: () => leagues_rule_pool(),
});

export function poolFinalNote(): string {
  return leagues_pool_final_note();
}

export function poolNotCountedYet(): string {
  return leagues_pool_not_counted_yet();
}

/** Words of the build's language, read once. */
export const POOL_FINAL_NOTE = poolFinalNote();
export const POOL_NOT_COUNTED_YET = poolNotCountedYet();

/** 'about <times>× · <pays> for <stake>', the figures grouped. */
export function poolEstimateFigure(estimate: { pays: number; times: number }, stake: number): string {
  return leagues_pool_figure({ times: String(estimate.times), pays: formatCoins(estimate.pays), stake: formatCoins(stake) });
}

/** 'If YES wins now: about <times>× · <pays> for <stake>'. */
export function poolEstimateText(choice: Choice, estimate: { pays: number; times: number }, stake: number): string {
  return leagues_pool_if_wins({ choice: choiceWord(choice), figure: poolEstimateFigure(estimate, stake) });
}

/** 'as of 22 Nov 2026, 5:30 pm': when the counted crowd an estimate reads was sent. */
export function poolAsOfText(asOf: string): string {
  return leagues_pool_as_of({ time: formatDateTime(asOf) });
}

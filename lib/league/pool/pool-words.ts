// A payout rule's words, as the card, the bet dialog, the detail page and the help pages say them:
// the fixed rule's multiplier, and a pool-share league's estimate at the counted crowd.

import { PAYOUT_MULTIPLIER } from '../../betting/betting-rules';
import { formatCoins, formatDateTime } from '../../display/format';
import type { PayoutRule } from '../../model/payout-rule';
import type { Choice } from '../../model/position';

/** The fixed rule on a card or in the bet dialog: 'A win pays' and the fixed multiplier. */
export const FIXED_PAYS_TEXT = `A win pays ${PAYOUT_MULTIPLIER}×`;

/** Each rule as a league states it. */
export const PAYOUT_RULE_TEXT = {
  fixed: `Fixed: every win pays ${PAYOUT_MULTIPLIER}×`,
  pool: 'Share the pool: winners split every coin staked on the question, in proportion to their stakes',
} satisfies Record<PayoutRule, string>;

export const POOL_FINAL_NOTE = 'The final figure depends on the crowd when the question closes.';
export const POOL_NOT_COUNTED_YET = 'Winners share the pool. An estimate of what a win pays comes once the organiser counts the bets.';

/** 'about <times>× · <pays> for <stake>', the figures grouped. */
export function poolEstimateFigure(estimate: { pays: number; times: number }, stake: number): string {
  return `about ${estimate.times}× · ${formatCoins(estimate.pays)} for ${formatCoins(stake)}`;
}

/** 'If YES wins now: about <times>× · <pays> for <stake>'. */
export function poolEstimateText(choice: Choice, estimate: { pays: number; times: number }, stake: number): string {
  return `If ${choice} wins now: ${poolEstimateFigure(estimate, stake)}`;
}

/** 'as of 22 Nov 2026, 5:30 pm': when the counted crowd an estimate reads was signed. */
export function poolAsOfText(asOf: string): string {
  return `as of ${formatDateTime(asOf)}`;
}

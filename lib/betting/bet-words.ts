// The bet's words, from the catalogue (the betting area of the message catalogues): why a bet is refused, as the bet
// dialog shows it, the toast once it is placed, and how much of a bet a cash-out gives back, as
// the help pages say it.

import { betting_cash_out_help_league, betting_cash_out_help_parts, betting_cash_out_help_value, betting_placed_toast, betting_refusal_below_minimum, betting_refusal_insufficient, betting_refusal_market_ended, betting_refusal_market_resolved, betting_refusal_no_player_key, betting_refusal_not_in_league, betting_refusal_not_logged_in, betting_refusal_not_whole, betting_refusal_unknown_market } from '../i18n/paraglide/messages';
import { formatCoins } from '../display/format';
import type { Choice } from '../model/position';
import { MINIMUM_BET } from './betting-rules';
import { CASH_OUT_KEEP_DENOMINATOR, CASH_OUT_KEEP_NUMERATOR } from './cash-out-rules';
import { choiceWord } from './choice-words';
import type { BetRefusal } from './place-bet';

export { choiceWord };

const minimum = String(MINIMUM_BET);

export const BET_REFUSAL_MESSAGES = {
  'not-logged-in': () => betting_refusal_not_logged_in(),
  'unknown-market': () => betting_refusal_unknown_market(),
  'market-resolved': () => betting_refusal_market_resolved(),
  'market-ended': () => betting_refusal_market_ended(),
  'not-in-league': () => betting_refusal_not_in_league(),
  'no-player-key': () => betting_refusal_no_player_key(),
  'not-whole': () => betting_refusal_not_whole(),
  'below-minimum': () => betting_refusal_below_minimum({ min: minimum }),
  'insufficient-funds': () => betting_refusal_insufficient(),
} satisfies Record<BetRefusal, () => string>;

/** The spec's toast once a bet is placed: 'Prediction placed! You bet 100 coins on YES'. */
export function betPlacedText(amount: number, choice: Choice): string {
  return betting_placed_toast({ amount: formatCoins(amount), choice: choiceWord(choice) });
}

/** The most a cash-out returns, as the help pages state it: '90%'. */
export const CASH_OUT_MOST_BACK = `${(100 * CASH_OUT_KEEP_NUMERATOR) / CASH_OUT_KEEP_DENOMINATOR}%`;

/** Cashing out in plain words, for the FAQ and How it works, in the page's language. */
export function cashOutHelp(): readonly [string, string, string] {
  return [
    betting_cash_out_help_parts({ min: minimum }),
    betting_cash_out_help_value({ most: CASH_OUT_MOST_BACK }),
    betting_cash_out_help_league(),
  ];
}

/**
 * The same paragraphs, read once when this module loads: each export speaks one language, so this
 * is the page's. Kept for the help pages that read it; new code calls cashOutHelp().
 */
export const CASH_OUT_HELP = cashOutHelp();

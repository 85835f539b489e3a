// The cash-out's words, from the catalogue (the betting area of the message catalogues): why one is refused, and what
// its dialog says. Coins are always written through the formatter it is given; no money signs.

import { betting_cash_out_amount, betting_cash_out_bet_label, betting_cash_out_confirm, betting_cash_out_get, betting_cash_out_give_up_pool, betting_cash_out_give_up_win, betting_cash_out_hint, betting_cash_out_refusal_not_counted_yet, betting_cash_out_refusal_not_in_league, betting_cash_out_refusal_not_logged_in, betting_cash_out_refusal_not_open, betting_cash_out_refusal_not_whole, betting_cash_out_refusal_over_stake, betting_cash_out_refusal_part_below_minimum, betting_cash_out_refusal_question_ended, betting_cash_out_refusal_rest_below_minimum, betting_cash_out_refusal_unknown_position, betting_cash_out_refusal_worthless, betting_cash_out_rest, betting_cash_out_rest_none, betting_cash_out_which, betting_cashed_out_toast, betting_refusal_no_player_key, betting_refusal_unknown_market } from '../i18n/paraglide/messages';
import { MINIMUM_BET } from './betting-rules';
import type { CashOutQuote } from './cash-out-rules';
import type { CashOutRefusal } from './cash-out';
import type { Choice } from '../model/position';
import { choiceWord } from './choice-words';
import { cashOutWord } from './cash-out-label';

const minimum = String(MINIMUM_BET);

export const CASH_OUT_REFUSAL_MESSAGES = {
  'not-logged-in': () => betting_cash_out_refusal_not_logged_in(),
  'unknown-position': () => betting_cash_out_refusal_unknown_position(),
  'unknown-market': () => betting_refusal_unknown_market(),
  'not-in-league': () => betting_cash_out_refusal_not_in_league(),
  'no-player-key': () => betting_refusal_no_player_key(),
  'not-counted-yet': () => betting_cash_out_refusal_not_counted_yet(),
  'not-open': () => betting_cash_out_refusal_not_open(),
  'question-ended': () => betting_cash_out_refusal_question_ended(),
  'not-whole': () => betting_cash_out_refusal_not_whole(),
  'part-below-minimum': () => betting_cash_out_refusal_part_below_minimum({ min: minimum }),
  'rest-below-minimum': () => betting_cash_out_refusal_rest_below_minimum({ min: minimum }),
  'over-stake': () => betting_cash_out_refusal_over_stake(),
  worthless: () => betting_cash_out_refusal_worthless(),
} satisfies Record<CashOutRefusal, () => string>;

export { cashOutWord };

/** The amount field's label. */
export function cashOutAmountLabel(): string {
  return betting_cash_out_amount();
}

/** The heading of the list of bets, when there is more than one to cash out. */
export function cashOutWhichBet(): string {
  return betting_cash_out_which();
}

/** 'You get 90 coins back' */
export function cashOutGetText(value: number, coins: (count: number) => string): string {
  return betting_cash_out_get({ coins: coins(value) });
}

/** What the part gives up: its fixed-rule win, or its share of a shared pool. */
export function cashOutGiveUpText(quote: Pick<CashOutQuote, 'winGivenUp'>, choice: Choice, coins: (count: number) => string): string {
  return quote.winGivenUp === null
    ? betting_cash_out_give_up_pool()
    : betting_cash_out_give_up_win({ coins: coins(quote.winGivenUp), choice: choiceWord(choice) });
}

/** Under the amount field: what may be cashed out of this bet. */
export function cashOutHintText(standing: number, coins: (count: number) => string): string {
  return betting_cash_out_hint({ coins: coins(standing), min: minimum });
}

/** What still stands after it. */
export function cashOutRestText(rest: number, coins: (count: number) => string): string {
  return rest === 0 ? betting_cash_out_rest_none() : betting_cash_out_rest({ coins: coins(rest) });
}

/** The confirm button: 'Cash out 100 coins'. */
export function cashOutConfirmText(part: number, coins: (count: number) => string): string {
  return betting_cash_out_confirm({ coins: coins(part) });
}

/** A bet in the dialog's list: 'YES · 100 coins'. */
export function cashOutBetLabel(choice: Choice, standing: number, coins: (count: number) => string): string {
  return betting_cash_out_bet_label({ choice: choiceWord(choice), coins: coins(standing) });
}

/** The toast once it is done. */
export function cashedOutText(value: number, coins: (count: number) => string): string {
  return betting_cashed_out_toast({ coins: coins(value) });
}

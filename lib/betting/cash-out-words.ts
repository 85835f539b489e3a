// The cash-out's words: why one is refused, and what its dialog says, in English, exactly as the
// dialog shows them. Coins are always written through the formatter it is given; no money signs.

import { MINIMUM_BET } from './betting-rules';
import type { CashOutQuote } from './cash-out-rules';
import type { CashOutRefusal } from './cash-out';
import type { Choice } from '../model/position';

export const CASH_OUT_REFUSAL_MESSAGES = {
  'not-logged-in': 'Log in to cash out.',
  'unknown-position': 'This bet is not yours or no longer exists.',
  'unknown-market': 'This prediction no longer exists.',
  'not-in-league': 'You are not playing in this league, so you cannot cash out here.',
  'no-player-key': 'Your player key for this league is not ready yet. Open the league’s page and try again.',
  'not-counted-yet': 'This bet can be cashed out once the organiser has counted it.',
  'not-open': 'This bet is already settled or cashed out.',
  'question-ended': 'This question has ended, so its bets can no longer be cashed out.',
  'not-whole': 'Cash out whole coins.',
  'part-below-minimum': `Cash out at least ${MINIMUM_BET} coins, or the whole bet.`,
  'rest-below-minimum': `Leave at least ${MINIMUM_BET} coins in the bet, or cash out the whole bet.`,
  'over-stake': 'That is more than this bet has left.',
  worthless: 'This part is worth 0 coins now, so it cannot be cashed out.',
} satisfies Record<CashOutRefusal, string>;

import { CASH_OUT } from './cash-out-label';

export { CASH_OUT };
export const CASH_OUT_AMOUNT_LABEL = 'Coins to cash out';
export const CASH_OUT_WHICH_BET = 'Which bet';

/** 'You get 90 coins back' */
export function cashOutGetText(value: number, coins: (count: number) => string): string {
  return `You get ${coins(value)} back`;
}

/** What the part gives up: its fixed-rule win, or its share of a shared pool. */
export function cashOutGiveUpText(quote: Pick<CashOutQuote, 'winGivenUp'>, choice: Choice, coins: (count: number) => string): string {
  return quote.winGivenUp === null ? 'You give up your share of the pool for this part' : `You give up: a win of ${coins(quote.winGivenUp)} if ${choice} wins`;
}

/** Under the amount field: what may be cashed out of this bet. */
export function cashOutHintText(standing: number, coins: (count: number) => string): string {
  return `Up to ${coins(standing)}: the whole bet, or a part that leaves at least ${MINIMUM_BET} in it.`;
}

/** What still stands after it. */
export function cashOutRestText(rest: number, coins: (count: number) => string): string {
  return rest === 0 ? 'Nothing of this bet stays in play' : `${coins(rest)} stays in play`;
}

/** The confirm button: 'Cash out 100 coins'. */
export function cashOutConfirmText(part: number, coins: (count: number) => string): string {
  return `${CASH_OUT} ${coins(part)}`;
}

/** A bet in the dialog's list: 'YES · 100 coins'. */
export function cashOutBetLabel(choice: Choice, standing: number, coins: (count: number) => string): string {
  return `${choice} · ${coins(standing)}`;
}

/** The toast once it is done. */
export function cashedOutText(value: number, coins: (count: number) => string): string {
  return `Cashed out: ${coins(value)} back`;
}

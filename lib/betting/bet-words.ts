// The bet's words: why a bet is refused, in English, exactly as the bet dialog shows it.

import { CASH_OUT_KEEP_DENOMINATOR, CASH_OUT_KEEP_NUMERATOR } from './cash-out-rules';
import type { BetRefusal } from './place-bet';

export const BET_REFUSAL_MESSAGES = {
  'not-logged-in': 'Log in to place a prediction.',
  'unknown-market': 'This prediction no longer exists.',
  'market-resolved': 'This prediction has already been settled and takes no more bets.',
  'market-ended': 'This prediction has ended and takes no more bets.',
  'not-in-league': 'You are not playing in this league, so you cannot bet on its questions.',
  'no-player-key': 'Your player key for this league is not ready yet. Open the league’s page and try again.',
  'not-whole': 'Bets are whole coins.',
  'below-minimum': 'The minimum bet is 10 coins.',
  'insufficient-funds': 'You do not have enough coins for this bet.',
} satisfies Record<BetRefusal, string>;

/** The most a cash-out returns, as the help pages state it: '90%'. */
export const CASH_OUT_MOST_BACK = `${(100 * CASH_OUT_KEEP_NUMERATOR) / CASH_OUT_KEEP_DENOMINATOR}%`;

// The bet's words: why a bet is refused, in English, exactly as the bet dialog shows it, and how
// much of a bet a cash-out gives back, as the help pages say it.

import { MINIMUM_BET } from './betting-rules';
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

/** Cashing out in plain words, for the FAQ and How it works. */
export const CASH_OUT_HELP = [
  `Cash out an open prediction before its question ends, whole or in part, for play coins back: the part you take out and the part you leave must each be at least ${MINIMUM_BET} coins.`,
  `You get back up to ${CASH_OUT_MOST_BACK} of the coins you take out: never more than ${CASH_OUT_MOST_BACK}, and less when the crowd is against you. The price is read from the crowd’s coins on each side at that moment.`,
  'In a league, a cash-out counts once the organiser counts it. If the crowd moved against you before that, your bet stands and the coins go back.',
] as const;

// How a league's wins pay, chosen once when it starts. Apart from league.ts (and its schemas) so
// the cards and the bet dialog on every page can read a league's rule without loading valibot.

/**
 * 'fixed': every win pays the stake times 1.8, the practice rule; 'pool': winners split every coin
 * staked on the question, in proportion to their stakes. A league started before the choice
 * existed has none and pays 'fixed'.
 */
export const PAYOUT_RULES = ['fixed', 'pool'] as const;
export type PayoutRule = (typeof PAYOUT_RULES)[number];

/** A league's rule: its own, or 'fixed' when it started before leagues chose one. */
export function payoutRuleOf(league: { payout?: PayoutRule }): PayoutRule {
  return league.payout ?? 'fixed';
}

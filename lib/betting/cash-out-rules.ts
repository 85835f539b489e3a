// Cashing out: taking a part of an open stake back before the question ends, for less than it
// staked. A part of `part` coins returns floor(part × min(0.9, m × q)), where q is the crowd's coin
// share on the position's side (its own stake still in it) and m what a win pays per coin on that
// side now: 1.8 under the fixed rule (practice, and a fixed league), the pool over that side's coins
// in a league that shares the pool (so m × q is at least 1 there and a cash-out returns 90%).
// Rounding is per cash-out and always down; the part not returned stays in the question's pool. At
// most 90% of a stake ever comes back, so no sequence of bets and cash-outs raises a balance.

import type { PayoutRule } from '../model/payout-rule';
import type { Position } from '../model/position';
import { MINIMUM_BET, PAYOUT_DENOMINATOR, PAYOUT_NUMERATOR, potentialWin } from './betting-rules';
import { standingStake } from './standing-stake';

export { standingPotentialWin, standingStake } from './standing-stake';

/** The most a cash-out returns per coin: 9/10, in integers. */
export const CASH_OUT_KEEP_NUMERATOR = 9;
export const CASH_OUT_KEEP_DENOMINATOR = 10;

/** The crowd on a question, in coins, as the price reads it. */
export interface CrowdCoins {
  yesCoins: number;
  noCoins: number;
  /** Coins earlier cash-outs left in the pool (a pool-share league's); 0 when none. */
  keptCoins?: number;
}

/**
 * What cashing out `part` coins of a stake on `side` returns at `crowd` under `rule`: floor(part ×
 * min(0.9, m × q)), computed exactly in integers (BigInt: coins times coins can pass 2^53).
 */
export function cashOutValue(part: number, side: 'YES' | 'NO', crowd: CrowdCoins, rule: PayoutRule): number {
  const onSide = side === 'YES' ? crowd.yesCoins : crowd.noCoins;
  const staked = crowd.yesCoins + crowd.noCoins;
  if (!Number.isSafeInteger(part) || part <= 0 || onSide <= 0 || staked <= 0) return 0;
  const cap = BigInt(part) * BigInt(CASH_OUT_KEEP_NUMERATOR);
  const capDenominator = BigInt(CASH_OUT_KEEP_DENOMINATOR);
  // m × q as a fraction: fixed 9/5 × onSide/staked; pool (staked + kept)/onSide × onSide/staked.
  const [numerator, denominator] =
    rule === 'fixed'
      ? [BigInt(PAYOUT_NUMERATOR) * BigInt(onSide), BigInt(PAYOUT_DENOMINATOR) * BigInt(staked)]
      : [BigInt(staked + (crowd.keptCoins ?? 0)), BigInt(staked)];
  // min(a/b, c/d) × part, floored: compare cross products, then one division.
  const capped = cap * denominator <= BigInt(part) * numerator * capDenominator;
  const value = capped ? cap / capDenominator : (BigInt(part) * numerator) / denominator;
  return Number(value);
}

/** Why a cash-out cannot be made; words in lib/betting/cash-out-words.ts. */
export type CashOutProblem =
  | 'not-open'
  | 'question-ended'
  | 'not-whole'
  | 'part-below-minimum'
  | 'rest-below-minimum'
  | 'over-stake'
  | 'worthless';

/** The parts a stake may be cashed out in: the whole, or a part and a rest of at least MINIMUM_BET each. */
export function cashOutPartProblem(part: number, stake: number): CashOutProblem | null {
  if (!Number.isSafeInteger(part)) return 'not-whole';
  if (part > stake) return 'over-stake';
  if (part === stake && part > 0) return null;
  if (part < MINIMUM_BET) return 'part-below-minimum';
  if (stake - part < MINIMUM_BET) return 'rest-below-minimum';
  return null;
}

export interface CashOutQuote {
  part: number;
  /** Coins it returns now. */
  value: number;
  /** What stays of the stake after it. */
  rest: number;
  /** What a win of the part would have paid under the fixed rule (given up with it); null in a pool-share league. */
  winGivenUp: number | null;
}

/**
 * The quote for cashing out `part` of `position` at `crowd` under `rule`, or why not. `ended` is
 * whether its question has ended (by the clock and, in a league, its newest signed time).
 */
export function quoteCashOut(
  position: Pick<Position, 'amount' | 'cashOuts' | 'status' | 'choice'>,
  part: number,
  crowd: CrowdCoins,
  rule: PayoutRule,
  ended: boolean,
): { ok: true; quote: CashOutQuote } | { ok: false; reason: CashOutProblem } {
  if (position.status !== 'open') return { ok: false, reason: 'not-open' };
  if (ended) return { ok: false, reason: 'question-ended' };
  const stake = standingStake(position);
  const partProblem = cashOutPartProblem(part, stake);
  if (partProblem) return { ok: false, reason: partProblem };
  const value = cashOutValue(part, position.choice, crowd, rule);
  if (value <= 0) return { ok: false, reason: 'worthless' };
  return { ok: true, quote: { part, value, rest: stake - part, winGivenUp: rule === 'fixed' ? potentialWin(stake) - potentialWin(stake - part) : null } };
}

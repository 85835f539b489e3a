// What still stands of a position's stake once parts of it were cashed out, and what a win of it
// pays under the fixed rule. Apart from the cash-out rules so the histories, the settlement and
// storage's checks read it without the pricing code.

import type { Position } from '../model/position';
import { potentialWin } from './betting-rules';

/** What still stands of a position's stake: its amount less every cash-out not refused. */
export function standingStake(position: Pick<Position, 'amount' | 'cashOuts'>): number {
  let stake = position.amount;
  for (const cashOut of position.cashOuts ?? []) if (cashOut.notCounted === undefined) stake -= cashOut.amount;
  return stake;
}

/** What a win of the standing stake pays under the fixed rule: the figure `potentialWin` records. */
export function standingPotentialWin(position: Pick<Position, 'amount' | 'cashOuts'>): number {
  return potentialWin(standingStake(position));
}

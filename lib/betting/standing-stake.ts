// What still stands of a position's stake once parts of it were cashed out, what a win of it
// pays under the fixed rule, and what a win was paid. Apart from the cash-out rules so the histories, the settlement and
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

/** What a won position was paid: its pool share where the league shares the pool, else potentialWin; 0 unless won. */
export function winPaid(position: Pick<Position, 'status' | 'potentialWin' | 'paid'>): number {
  return position.status === 'won' ? (position.paid ?? position.potentialWin) : 0;
}

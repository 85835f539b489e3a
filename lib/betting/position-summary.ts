// What one player holds on one question, summed per side: while open, the stake and what it
// pays if that side wins; once settled, what was won, lost or refunded. Only the player's own
// positions count, and a side with no stake is left out, so the line never shows a zero.

import type { Choice, Position } from '../model/position';
import { standingStake, winPaid } from './standing-stake';

export interface SideStake {
  choice: Choice;
  staked: number;
  /** What the open stakes on this side pay if it wins: the sum of each bet's potentialWin. */
  pays: number;
}

export interface PositionSummary {
  open: SideStake[];
  won: number;
  lost: number;
  refunded: number;
  /** Stakes the organiser refused ('Not counted'), given back: part of `refunded`. */
  notCounted: number;
  /** Stakes still open on a question whose result is in: a league bet waiting for the organiser to count it. */
  waiting: number;
  /** Coins cash-outs returned (those not taken back). */
  cashedOut: number;
}

type Held = Pick<Position, 'accountId' | 'marketId' | 'choice' | 'amount' | 'potentialWin' | 'status' | 'notCounted' | 'cashOuts' | 'paid'>;

const SIDES: readonly Choice[] = ['YES', 'NO'];

/** Null when the player holds nothing on this question. */
/** `settled`: the question's result is in, so what is still open there waits for the organiser's count. */
export function summarisePosition(positions: readonly Held[], accountId: string, marketId: string, settled = false): PositionSummary | null {
  const staked = { YES: 0, NO: 0 };
  const pays = { YES: 0, NO: 0 };
  const summary: PositionSummary = { open: [], won: 0, lost: 0, refunded: 0, notCounted: 0, waiting: 0, cashedOut: 0 };
  let held = 0;
  for (const position of positions) {
    if (position.accountId !== accountId || position.marketId !== marketId) continue;
    held += 1;
    // What still stands after cash-outs is what is staked, lost or refunded.
    const stake = standingStake(position);
    for (const cashOut of position.cashOuts ?? []) if (cashOut.notCounted === undefined) summary.cashedOut += cashOut.value;
    if (position.status === 'open' && settled) summary.waiting += stake;
    else if (position.status === 'open') {
      staked[position.choice] += stake;
      pays[position.choice] += position.potentialWin;
    } else if (position.status === 'won') summary.won += winPaid(position);
    else if (position.status === 'lost') summary.lost += stake;
    else if (position.status === 'refunded') {
      summary.refunded += stake;
      if (position.notCounted !== undefined) summary.notCounted += stake;
    }
  }
  if (held === 0) return null;
  summary.open = SIDES.filter((choice) => staked[choice] > 0).map((choice) => ({ choice, staked: staked[choice], pays: pays[choice] }));
  return summary;
}

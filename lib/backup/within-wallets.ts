// Keeping a restore's wallets at or above zero, by leaving out the newest predictions a short
// wallet cannot pay for, never a win or a refund (a cash-out, never worth its stake, may go).

import type { LedgerEntry } from '../model/ledger-entry';
import type { Position } from '../model/position';
import { mayOverdraw } from '../wallet/ledger';

/**
 * No wallet below zero: a backup's later bets may have been paid from wins this browser has no
 * result for (or has another), so the newest positions a short wallet holds, open or lost, are
 * left out with their entries until it is not short. Wins and refunds are never left out: without
 * them a wallet only gets shorter.
 */
export function withinWallets(ledger: readonly LedgerEntry[], positions: readonly Position[]): { ledger: LedgerEntry[]; positions: Position[]; leftOut: Position[] } {
  const sums = new Map<string, number>();
  for (const entry of ledger) sums.set(entry.wallet, (sums.get(entry.wallet) ?? 0) + entry.amount);
  // A league wallet below zero by a taken-back cash-out follows the organiser's: nothing to leave out.
  const excused = new Set(ledger.filter(mayOverdraw).map((entry) => entry.wallet));
  const leftOut = new Set<Position>();
  const newestFirst = [...positions].reverse().sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  for (const [wallet, sum] of sums) {
    let short = excused.has(wallet) ? 0 : -sum;
    for (const position of newestFirst) {
      if (short <= 0) break;
      if (position.wallet !== wallet || (position.status !== 'open' && position.status !== 'lost' && position.status !== 'cashed-out')) continue;
      leftOut.add(position);
      for (const entry of ledger) if (entry.positionId === position.id && entry.wallet === wallet) short += entry.amount;
    }
  }
  if (leftOut.size === 0) return { ledger: [...ledger], positions: [...positions], leftOut: [] };
  const ids = new Set([...leftOut].map((position) => position.id));
  return {
    ledger: ledger.filter((entry) => entry.positionId === null || !ids.has(entry.positionId)),
    positions: positions.filter((position) => !leftOut.has(position)),
    leftOut: newestFirst.filter((position) => leftOut.has(position)),
  };
}

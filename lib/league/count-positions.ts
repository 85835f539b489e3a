// A league's open positions brought in line with how its held snapshot judges them: a refused one
// refunded as not counted (with why), a counted one on a settled question paid as its result
// would have paid it (under the result's credit id), any other left open. Shared by a newer
// snapshot's arrival and a restore; each position changes at most once, because only open ones are
// touched and each leaves 'open' for good.

import type { LedgerEntry } from '../model/ledger-entry';
import type { Market } from '../model/market';
import type { Position } from '../model/position';
import { settleOpenPositions } from '../settlement/settlement';
import { entryText, notCountedText, positionEntryId } from '../wallet/entry-text';
import type { Judgement } from './judged';
import { leagueCreditEntryId } from './league-questions';

export interface Counted {
  positions: Position[];
  /** The credits the positions earned, whole entries of the league's wallet (no practice coins move). */
  credits: LedgerEntry[];
  /** The positions that changed, as they are now. */
  changed: Position[];
}

/**
 * `leagueId`'s open positions judged by `judge`; `fallbackSeq` names a credit whose position holds
 * no result seq (one restored open on a settled question).
 */
export function countPositions(positions: readonly Position[], leagueId: string, marketOf: ReadonlyMap<string, Market>, judge: (position: Position) => Judgement, fallbackSeq: number, nowMs: number): Counted {
  const settledAt = new Date(nowMs).toISOString();
  const credits: LedgerEntry[] = [];
  const changed: Position[] = [];
  const entry = (position: Position, id: string, kind: 'win' | 'refund', amount: number, description: string): LedgerEntry => ({
    id, accountId: position.accountId, amount, description, createdAt: settledAt, positionId: position.id, kind, wallet: position.wallet,
  });
  const next = positions.map((position) => {
    if (position.status !== 'open' || position.wallet !== leagueId) return position;
    const judgement = judge(position);
    if (judgement.state === 'refused') {
      const refunded: Position = { ...position, status: 'refunded', settledAt, notCounted: judgement.reason };
      credits.push(entry(position, positionEntryId(position.id, 'refund'), 'refund', position.amount, notCountedText(judgement.reason, position.question)));
      changed.push(refunded);
      return refunded;
    }
    const market = marketOf.get(position.marketId);
    if (judgement.state === 'waiting' || !market?.isResolved || market.outcome === undefined) return position;
    const seq = position.resultSeq ?? fallbackSeq;
    const result = settleOpenPositions([position], market, market.outcome, settledAt, (positionId) => leagueCreditEntryId(leagueId, seq, positionId));
    for (const credit of result.credits) credits.push(entry(position, credit.id ?? positionEntryId(position.id, credit.kind as 'win' | 'refund'), credit.kind as 'win' | 'refund', credit.amount, entryText(credit.kind, credit.question)));
    const settled = result.positions[0] ?? position;
    changed.push(settled);
    return settled;
  });
  return { positions: next, credits, changed };
}

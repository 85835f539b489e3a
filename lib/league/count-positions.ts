// A league's open positions brought in line with how its held snapshot judges them: a refused one
// refunded as not counted (with why), a counted one on a settled question paid as its result
// would have paid it (under the result's credit id), any other left open. In a league that shares
// the pool, a counted one on a question resolved YES or NO is paid exactly what the snapshot
// publishes for it (a win, or a refund when nobody counted won), and lost when it is not listed.
// Shared by a newer snapshot's arrival and a restore; each position changes at most once, because
// only open ones are touched and each leaves 'open' for good.

import { standingStake } from '../betting/standing-stake';
import type { LedgerEntry } from '../model/ledger-entry';
import { payoutRuleOf, type League } from '../model/league';
import type { Market } from '../model/market';
import type { Payout } from '../model/picks';
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

/** A pool-share league's published payouts, and the seq of the snapshot that published them. */
export interface PoolCount {
  payouts: ReadonlyMap<string, Payout>;
  seq: number;
}

/** What a league's held snapshot pays in a pool-share league; undefined in a fixed one. */
export function poolCountOf(league: Pick<League, 'payout' | 'snapshot'>): PoolCount | undefined {
  if (payoutRuleOf(league) !== 'pool') return undefined;
  const payouts = new Map((league.snapshot?.payouts ?? []).map((payout) => [payout.id, payout]));
  return { payouts, seq: league.snapshot?.seq ?? 0 };
}

/**
 * `leagueId`'s open positions judged by `judge`; `fallbackSeq` names a credit whose position holds
 * no result seq (one restored open on a settled question); `pool` is the league's published
 * payouts when it shares the pool (poolCountOf).
 */
export function countPositions(
  positions: readonly Position[],
  leagueId: string,
  marketOf: ReadonlyMap<string, Market>,
  judge: (position: Position) => Judgement,
  fallbackSeq: number,
  nowMs: number,
  pool?: PoolCount,
): Counted {
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
      credits.push(entry(position, positionEntryId(position.id, 'refund'), 'refund', standingStake(position), notCountedText(judgement.reason, position.question)));
      changed.push(refunded);
      return refunded;
    }
    const market = marketOf.get(position.marketId);
    if (judgement.state === 'waiting' || (judgement.state === 'counted' && judgement.cashOutsWaiting) || !market?.isResolved || market.outcome === undefined) return position;
    const seq = position.resultSeq ?? fallbackSeq;
    if (pool && market.outcome !== 'VOID') {
      // Paid only by a snapshot that holds the result: its payouts list every counted pick on it.
      if (seq > pool.seq) return position;
      const payout = pool.payouts.get(position.id);
      const settled: Position = { ...position, status: payout === undefined ? 'lost' : payout.kind === 'win' ? 'won' : 'refunded', settledAt, ...(payout?.kind === 'win' ? { paid: payout.amount } : {}) };
      if (payout) credits.push(entry(position, leagueCreditEntryId(leagueId, seq, position.id), payout.kind, payout.amount, entryText(payout.kind, market.question)));
      changed.push(settled);
      return settled;
    }
    const result = settleOpenPositions([position], market, market.outcome, settledAt, (positionId) => leagueCreditEntryId(leagueId, seq, positionId));
    for (const credit of result.credits) credits.push(entry(position, credit.id ?? positionEntryId(position.id, credit.kind as 'win' | 'refund'), credit.kind as 'win' | 'refund', credit.amount, entryText(credit.kind, credit.question)));
    const settled = result.positions[0] ?? position;
    changed.push(settled);
    return settled;
  });
  return { positions: next, credits, changed };
}

// A market is one YES/NO question. Player counts (heads), coins per side and the pool are whole,
// non-negative numbers, and the coins per side always add up to the pool. The YES and NO shares
// are the coins' shares, whole percentages that always add up to 100.

import type { Market } from '../model/market';
import { isPast } from '../display/time';

/** A new question no one has bet on: open, every count and the pool at 0, in no league. */
export function unbetMarket(fields: Pick<Market, 'id' | 'question' | 'category' | 'endTime'> & Partial<Pick<Market, 'description' | 'image'>>, createdAtMs: number): Market {
  return { ...fields, isResolved: false, leagueId: null, totalYes: 0, totalNo: 0, totalPool: 0, yesCoins: 0, noCoins: 0, createdAt: new Date(createdAtMs).toISOString() };
}

export function totalPlayers(market: Pick<Market, 'totalYes' | 'totalNo'>): number {
  return market.totalYes + market.totalNo;
}

export interface Shares {
  yes: number;
  no: number;
}

/** Share of the pool's coins on each side; 50/50 while the pool is empty. */
export function coinShares(market: Pick<Market, 'yesCoins' | 'totalPool'>): Shares {
  if (market.totalPool === 0) return { yes: 50, no: 50 };
  const yes = Math.round((market.yesCoins / market.totalPool) * 100);
  return { yes, no: 100 - yes };
}

/**
 * A pool split by the head share (rounded, the rest to NO; half each with no players): how the
 * sample markets get their coins per side, since their figures give only heads and a pool.
 */
export function splitPoolByHeads(market: Pick<Market, 'totalYes' | 'totalNo' | 'totalPool'>): Pick<Market, 'yesCoins' | 'noCoins'> {
  const players = totalPlayers(market);
  const yesCoins = players === 0 ? Math.round(market.totalPool / 2) : Math.round((market.totalPool * market.totalYes) / players);
  return { yesCoins, noCoins: market.totalPool - yesCoins };
}

export function hasEnded(market: Pick<Market, 'endTime'>, nowMs: number): boolean {
  return isPast(market.endTime, nowMs);
}

export type PredictAction = 'login' | 'ended' | 'resolved' | 'open';

/** What the predict button offers: the spec's 'Login to Play', 'Ended' or 'Predict Now'. */
export function predictAction(
  market: Pick<Market, 'endTime' | 'isResolved'>,
  nowMs: number,
  loggedIn: boolean,
): PredictAction {
  if (market.isResolved) return 'resolved';
  if (hasEnded(market, nowMs)) return 'ended';
  return loggedIn ? 'open' : 'login';
}

export function findMarket(markets: readonly Market[], id: string | null): Market | undefined {
  if (!id) return undefined;
  return markets.find((market) => market.id === id);
}

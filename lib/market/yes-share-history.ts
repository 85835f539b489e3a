// The YES share of a market's coins over time, for the detail page's chart and its text
// alternative (its words are in market-words.ts). The series starts from the market's first known
// share, so a question with sample data never charts empty: its current coins less the stakes of
// the bets recorded in this browser, which is the share just before the first of them (every bet
// placed here added its stake to its side, and bets from before shares were recorded are all
// older than the recorded ones). Each recorded bet then adds the share it recorded. Shares are never invented for unrecorded bets.

import type { Position } from '../model/position';
import { coinShares } from './markets';
import type { Market } from '../model/market';
import type { CrowdPoint } from '../model/league';

export interface SharePoint {
  /** When the share held: the market's creation for the starting share, else the bet's time (ISO). */
  at: string;
  /** The YES share of coins then, a whole percentage. */
  yes: number;
}

type SeriesMarket = Pick<Market, 'id' | 'yesCoins' | 'noCoins' | 'createdAt'>;
type SeriesPosition = Pick<Position, 'marketId' | 'createdAt' | 'yesShareAfter' | 'choice' | 'amount'>;

/** The starting share, then the recorded shares of `market`, oldest bet first; bets at the same moment keep their stored order. */
export function yesShareSeries(market: SeriesMarket, positions: readonly SeriesPosition[]): SharePoint[] {
  const bets: (SharePoint & { ms: number })[] = [];
  let yesBefore = market.yesCoins;
  let noBefore = market.noCoins;
  for (const position of positions) {
    if (position.marketId !== market.id || position.yesShareAfter === null) continue;
    if (position.choice === 'YES') yesBefore -= position.amount;
    else noBefore -= position.amount;
    const ms = Date.parse(position.createdAt);
    bets.push({ at: position.createdAt, yes: position.yesShareAfter, ms: Number.isNaN(ms) ? 0 : ms });
  }
  // A restored bet on a market this browser already had never entered its pool: no side goes below nothing.
  const [yesCoins, noCoins] = [Math.max(0, yesBefore), Math.max(0, noBefore)];
  const start: SharePoint = { at: market.createdAt, yes: coinShares({ yesCoins, totalPool: yesCoins + noCoins }).yes };
  return [start, ...bets.sort((a, b) => a.ms - b.ms).map(({ at, yes }) => ({ at, yes }))];
}

type CountedPoint = Pick<CrowdPoint, 'at' | 'questionId' | 'yes'>;

/**
 * A league question's counted YES share: even before anything was counted, then the share each
 * snapshot taken here published for it, in the order taken. Bets made here and not counted yet are
 * not in it: the chart shows what the organiser counted.
 */
export function countedShareSeries(market: Pick<Market, 'id' | 'createdAt'>, points: readonly CountedPoint[]): SharePoint[] {
  return [{ at: market.createdAt, yes: 50 }, ...points.filter((point) => point.questionId === market.id).map(({ at, yes }) => ({ at, yes }))];
}

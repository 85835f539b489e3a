// The market feature's words: a market's status label and the text alternative of its YES-share
// chart, in English, exactly as the screens show them. A question form's reasons are said in
// draft-words.ts, which loads with the forms rather than with every card.

import { pluralize } from '../display/format';
import type { Market } from '../model/market';
import type { SharePoint } from './yes-share-history';

/** What a voided market reads wherever its status shows: never 'Resolved', since nobody won. */
export const VOID_STATUS = 'Void · stakes refunded';

export type MarketStatus = 'Active' | 'Resolved YES' | 'Resolved NO' | typeof VOID_STATUS | 'Resolved';

export function marketStatus(market: Pick<Market, 'isResolved' | 'outcome'>): MarketStatus {
  if (!market.isResolved) return 'Active';
  if (market.outcome === 'VOID') return VOID_STATUS;
  if (market.outcome) return `Resolved ${market.outcome}`;
  return 'Resolved';
}

/** One sentence stating the first and latest values, for readers who cannot see the chart. */
export function describeYesShareSeries(series: readonly SharePoint[]): string {
  const first = series[0];
  const latest = series.at(-1);
  const bets = series.length - 1;
  if (!first || !latest || bets === 0) {
    return `YES share is ${first?.yes ?? 50}% of the coins. No bet on this prediction has been recorded in this browser yet.`;
  }
  if (bets === 1) return `YES share of the coins went from ${first.yes}% to ${latest.yes}% after the only bet recorded here.`;
  return `YES share of the coins went from ${first.yes}% before the bets recorded here to ${latest.yes}% after the latest, over ${pluralize(bets, 'bet')}.`;
}

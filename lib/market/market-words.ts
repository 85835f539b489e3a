// The market feature's words: a market's status label and the text alternative of its YES-share
// chart, in this build's language. A question form's reasons are said in draft-words.ts, which
// loads with the forms rather than with every card.

import { formatCount } from '../display/format';
import { market_chart_many, market_chart_none, market_chart_one, market_status_cancelled, market_status_no, market_status_open, market_status_result, market_status_yes } from '../i18n/paraglide/messages';
import type { Market } from '../model/market';
import type { SharePoint } from './yes-share-history';

/**
 * A market's status, as a key (older screens match on these values): open, a result, or cancelled.
 * Say it with `marketStatusText`.
 */
export const VOID_STATUS = 'Void · stakes refunded';

export type MarketStatus = 'Active' | 'Resolved YES' | 'Resolved NO' | typeof VOID_STATUS | 'Resolved';

export function marketStatus(market: Pick<Market, 'isResolved' | 'outcome'>): MarketStatus {
  if (!market.isResolved) return 'Active';
  if (market.outcome === 'VOID') return VOID_STATUS;
  if (market.outcome) return `Resolved ${market.outcome}`;
  return 'Resolved';
}

const STATUS_WORDS: Record<MarketStatus, () => string> = {
  Active: () => market_status_open(),
  'Resolved YES': () => market_status_yes(),
  'Resolved NO': () => market_status_no(),
  [VOID_STATUS]: () => market_status_cancelled(),
  Resolved: () => market_status_result(),
};

/** A status in words: 'Open', 'Result: YES', 'Result: NO', 'Cancelled: coins returned' or 'Result given'. */
export function statusText(status: MarketStatus): string {
  return STATUS_WORDS[status]();
}

/** A market's status in words. */
export function marketStatusText(market: Pick<Market, 'isResolved' | 'outcome'>): string {
  return statusText(marketStatus(market));
}

/** What a cancelled (voided) market reads wherever its status shows: never a result, since nobody won. */
export function cancelledText(): string {
  return market_status_cancelled();
}

/** One sentence stating the first and latest values, for readers who cannot see the chart. */
export function describeYesShareSeries(series: readonly SharePoint[]): string {
  const first = series[0];
  const latest = series.at(-1);
  const bets = series.length - 1;
  if (!first || !latest || bets === 0) return market_chart_none({ yes: String(first?.yes ?? 50) });
  if (bets === 1) return market_chart_one({ first: String(first.yes), latest: String(latest.yes) });
  // Two bets or more: the plural form in both languages.
  return market_chart_many({ first: String(first.yes), latest: String(latest.yes), shown: formatCount(bets) });
}

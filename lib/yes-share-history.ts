// The YES share of a market after each bet placed in this browser, for the detail page's chart
// and its text alternative. Only recorded shares count: bets from before they were recorded are
// left out rather than given a share they may never have had.

import type { Position } from './game-data';

export interface SharePoint {
  /** When the bet was placed (ISO). */
  at: string;
  /** The YES share of players just after it, a whole percentage. */
  yes: number;
}

/** The recorded shares of `marketId`, oldest bet first; bets placed at the same moment keep their stored order. */
export function yesShareSeries(positions: readonly Pick<Position, 'marketId' | 'createdAt' | 'yesShareAfter'>[], marketId: string): SharePoint[] {
  const points: (SharePoint & { ms: number })[] = [];
  for (const position of positions) {
    if (position.marketId !== marketId || position.yesShareAfter === null) continue;
    const ms = Date.parse(position.createdAt);
    points.push({ at: position.createdAt, yes: position.yesShareAfter, ms: Number.isNaN(ms) ? 0 : ms });
  }
  return points.sort((a, b) => a.ms - b.ms).map(({ at, yes }) => ({ at, yes }));
}

export const NO_SHARES_RECORDED = 'No bet on this prediction has been recorded in this browser yet, so there is no YES share to chart.';

/** One sentence stating the first and latest values, for readers who cannot see the chart. */
export function describeYesShareSeries(series: readonly SharePoint[]): string {
  const first = series[0];
  const latest = series.at(-1);
  if (!first || !latest) return NO_SHARES_RECORDED;
  if (series.length === 1) return `YES share was ${first.yes}% after the only bet recorded here.`;
  return `YES share went from ${first.yes}% after the first bet to ${latest.yes}% after the latest, over ${series.length} bets.`;
}

'use client';

import { lazy, Suspense, useId } from 'react';
import { market_chart_counted_title, market_chart_title } from '@/lib/i18n/paraglide/messages';
import { coinShares } from '@/lib/market/markets';
import type { Market } from '@/lib/model/market';
import { useGameStore } from '@/lib/store/game-store';
import { YesShareChartFrame } from './yes-share-chart-frame';

// The chart sits below the first screen on a phone, so its drawing, series and stored-bet reads
// load after the page: started as soon as a detail page mounts, so it is usually there before the
// questions are. Until then a placeholder holds exactly its place: the same section, heading, box
// and (invisible) caption sentence, so nothing below it moves when the chart arrives.
const loadChart = () => import('./yes-share-chart').then((module) => ({ default: module.YesShareChart }));
const YesShareChart = lazy(loadChart);

/** Starts loading the chart's code; call it where a detail page mounts. */
export function preloadYesShareChart(): void {
  void loadChart();
}

/** The YES-share chart of `market`, loaded on demand behind a placeholder of its size. */
export function YesShareChartSlot({ market }: { market: Market }) {
  return (
    <Suspense fallback={<YesShareChartPlaceholder market={market} />}>
      <YesShareChart marketId={market.id} />
    </Suspense>
  );
}

/** The chart's frame, while its code loads. */
export function YesShareChartPlaceholder({ market }: { market: Market }) {
  const counted = useGameStore((state) => market.leagueId != null && state.leagues.find((league) => league.id === market.leagueId)?.crowdSeen !== undefined);
  const headingId = useId();
  // A league question's counted series starts even; any other starts from its own coins.
  return <YesShareChartFrame headingId={headingId} title={counted ? market_chart_counted_title() : market_chart_title()} startShare={counted ? 50 : coinShares(market).yes} />;
}

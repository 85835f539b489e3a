'use client';

import { lazy, Suspense, useId } from 'react';
import { formatPercent } from '@/lib/display/format';
import { market_chart_counted_title, market_chart_none, market_chart_title } from '@/lib/i18n/paraglide/messages';
import { coinShares } from '@/lib/market/markets';
import type { Market } from '@/lib/model/market';
import { useGameStore } from '@/lib/store/game-store';

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

/** The axis, top to bottom: the same as the chart's. */
const AXIS_LABELS = [100, 50, 0] as const;

/** The YES-share chart of `market`, loaded on demand behind a placeholder of its size. */
export function YesShareChartSlot({ market }: { market: Market }) {
  return (
    <Suspense fallback={<YesShareChartPlaceholder market={market} />}>
      <YesShareChart marketId={market.id} />
    </Suspense>
  );
}

/** The chart's frame with its heading, its empty box and, held invisibly, the sentence of a chart with no bet here. */
export function YesShareChartPlaceholder({ market }: { market: Market }) {
  const counted = useGameStore((state) => market.leagueId != null && state.leagues.find((league) => league.id === market.leagueId)?.crowdSeen !== undefined);
  const headingId = useId();
  // A league question's counted series starts even; any other starts from its own coins.
  const start = counted ? 50 : coinShares(market).yes;
  return (
    <section aria-labelledby={headingId} aria-busy="true" className="mt-6 rounded-2xl border border-ink-700 bg-ink-900 p-5">
      <h2 id={headingId} className="text-lg font-semibold text-white">
        {counted ? market_chart_counted_title() : market_chart_title()}
      </h2>
      <div aria-hidden="true" className="mt-3">
        <div className="flex h-32 gap-2">
          <div className="flex flex-col justify-between text-xs text-slate-400">
            {AXIS_LABELS.map((share) => (
              <span key={share}>{formatPercent(share)}</span>
            ))}
          </div>
          <div className="min-w-0 flex-1" />
        </div>
        <p className="invisible mt-3 text-sm">{market_chart_none({ yes: String(start) })}</p>
      </div>
    </section>
  );
}

'use client';

import { useId, useMemo } from 'react';
import { formatPercent } from '@/lib/display/format';
import { market_chart_counted_title, market_chart_title } from '@/lib/i18n/paraglide/messages';
import { useGameStore } from '@/lib/store/game-store';
import { useMarketPositions } from '../hooks/use-stored-records';
import { countedShareSeries, yesShareSeries, type SharePoint } from '@/lib/market/yes-share-history';
import { describeYesShareSeries } from '@/lib/market/market-words';

// The drawing is 300 × 100 units stretched to the box; shares run 0% at the bottom to 100% at
// the top, inset by the stroke's half-width so a line at 0% or 100% is not clipped.
const WIDTH = 300;
const y = (share: number) => 97 - share * 0.94;

function linePoints(series: readonly SharePoint[]): string {
  // One share has no 'over time': it is drawn level across the box.
  const shares = series.length === 1 ? [series[0]?.yes ?? 0, series[0]?.yes ?? 0] : series.map((point) => point.yes);
  const step = WIDTH / (shares.length - 1);
  return shares.map((share, index) => `${(index * step).toFixed(1)},${y(share).toFixed(1)}`).join(' ');
}

/** The axis, top to bottom. */
const AXIS_LABELS = [100, 50, 0] as const;

const NO_SERIES: readonly SharePoint[] = [];

/** The YES share of coins from its first known value, then after each bet placed in this browser, as a line with a sentence saying the same. */
export function YesShareChart({ marketId }: { marketId: string }) {
  useMarketPositions(marketId);
  const positions = useGameStore((state) => state.positions);
  const market = useGameStore((state) => state.markets.find((candidate) => candidate.id === marketId));
  const crowdSeen = useGameStore((state) => (market?.leagueId ? state.leagues.find((league) => league.id === market.leagueId)?.crowdSeen : undefined));
  // A league question charts the crowd its organiser counted, at each update taken here.
  const counted = market?.leagueId != null && crowdSeen !== undefined;
  const series = useMemo(() => {
    if (!market) return NO_SERIES;
    return counted ? countedShareSeries(market, crowdSeen ?? []) : yesShareSeries(market, positions);
  }, [market, positions, counted, crowdSeen]);
  const headingId = useId();
  const captionId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-ink-700 bg-ink-900 p-5">
      <h2 id={headingId} className="text-lg font-semibold text-white">
        {counted ? market_chart_counted_title() : market_chart_title()}
      </h2>
      <figure className="mt-3">
        {/* The box is always this tall, chart or not, so nothing moves when a first bet draws it. */}
        <div className="flex h-32 gap-2">
          <div aria-hidden="true" className="flex flex-col justify-between text-xs text-slate-400">
            {AXIS_LABELS.map((share) => (
              <span key={share}>{formatPercent(share)}</span>
            ))}
          </div>
          {/* Out of the flow, so the drawing's own aspect ratio never widens a narrow column. */}
          <div className="relative min-w-0 flex-1">
            <svg role="img" aria-labelledby={captionId} viewBox={`0 0 ${WIDTH} 100`} preserveAspectRatio="none" className="absolute inset-0 h-full w-full overflow-visible">
              <line x1="0" x2={WIDTH} y1={y(50)} y2={y(50)} className="stroke-slate-500" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
              {series.length > 0 ? (
                <polyline points={linePoints(series)} fill="none" className="stroke-yes-400" strokeWidth="2.5" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
              ) : null}
            </svg>
          </div>
        </div>
        <figcaption id={captionId} className="mt-3 text-sm text-slate-300">
          {describeYesShareSeries(series)}
        </figcaption>
      </figure>
    </section>
  );
}

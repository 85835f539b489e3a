'use client';

import { coinsText, formatCount, formatDateTime } from '@/lib/display/format';
import { market_ends_at, market_make_prediction, market_players, market_players_pool, market_pool_coins, market_result_given_at, market_stats, market_time_remaining, market_total_players } from '@/lib/i18n/paraglide/messages';
import { totalPlayers } from '@/lib/market/markets';
import { shownDescription, shownQuestion } from '@/lib/market/shown-text';
import type { Market } from '@/lib/model/market';
import { PredictionCard } from '../shared/market-card/prediction-card';
import { CategoryBadge } from '../shared/market-card/category-badge';
import { LeagueBadge } from '../shared/market-card/league-badge';
import { LeagueResultsAsOf } from '../shared/market-card/league-results-as-of';
import { TimeLeft } from '../shared/market-card/time-left';
import { StatTile } from '../ui/stat-tile';
import { ShareButton } from './share-button';
import { YesShareChartSlot } from './yes-share-chart-slot';

// On a phone the question and its bet come first, so Predict Now is on the first screen; the
// description and chart follow, and the decorative image is left out (as Home leaves out its
// hero) so the first screen is the game. On a wide screen the bet card sits beside them all.
export function PredictionDetail({ market }: { market: Market }) {
  const question = shownQuestion(market);
  const description = shownDescription(market);
  const players = totalPlayers(market);
  return (
    <article className="mx-auto max-w-6xl px-4 py-4 sm:py-8">
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:gap-x-8">
        <header className="lg:col-start-1">
          <div className="flex flex-wrap items-center gap-3">
            {/* The bet card shows the category and league too: a phone's line keeps room for the end time and Share. */}
            <div className="hidden gap-3 sm:flex">
              <CategoryBadge category={market.category} />
              <LeagueBadge leagueId={market.leagueId} />
            </div>
            {/* A question with its result says when the result came, not an end time it may never have reached. */}
            <p className="text-sm text-slate-300">
              {market.isResolved && market.resolvedAt
                ? market_result_given_at({ date: formatDateTime(market.resolvedAt) })
                : market_ends_at({ date: formatDateTime(market.endTime) })}
            </p>
            <div className="ml-auto">
              <ShareButton title={question} path={`/prediction?id=${encodeURIComponent(market.id)}`} />
            </div>
          </div>
          <h1 className="mt-3 text-2xl font-bold leading-tight text-white [overflow-wrap:anywhere] sm:text-3xl">{question}</h1>
          <LeagueResultsAsOf leagueId={market.leagueId} />
        </header>
        {/* Its own height: stretched beside the taller chart column, the card's content would spread out. */}
        <div className="self-start lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 className="sr-only">{market_make_prediction()}</h2>
          <PredictionCard market={market} showQuestion={false} />
        </div>
        <div className="lg:col-start-1">
          {market.image ? (
            // A plain img: on a static export next/image only adds script (images are unoptimised).
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={market.image}
              alt=""
              width={960}
              height={480}
              fetchPriority="high"
              className="mb-4 hidden aspect-[2/1] w-full rounded-2xl border border-ink-700 object-cover sm:block"
            />
          ) : null}
          {description ? <p className="text-slate-300 [overflow-wrap:anywhere]">{description}</p> : null}
          <p className="mt-3 text-sm text-slate-300">
            {market_players_pool({ players: market_players({ count: players, shown: formatCount(players) }), coins: coinsText(market.totalPool) })}
          </p>
          <YesShareChartSlot market={market} />
        </div>
      </div>
      <h2 className="sr-only">{market_stats()}</h2>
      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        <StatTile icon="👥" label={market_total_players()}>
          {formatCount(players)}
        </StatTile>
        <StatTile icon="🪙" label={market_pool_coins()}>
          {coinsText(market.totalPool)}
        </StatTile>
        <StatTile icon="⏳" label={market_time_remaining()}>
          <TimeLeft endTime={market.endTime} format="days-hours" resolved={market.isResolved} outcome={market.outcome} leagueId={market.leagueId} />
        </StatTile>
      </dl>
    </article>
  );
}

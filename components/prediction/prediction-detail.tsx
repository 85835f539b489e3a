'use client';

import { coinsText, formatCount, formatDateTime } from '@/lib/display/format';
import { market_ends_at, market_players, market_players_pool, market_result_given_at } from '@/lib/i18n/paraglide/messages';
import { totalPlayers } from '@/lib/market/markets';
import { shownDescription, shownQuestion } from '@/lib/market/shown-text';
import type { Market } from '@/lib/model/market';
import { PredictionCard } from '../shared/market-card/prediction-card';
import { CategoryBadge } from '../shared/market-card/category-badge';
import { LeagueBadge } from '../shared/market-card/league-badge';
import { LeagueResultsAsOf } from '../shared/market-card/league-results-as-of';
import { TimeLeft } from '../shared/market-card/time-left';
import { DetailFrame } from './detail-frame';
import { ShareButton } from './share-button';
import { YesShareChartSlot } from './yes-share-chart-slot';

/** A question's page, live: its words, its bet card, its chart and figures. */
export function PredictionDetail({ market }: { market: Market }) {
  const question = shownQuestion(market);
  const players = totalPlayers(market);
  return (
    <DetailFrame
      badges={
        <>
          <CategoryBadge category={market.category} />
          <LeagueBadge leagueId={market.leagueId} />
        </>
      }
      // A question with its result says when the result came, not an end time it may never have reached.
      when={
        market.isResolved && market.resolvedAt
          ? market_result_given_at({ date: formatDateTime(market.resolvedAt) })
          : market_ends_at({ date: formatDateTime(market.endTime) })
      }
      share={<ShareButton title={question} path={`/prediction?id=${encodeURIComponent(market.id)}`} />}
      question={question}
      resultsAsOf={<LeagueResultsAsOf leagueId={market.leagueId} />}
      card={<PredictionCard market={market} showQuestion={false} />}
      image={market.image}
      description={shownDescription(market)}
      playersAndPool={market_players_pool({ players: market_players({ count: players, shown: formatCount(players) }), coins: coinsText(market.totalPool) })}
      chart={<YesShareChartSlot market={market} />}
      stats={{
        players: formatCount(players),
        pool: coinsText(market.totalPool),
        timeLeft: <TimeLeft endTime={market.endTime} format="days-hours" resolved={market.isResolved} outcome={market.outcome} leagueId={market.leagueId} />,
      }}
    />
  );
}

'use client';

import Image from 'next/image';
import { coinsText, formatCount, formatDateTime, pluralize } from '@/lib/format';
import { totalPlayers, type Market } from '@/lib/markets';
import { PredictionCard } from '../markets/prediction-card';
import { CategoryBadge } from '../markets/category-badge';
import { TimeLeft } from '../markets/time-left';
import { StatTile } from '../ui/stat-tile';
import { ShareButton } from './share-button';
import { YesShareChart } from './yes-share-chart';

export function PredictionDetail({ market }: { market: Market }) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          {market.image ? (
            <Image
              src={market.image}
              alt=""
              width={960}
              height={480}
              priority
              className="aspect-[2/1] w-full rounded-2xl border border-ink-700 object-cover"
            />
          ) : null}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <CategoryBadge category={market.category} />
            <p className="text-sm text-slate-300">Ends {formatDateTime(market.endTime)}</p>
            <div className="ml-auto">
              <ShareButton title={market.question} path={`/prediction?id=${encodeURIComponent(market.id)}`} />
            </div>
          </div>
          <h1 className="mt-3 text-3xl font-bold leading-tight text-white [overflow-wrap:anywhere]">{market.question}</h1>
          {market.description ? <p className="mt-3 text-slate-300 [overflow-wrap:anywhere]">{market.description}</p> : null}
          <p className="mt-3 text-sm text-slate-300">
            {pluralize(totalPlayers(market), 'player')} · {coinsText(market.totalPool)} in the pool
          </p>
          <YesShareChart marketId={market.id} />
        </div>
        {/* Its own height: stretched beside the taller chart column, the card's content would spread out. */}
        <div className="self-start">
          <h2 className="sr-only">Make your prediction</h2>
          <PredictionCard market={market} headingLevel="h3" />
        </div>
      </div>
      <h2 className="sr-only">Market stats</h2>
      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        <StatTile icon="👥" label="Total Players">
          {formatCount(totalPlayers(market))}
        </StatTile>
        <StatTile icon="💰" label="Prize Pool">
          {coinsText(market.totalPool)}
        </StatTile>
        <StatTile icon="⏳" label="Time Remaining">
          <TimeLeft endTime={market.endTime} format="days-hours" resolved={market.isResolved} outcome={market.outcome} />
        </StatTile>
      </dl>
    </article>
  );
}

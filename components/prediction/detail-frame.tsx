// The detail page's layout, with no state of its own: the live page (prediction-detail.tsx) fills
// it from the stores, and the exported HTML's preview (question-previews.tsx) with what a build
// knows, so the live question takes the preview's place without moving anything (issue 33).
//
// On a phone the question and its bet come first, so Predict Now is on the first screen; the
// description and chart follow, and the decorative image is left out (as Home leaves out its
// hero) so the first screen is the game. On a wide screen the bet card sits beside them all.

import type { ReactNode } from 'react';
import { market_make_prediction, market_pool_coins, market_share, market_stats, market_time_remaining, market_total_players } from '@/lib/i18n/paraglide/messages';
import { StatTile } from '../ui/stat-tile';

interface DetailFrameProps {
  badges: ReactNode;
  /** When it ends, or when its result came. */
  when: ReactNode;
  share: ReactNode;
  question: string;
  /** A league question's 'Results as of'. */
  resultsAsOf?: ReactNode;
  card: ReactNode;
  image?: string;
  /**
   * The exported page holds a preview of every question, all hidden but one: their pictures load
   * lazily, so only the shown one's is fetched (React preloads an eager, high-priority picture).
   */
  imageLoading?: 'eager' | 'lazy';
  description?: string;
  playersAndPool: ReactNode;
  chart: ReactNode;
  stats: { players: ReactNode; pool: ReactNode; timeLeft: ReactNode };
}

export function DetailFrame({ badges, when, share, question, resultsAsOf, card, image, imageLoading = 'eager', description, playersAndPool, chart, stats }: DetailFrameProps) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-4 sm:py-8">
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:gap-x-8">
        <header className="lg:col-start-1">
          {/* As tall as Share from the start: a first paint before Share is parsed draws the end time where it stays. */}
          <div className="flex min-h-10 flex-wrap items-center gap-3">
            {/* The bet card shows the category and league too: a phone's line keeps room for the end time and Share. */}
            <div className="hidden gap-3 sm:flex">{badges}</div>
            <p className="text-sm text-slate-300">{when}</p>
            {/* A flex box, so Share's height is its own: a block's line box, set by its inline-flex
                baseline, grew by 3 px once Share's icon was parsed and moved the end time. */}
            <div className="ml-auto flex">{share}</div>
          </div>
          <h1 className="mt-3 text-2xl font-bold leading-tight text-white [overflow-wrap:anywhere] sm:text-3xl">{question}</h1>
          {resultsAsOf}
        </header>
        {/* Its own height: stretched beside the taller chart column, the card's content would spread out. */}
        <div className="self-start lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 className="sr-only">{market_make_prediction()}</h2>
          {card}
        </div>
        <div className="lg:col-start-1">
          {image ? (
            // A plain img: on a static export next/image only adds script (images are unoptimised).
            <img
              src={image}
              alt=""
              width={960}
              height={480}
              loading={imageLoading}
              fetchPriority={imageLoading === 'eager' ? 'high' : 'auto'}
              className="mb-4 hidden aspect-[2/1] w-full rounded-2xl border border-ink-700 object-cover sm:block"
            />
          ) : null}
          {description ? <p className="text-slate-300 [overflow-wrap:anywhere]">{description}</p> : null}
          <p className="mt-3 text-sm text-slate-300">{playersAndPool}</p>
          {chart}
        </div>
      </div>
      <h2 className="sr-only">{market_stats()}</h2>
      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        <StatTile icon="👥" label={market_total_players()}>
          {stats.players}
        </StatTile>
        <StatTile icon="🪙" label={market_pool_coins()}>
          {stats.pool}
        </StatTile>
        <StatTile icon="⏳" label={market_time_remaining()}>
          {stats.timeLeft}
        </StatTile>
      </dl>
    </article>
  );
}

/** Share's place before its script: the same box and icon, no button. */
export function SharePlaceholder() {
  return (
    <span aria-hidden="true" className="inline-flex min-h-10 items-center gap-2 rounded-xl border border-ink-600 bg-ink-900 px-3 py-2 text-sm font-semibold text-white sm:px-4">
      <ShareIcon />
      <span className="sr-only sm:not-sr-only">{market_share()}</span>
    </span>
  );
}

export function ShareIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-none stroke-current" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
    </svg>
  );
}

// The card's box, with no state of its own: the live card (prediction-card.tsx) fills it from the
// stores, and the exported HTML's preview (components/preview) fills it with what a build knows,
// so the live card takes the preview's place without moving anything (issue 33).

import { AppLink } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { betting_players, betting_pool, betting_time_left } from '@/lib/i18n/paraglide/messages';
import { categoryEmoji, type Category } from '@/lib/market/categories';
import { shownQuestion } from '@/lib/market/shown-text';
import type { Market } from '@/lib/model/market';
import { CategoryBadge } from './category-badge';

/** The card's heading link to the question's page, in this build's language. */
export function QuestionLink({ market }: { market: Pick<Market, 'id' | 'question' | 'translations'> }) {
  return (
    // inline-block: a one-line question's link is as tall as its line, not its text; at least 24 px.
    <AppLink href={`/prediction?id=${encodeURIComponent(market.id)}`} className="inline-block min-h-6 hover:text-brand-300">
      {shownQuestion(market)}
    </AppLink>
  );
}

interface CardFrameProps {
  category: Category;
  leagueBadge: ReactNode;
  timeLeft: ReactNode;
  /** The heading level fits the page: h3 in Home's list, h2 on the detail page. */
  headingLevel?: 'h2' | 'h3';
  /** The question's link, or null where the page's own heading already names the question. */
  questionLink: ReactNode;
  players: ReactNode;
  pool: ReactNode;
  /** The card's foot: notes, the coin shares, the action and the player's own line. */
  children: ReactNode;
}

export function CardFrame({ category, leagueBadge, timeLeft, headingLevel: Heading = 'h3', questionLink, players, pool, children }: CardFrameProps) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-4 shadow-lg shadow-black/20 sm:gap-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span aria-hidden="true" className="text-2xl">
            {categoryEmoji(category)}
          </span>
          <CategoryBadge category={category} />
          {leagueBadge}
        </div>
        <p className="shrink-0 text-sm text-slate-300">
          <span className="sr-only">{`${betting_time_left()} `}</span>
          <span aria-hidden="true">{'⏱ '}</span>
          {timeLeft}
        </p>
      </div>
      {questionLink !== null && <Heading className="text-base font-semibold leading-snug text-white [overflow-wrap:anywhere] sm:text-lg">{questionLink}</Heading>}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-400">{betting_players()}</dt>
          <dd className="font-semibold text-white">{players}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{betting_pool()}</dt>
          <dd className="font-semibold text-white">{pool}</dd>
        </div>
      </dl>
      <div className="mt-auto space-y-4">{children}</div>
    </article>
  );
}

/** A live figure's place before the stores load: one line's height, read as nothing. */
export function FigurePlaceholder() {
  return <span aria-hidden="true">{'…'}</span>;
}

/** The player's line's place, kept for everyone: empty and hidden for a visitor (your-position.tsx). */
export function EmptyPlayerLine() {
  return (
    <p aria-hidden="true" className="invisible border border-transparent px-3 py-2 text-sm">
      {'\u00a0'}
    </p>
  );
}

/** The card's action before the stores say which it is (Login to Play, Predict Now): a button's size, no button. */
export function ActionPlaceholder() {
  return (
    <div aria-hidden="true" className="min-h-10 w-full rounded-xl bg-ink-700 px-4 py-2.5 text-sm font-semibold">
      {'\u00a0'}
    </div>
  );
}

'use client';

import Link from 'next/link';
import { categoryEmoji } from '@/lib/market/categories';
import { coinsText, formatCount } from '@/lib/display/format';
import { betting_players, betting_pool, betting_time_left } from '@/lib/i18n/paraglide/messages';
import { shownQuestion } from '@/lib/market/shown-text';
import { predictAction, totalPlayers } from '@/lib/market/markets';
import type { Market } from '@/lib/model/market';
import { useCurrentAccount } from '../../hooks/use-current-account';
import { useQuestionNow } from '../../hooks/use-question-now';
import { CategoryBadge } from './category-badge';
import { LeagueBadge } from './league-badge';
import { LeagueBalance } from './league-balance';
import { OutcomeNotice } from './outcome-notice';
import { PayoutNote } from './payout-note';
import { PredictButton } from './predict-button';
import { awaitingResultNote, coinLandedNote } from './result-status';
import { ShareBars } from './share-bars';
import { TimeLeft } from './time-left';
import { YourPosition } from './your-position';

interface PredictionCardProps {
  market: Market;
  /** The heading level fits the page: h3 in Home's list, h2 on the detail page. */
  headingLevel?: 'h2' | 'h3';
  /** False where the page's own heading already names the question (the detail page). */
  showQuestion?: boolean;
}

export function PredictionCard({ market, headingLevel: Heading = 'h3', showQuestion = true }: PredictionCardProps) {
  const now = useQuestionNow(market.leagueId);
  const loggedIn = useCurrentAccount() !== undefined;
  const action = now === null ? 'login' : predictAction(market, now, loggedIn);
  // A league's organiser gives its results (its notices say so); a practice question's giver is named here.
  const note = action === 'ended' && market.leagueId === null ? awaitingResultNote(market) : coinLandedNote(market);
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-4 shadow-lg shadow-black/20 sm:gap-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span aria-hidden="true" className="text-2xl">
            {categoryEmoji(market.category)}
          </span>
          <CategoryBadge category={market.category} />
          <LeagueBadge leagueId={market.leagueId} />
        </div>
        <p className="shrink-0 text-sm text-slate-300">
          <span className="sr-only">{`${betting_time_left()} `}</span>
          <span aria-hidden="true">{'⏱ '}</span>
          <TimeLeft endTime={market.endTime} resolved={market.isResolved} outcome={market.outcome} leagueId={market.leagueId} />
        </p>
      </div>
      {showQuestion && (
        <Heading className="text-base font-semibold leading-snug text-white [overflow-wrap:anywhere] sm:text-lg">
          {/* inline-block: a one-line question's link is as tall as its line, not its text; at least 24 px. */}
          <Link href={`/prediction?id=${encodeURIComponent(market.id)}`} className="inline-block min-h-6 hover:text-brand-300">
            {shownQuestion(market)}
          </Link>
        </Heading>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-400">{betting_players()}</dt>
          <dd className="font-semibold text-white">{formatCount(totalPlayers(market))}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{betting_pool()}</dt>
          <dd className="font-semibold text-white">{coinsText(market.totalPool)}</dd>
        </div>
      </dl>
      <div className="mt-auto space-y-4">
        {note && <p className="text-sm text-slate-300">{note}</p>}
        <OutcomeNotice market={market} />
        <div className="space-y-2">
          <ShareBars market={market} />
          <PayoutNote market={market} />
        </div>
        <LeagueBalance leagueId={market.leagueId} />
        <PredictButton market={market} action={action} />
        <YourPosition marketId={market.id} settled={market.isResolved} />
      </div>
    </article>
  );
}

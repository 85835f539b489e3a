'use client';

import { memo } from 'react';
import { coinsText, formatCount } from '@/lib/display/format';
import { predictAction, totalPlayers } from '@/lib/market/markets';
import type { Market } from '@/lib/model/market';
import { useCurrentAccount } from '../../hooks/use-current-account';
import { useQuestionNow } from '../../hooks/use-question-now';
import { CardFrame, QuestionLink } from './card-frame';
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

// Memoised: a list re-renders on any change to the questions (a bet elsewhere, a clock tick), and a
// card whose question is the same object need not (each card's own store reads update it).
export const PredictionCard = memo(function PredictionCard({ market, headingLevel = 'h3', showQuestion = true }: PredictionCardProps) {
  const now = useQuestionNow(market.leagueId);
  const loggedIn = useCurrentAccount() !== undefined;
  const action = now === null ? 'login' : predictAction(market, now, loggedIn);
  // A league's organiser gives its results (its notices say so); a practice question's giver is named here.
  const note = action === 'ended' && market.leagueId === null ? awaitingResultNote(market) : coinLandedNote(market);
  return (
    <CardFrame
      category={market.category}
      leagueBadge={<LeagueBadge leagueId={market.leagueId} />}
      timeLeft={<TimeLeft endTime={market.endTime} resolved={market.isResolved} outcome={market.outcome} leagueId={market.leagueId} />}
      headingLevel={headingLevel}
      questionLink={showQuestion ? <QuestionLink market={market} /> : null}
      players={formatCount(totalPlayers(market))}
      pool={coinsText(market.totalPool)}
    >
      {note && <p className="text-sm text-slate-300">{note}</p>}
      <OutcomeNotice market={market} />
      <div className="space-y-2">
        <ShareBars market={market} />
        <PayoutNote market={market} />
      </div>
      <LeagueBalance leagueId={market.leagueId} />
      <PredictButton market={market} action={action} />
      <YourPosition marketId={market.id} settled={market.isResolved} />
    </CardFrame>
  );
});

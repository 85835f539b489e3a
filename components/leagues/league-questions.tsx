'use client';

import { AppLink } from '@/components/ui/app-link';
import { useMemo } from 'react';
import { useGameStore } from '@/lib/store/game-store';
import { PredictionCard } from '../shared/market-card/prediction-card';
import { SCREEN_WORDS } from './leagues-screen-words';
import { leagues_open_questions_of } from '@/lib/i18n/paraglide/messages';

/** How many of a league's open questions its card shows; the rest are a link away. */
const SHOWN = 3;

/**
 * A league's open questions on its card, soonest to close first, each with its Predict button,
 * so a bet is one tap from /leagues. Loaded after the saved game, never with the page's first load.
 */
export function LeagueQuestions({ leagueId, leagueName }: { leagueId: string; leagueName: string }) {
  const markets = useGameStore((state) => state.markets);
  const open = useMemo(
    () => markets.filter((market) => market.leagueId === leagueId && !market.isResolved).sort((a, b) => a.endTime.localeCompare(b.endTime)),
    [markets, leagueId],
  );
  if (open.length === 0) return <p className="text-sm text-slate-300">{SCREEN_WORDS.noOpenQuestions}</p>;
  return (
    <div className="space-y-3">
      <ul aria-label={leagues_open_questions_of({ name: leagueName })} className="grid gap-3">
        {open.slice(0, SHOWN).map((market) => (
          <li key={market.id}>
            <PredictionCard market={market} />
          </li>
        ))}
      </ul>
      {open.length > SHOWN && (
        <AppLink href={`/?league=${encodeURIComponent(leagueId)}#predictions`} className="inline-block text-sm font-semibold text-brand-300 hover:text-brand-200">
          {SCREEN_WORDS.seeAll(open.length)}
          <span className="sr-only">
            {' '}
            (<bdi>{leagueName}</bdi>)
          </span>
        </AppLink>
      )}
    </div>
  );
}

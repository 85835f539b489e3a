'use client';

import { useSearchParams } from 'next/navigation';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { market_loading, market_not_found_title } from '@/lib/i18n/paraglide/messages';
import { findMarket } from '@/lib/market/markets';
import { shownQuestion } from '@/lib/market/shown-text';
import { useGameStore } from '@/lib/store/game-store';
import { useSessionStore } from '@/lib/store/session-store';
import { isShownTo } from '@/lib/tutorial/tutorial-market';
import { useCatalogueReady } from '../hooks/use-catalogue-ready';
import { PredictionNotFound } from '../shared/message-screens/prediction-not-found';
import { useDocumentTitle } from '../hooks/use-document-title';
import { PredictionDetail } from './prediction-detail';
import { preloadYesShareChart } from './yes-share-chart-slot';

/**
 * Reads `?id=` and shows that market, or the spec's not-found screen for a missing or unknown id;
 * `previews` (the exported HTML's, question-previews.tsx) stand until the stores are read.
 */
export function PredictionById({ previews }: { previews?: ReactNode }) {
  const id = useSearchParams().get('id');
  const ready = useCatalogueReady();
  const viewerId = useSessionStore((state) => state.accountId);
  const found = useGameStore((state) => findMarket(state.markets, id));
  // Another account's tutorial question is that player's alone: for anyone else it does not exist.
  const market = found && isShownTo(found, viewerId) ? found : undefined;
  // The chart's code loads while the stored questions are read, so it is usually there before them.
  useEffect(preloadYesShareChart, []);
  useDocumentTitle(ready ? (market ? shownQuestion(market) : market_not_found_title()) : null);
  // The live page is drawn at a transition's priority, in slices of a few milliseconds rather than
  // one long task; the preview stands until it is done.
  const drawn = useDeferredValue(ready);
  if (!drawn) return previews ?? <PredictionLoading />;
  if (!market) return <PredictionNotFound />;
  return <PredictionDetail market={market} />;
}

/** Holds the detail's place (taller than the screen, the footer below it) so nothing shifts when it loads. */
export function PredictionLoading() {
  return (
    <div aria-busy="true" aria-label={market_loading()} className="mx-auto min-h-screen max-w-6xl px-4 py-4 sm:py-8">
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:gap-x-8">
        <div className="h-32 w-full animate-pulse rounded-2xl border border-ink-700 bg-ink-900" />
      </div>
    </div>
  );
}

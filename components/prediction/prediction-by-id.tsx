'use client';

import { useSearchParams } from 'next/navigation';
import { findMarket } from '@/lib/markets';
import { useGameStore } from '@/lib/store/game-store';
import { useCatalogueReady } from '../hooks/use-catalogue-ready';
import { PredictionNotFound } from '../feedback/prediction-not-found';
import { PredictionDetail } from './prediction-detail';

/** Reads `?id=` and shows that market, or the spec's not-found screen for a missing or unknown id. */
export function PredictionById() {
  const id = useSearchParams().get('id');
  const ready = useCatalogueReady();
  const market = useGameStore((state) => findMarket(state.markets, id));
  if (!ready) return <PredictionLoading />;
  if (!market) return <PredictionNotFound />;
  return <PredictionDetail market={market} />;
}

/** Holds the detail's layout (image first, taller than the screen) so nothing shifts when it loads. */
export function PredictionLoading() {
  return (
    <div aria-busy="true" aria-label="Loading prediction" className="mx-auto min-h-screen max-w-6xl px-4 py-8">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="aspect-[2/1] w-full animate-pulse rounded-2xl border border-ink-700 bg-ink-900" />
      </div>
    </div>
  );
}

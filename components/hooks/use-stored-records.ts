'use client';

import { useEffect } from 'react';
import { loadGameStorage } from '@/lib/store/commit-game';
import { useHydrationStore } from '@/lib/store/hydration-store';

// Start-up reads the logged-in player's records only; a screen that shows more asks for it here,
// and the records join memory (and so the screen) when they are read.

/** Every player's positions and ledger: the admin's tiles and users table count them all. */
export function useAllRecords(): void {
  const loaded = useHydrationStore((state) => state.game);
  useEffect(() => {
    if (loaded) void loadGameStorage().then((storage) => storage.loadAllRecords());
  }, [loaded]);
}

/** Every position on one market: its chart draws each bet. */
export function useMarketPositions(marketId: string): void {
  const loaded = useHydrationStore((state) => state.game);
  useEffect(() => {
    if (loaded) void loadGameStorage().then((storage) => storage.loadMarketPositions(marketId));
  }, [loaded, marketId]);
}

// The market catalogue: seeded once from data/ on a first visit, then read from storage.

import type { StateCreator } from 'zustand';
import type { Market } from '../model/market';
import { seedMarkets, type MarketSeed } from '../market/seed-markets';

export interface MarketsSlice {
  markets: Market[];
  /** When the sample catalogue was seeded; null until the first visit has been set up. */
  seededAt: string | null;
  seedCatalogueIfNew: (nowMs: number, seeds: readonly MarketSeed[]) => void;
}

export const createMarketsSlice: StateCreator<MarketsSlice, [], [], MarketsSlice> = (set, get) => ({
  markets: [],
  seededAt: null,
  seedCatalogueIfNew: (nowMs, seeds) => {
    if (get().seededAt !== null) return;
    set({ markets: seedMarkets(seeds, nowMs), seededAt: new Date(nowMs).toISOString() });
  },
});

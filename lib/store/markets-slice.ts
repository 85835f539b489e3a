// The market catalogue: seeded once from data/ on a first visit, then read from storage.

import type { StateCreator } from 'zustand';
import { MARKET_SEEDS } from '@/data/markets';
import type { Market } from '../markets';
import { seedMarkets } from '../seed-markets';

export interface MarketsSlice {
  markets: Market[];
  /** When the sample catalogue was seeded; null until the first visit has been set up. */
  seededAt: string | null;
  seedCatalogueIfNew: (nowMs: number) => void;
}

export const createMarketsSlice: StateCreator<MarketsSlice, [], [], MarketsSlice> = (set, get) => ({
  markets: [],
  seededAt: null,
  seedCatalogueIfNew: (nowMs) => {
    if (get().seededAt !== null) return;
    set({ markets: seedMarkets(MARKET_SEEDS, nowMs), seededAt: new Date(nowMs).toISOString() });
  },
});

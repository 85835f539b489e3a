// The market catalogue: seeded once from data/ on a first visit (hydrate-stores.ts), then read from storage.

import type { StateCreator } from 'zustand';
import type { Market } from '../model/market';

export interface MarketsSlice {
  markets: Market[];
  /** When the sample catalogue was seeded; null until the first visit has been set up. */
  seededAt: string | null;
}

export const createMarketsSlice: StateCreator<MarketsSlice, [], [], MarketsSlice> = () => ({
  markets: [],
  seededAt: null,
});

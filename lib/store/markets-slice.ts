// The market catalogue and the leagues followed. The catalogue is seeded once from data/ on a
// first visit (hydrate-stores.ts), then read from storage.

import type { StateCreator } from 'zustand';
import type { League } from '../model/league';
import type { Market } from '../model/market';

export interface MarketsSlice {
  markets: Market[];
  /** When the sample catalogue was seeded; null until the first visit has been set up. */
  seededAt: string | null;
  /** The leagues this browser follows; their questions are in `markets`. */
  leagues: League[];
}

export const createMarketsSlice: StateCreator<MarketsSlice, [], [], MarketsSlice> = () => ({
  markets: [],
  seededAt: null,
  leagues: [],
});

// The market catalogue, the leagues followed and run, and who follows them. The catalogue is seeded once from data/ on a
// first visit (hydrate-stores.ts), then read from storage.

import type { StateCreator } from 'zustand';
import type { League } from '../model/league';
import type { Market } from '../model/market';
import type { Membership } from '../model/membership';
import type { OperatedLeague } from '../model/operated-league';

export interface MarketsSlice {
  markets: Market[];
  /** When the sample catalogue was seeded; null until the first visit has been set up. */
  seededAt: string | null;
  /** The leagues this browser follows; their questions are in `markets`. */
  leagues: League[];
  /** The leagues run from this browser, with their keys and event logs. */
  operatedLeagues: OperatedLeague[];
  /** Which accounts follow or have left which league. */
  memberships: Membership[];
}

export const createMarketsSlice: StateCreator<MarketsSlice, [], [], MarketsSlice> = () => ({
  markets: [],
  seededAt: null,
  leagues: [],
  operatedLeagues: [],
  memberships: [],
});

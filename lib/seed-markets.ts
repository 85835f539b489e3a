// Turns the sample seeds into markets anchored at the moment of a first visit.
// Ids, counts and pools are copied unchanged; only times are computed from `nowMs`.

import type { Category } from './categories';
import type { Market } from './markets';
import { addMinutes } from './time';

export interface MarketSeed {
  id: string;
  question: string;
  category: Category;
  endsInMinutes: number;
  createdMinutesAgo: number;
  totalYes: number;
  totalNo: number;
  totalPool: number;
  image: string;
  description: string;
}

export function seedMarkets(seeds: readonly MarketSeed[], nowMs: number): Market[] {
  return seeds.map(({ endsInMinutes, createdMinutesAgo, ...seed }) => ({
    ...seed,
    endTime: addMinutes(nowMs, endsInMinutes),
    createdAt: addMinutes(nowMs, -createdMinutesAgo),
    isResolved: false,
  }));
}

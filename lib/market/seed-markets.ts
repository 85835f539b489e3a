// Turns the sample seeds into markets anchored at the moment of a first visit.
// Ids, counts and pools are copied unchanged; times are computed from `nowMs`, and the coins per
// side split each pool by its head share (rounded, the rest to NO), as the seeds give only heads.

import { splitPoolByHeads } from './markets';
import type { GameData } from '../model/game';
import type { Market } from '../model/market';
import { addMinutes } from '../display/time';

export type MarketSeed = Pick<Market, 'id' | 'question' | 'category' | 'totalYes' | 'totalNo' | 'totalPool'> &
  Required<Pick<Market, 'image' | 'description'>> & {
    endsInMinutes: number;
    createdMinutesAgo: number;
  };

export function seedMarkets(seeds: readonly MarketSeed[], nowMs: number): Market[] {
  return seeds.map(({ endsInMinutes, createdMinutesAgo, ...seed }) => ({
    ...seed,
    ...splitPoolByHeads(seed),
    endTime: addMinutes(nowMs, endsInMinutes),
    createdAt: addMinutes(nowMs, -createdMinutesAgo),
    isResolved: false,
    leagueId: null,
  }));
}

/** A first visit's catalogue, once: refused when the game was seeded already (another tab, an earlier visit). */
export function seedCatalogue(
  data: GameData,
  seeds: readonly MarketSeed[],
  nowMs: number,
): { ok: true; data: GameData } | { ok: false; reason: 'already-seeded' } {
  if (data.seededAt !== null) return { ok: false, reason: 'already-seeded' };
  return { ok: true, data: { ...data, markets: [...seedMarkets(seeds, nowMs), ...data.markets], seededAt: new Date(nowMs).toISOString() } };
}

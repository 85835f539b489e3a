// Turns the sample seeds into markets anchored at the moment of a first visit.
// Ids, counts and pools are copied unchanged; times are computed from `nowMs`, and the coins per
// side split each pool by its head share (rounded, the rest to NO), as the seeds give only heads.

import { splitPoolByHeads } from './markets';
import type { GameData } from '../model/game';
import type { Market } from '../model/market';
import { addMinutes } from '../display/time';

export type MarketSeed = Pick<Market, 'id' | 'question' | 'category' | 'totalYes' | 'totalNo' | 'totalPool'> &
  Required<Pick<Market, 'image' | 'description' | 'translations'>> & {
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

/** A sample's English as an earlier version stored it (data/markets.ts, FORMER_SAMPLE_TEXTS). */
export type FormerSampleText = { question?: string; description?: string };

/**
 * Markets seeded before the samples carried translations, given them: a stored sample question (the
 * same id, in no league, its English its seed's today or as an earlier version worded it) without
 * translations takes its seed's, and today's English too (the Bitcoin threshold in words, 'The
 * result is YES if…'); a description someone changed is kept. Every other market, and a market
 * already translated, is returned as it is; with nothing to add, the same array comes back, so a
 * caller can tell that nothing needs saving.
 */
export function withSampleTranslations(
  markets: readonly Market[],
  seeds: readonly Pick<MarketSeed, 'id' | 'question' | 'description' | 'translations'>[],
  former: Readonly<Record<string, FormerSampleText>> = {},
): readonly Market[] {
  let changed = false;
  const next = markets.map((market) => {
    if (market.translations !== undefined || market.leagueId !== null) return market;
    const was = former[market.id];
    const seed = seeds.find((candidate) => candidate.id === market.id && (candidate.question === market.question || was?.question === market.question));
    if (!seed) return market;
    changed = true;
    const upgraded = { ...market, question: seed.question, translations: seed.translations };
    // Today's description only where the stored one was the sample's (a market without one keeps none).
    return market.description !== undefined && (market.description === seed.description || market.description === was?.description) ? { ...upgraded, description: seed.description } : upgraded;
  });
  return changed ? next : markets;
}

/** Ids the sample catalogue uses: a stored market with one of them and no translations may be a sample from before they existed. */
export const SAMPLE_MARKET_IDS: readonly string[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Whether start-up should load the sample catalogue to give stored samples their translations. */
export function mayNeedSampleTranslations(markets: readonly Pick<Market, 'id' | 'leagueId' | 'translations'>[]): boolean {
  return markets.some((market) => market.leagueId === null && market.translations === undefined && SAMPLE_MARKET_IDS.includes(market.id));
}

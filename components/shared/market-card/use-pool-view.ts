'use client';

import { useMemo } from 'react';
import { poolView, type PoolView } from '@/lib/league/pool/pool-view';
import type { Market } from '@/lib/model/market';
import { useGameStore } from '@/lib/store/game-store';

/** The counted crowd a pool-share league's question is estimated on; null for practice and fixed leagues. */
export function usePoolView(market: Pick<Market, 'id' | 'leagueId'>): PoolView | null {
  const leagues = useGameStore((state) => state.leagues);
  const { id, leagueId } = market;
  return useMemo(() => poolView({ id, leagueId }, leagues), [id, leagueId, leagues]);
}

/** Whether a market's wins pay the fixed rule: practice, a fixed league; unknown while its league is not known here. */
export function useFixedRule(market: Pick<Market, 'leagueId'>): boolean {
  return useGameStore((state) => market.leagueId === null || state.leagues.some((league) => league.id === market.leagueId && league.payout !== 'pool'));
}

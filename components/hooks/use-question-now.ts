'use client';

import { questionNowMs } from '@/lib/league/signed-time';
import type { Market } from '@/lib/model/market';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';

/**
 * The time a question's end is judged by on screen, as placing a bet judges it: the shared clock,
 * or for a league question the later of it and the league's newest signed time. Null until the
 * clock runs in a browser.
 */
export function useQuestionNow(leagueId: Market['leagueId']): number | null {
  const now = useClockStore((state) => state.now);
  const leagues = useGameStore((state) => state.leagues);
  return now === null ? null : questionNowMs(now, { leagueId }, leagues);
}

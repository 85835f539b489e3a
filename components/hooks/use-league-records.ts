'use client';

// The leagues the logged-in account runs and the ones it has left, read from the game store.

import { useMemo } from 'react';
import type { OperatedLeague } from '@/lib/model/operated-league';
import { useGameStore } from '@/lib/store/game-store';

const NONE: never[] = [];

/** The leagues this account runs, in the order started. */
export function useOperatedLeagues(accountId: string | null): OperatedLeague[] {
  const all = useGameStore((state) => state.operatedLeagues);
  return useMemo(() => (accountId === null ? NONE : all.filter((league) => league.accountId === accountId)), [all, accountId]);
}

/** The ids of the leagues this account has left. */
export function useLeftLeagueIds(accountId: string | null): ReadonlySet<string> {
  const all = useGameStore((state) => state.memberships);
  return useMemo(
    () => new Set(all.filter((membership) => membership.accountId === accountId && membership.status === 'left').map((membership) => membership.leagueId)),
    [all, accountId],
  );
}

'use client';

// The operator's and membership records of the logged-in account, read from the game store.
// Both arrive with the browser-run leagues (older data has neither), hence the defaults.

import { useMemo } from 'react';
import type { LeagueEvent } from '@/lib/model/league';
import { useGameStore } from '@/lib/store/game-store';

export interface OperatedLeagueView {
  id: string;
  accountId: string;
  events: LeagueEvent[];
  sharedUpTo: number;
}
interface MembershipView {
  leagueId: string;
  accountId: string;
  status: 'following' | 'left';
}
interface LeagueRecords {
  operatedLeagues?: OperatedLeagueView[];
  memberships?: MembershipView[];
}

const NONE: never[] = [];

/** The leagues this account runs, in the order started. */
export function useOperatedLeagues(accountId: string | null): OperatedLeagueView[] {
  const all = useGameStore((state) => (state as LeagueRecords).operatedLeagues ?? NONE);
  return useMemo(() => (accountId === null ? NONE : all.filter((league) => league.accountId === accountId)), [all, accountId]);
}

/** The ids of the leagues this account has left. */
export function useLeftLeagueIds(accountId: string | null): ReadonlySet<string> {
  const all = useGameStore((state) => (state as LeagueRecords).memberships ?? NONE);
  return useMemo(
    () => new Set(all.filter((m) => m.accountId === accountId && m.status === 'left').map((m) => m.leagueId)),
    [all, accountId],
  );
}

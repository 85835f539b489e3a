'use client';

// The leagues the logged-in account follows, as boards the Leaderboard can show.

import { useMemo } from 'react';
import { leagueBoardsOf, type LeagueBoard } from '@/lib/stats/league-standings';
import { useGameStore } from '@/lib/store/game-store';

const NONE: LeagueBoard[] = [];

export function useLeagueBoards(accountId: string | null): LeagueBoard[] {
  const leagues = useGameStore((state) => state.leagues);
  const memberships = useGameStore((state) => state.memberships);
  const ledger = useGameStore((state) => state.ledger);
  return useMemo(
    () => (accountId === null ? NONE : leagueBoardsOf({ leagues, memberships, ledger }, accountId)),
    [accountId, leagues, memberships, ledger],
  );
}

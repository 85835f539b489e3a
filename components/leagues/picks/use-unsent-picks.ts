'use client';

// The logged-in account's bets in a league that are not sent to the organiser yet.

import { useMemo } from 'react';
import { playerKeyOf } from '@/lib/league/player/player-membership';
import { leaguePicksOf, unsentCount } from '@/lib/league/player/unsent-picks';
import type { Pick } from '@/lib/model/picks';
import { useGameStore } from '@/lib/store/game-store';

/** Every bet of the account in the league, and how many bets and cash-outs are not sent yet. */
export function useUnsentPicks(accountId: string | null, leagueId: string): { all: Pick[]; unsent: number } {
  const positions = useGameStore((state) => state.positions);
  const memberships = useGameStore((state) => state.memberships);
  const ledger = useGameStore((state) => state.ledger);
  return useMemo(() => {
    if (accountId === null) return { all: [], unsent: 0 };
    const all = leaguePicksOf(positions, accountId, leagueId);
    return { all, unsent: unsentCount(positions, accountId, leagueId, playerKeyOf({ memberships, ledger }, accountId, leagueId)?.sentAt) };
  }, [positions, memberships, ledger, accountId, leagueId]);
}

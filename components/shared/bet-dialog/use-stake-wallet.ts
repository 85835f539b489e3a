'use client';

import type { Market } from '@/lib/model/market';
import { PRACTICE_WALLET } from '@/lib/model/practice-wallet';
import { useGameStore } from '@/lib/store/game-store';
import { useCurrentAccount } from '../../hooks/use-current-account';

export interface StakeWallet {
  /** The coins a bet on this market is drawn from: practice coins, or the player's coins in its league. */
  balance: number;
  /** 'Your balance', or 'Your Site League balance'. */
  label: string;
  /** False for a league this account has not joined: it has no coins there to bet with. */
  joined: boolean;
}

/** The wallet a bet on this market draws from, as the bet dialog shows and checks it. */
export function useStakeWallet(market: Pick<Market, 'leagueId'>): StakeWallet {
  const account = useCurrentAccount();
  const wallet = market.leagueId ?? PRACTICE_WALLET;
  const leagueName = useGameStore((state) => state.leagues.find((league) => league.id === market.leagueId)?.name ?? 'league');
  // A league wallet's balance is the sum of its entries; the first is always its starting coins.
  const league = useGameStore((state) => {
    if (market.leagueId === null || account === undefined) return null;
    let sum: number | null = null;
    for (const entry of state.ledger) {
      if (entry.accountId === account.id && entry.wallet === wallet) sum = (sum ?? 0) + entry.amount;
    }
    return sum;
  });
  if (market.leagueId === null) return { balance: account?.coins ?? 0, label: 'Your balance', joined: true };
  return { balance: league ?? 0, label: `Your ${leagueName} balance`, joined: league !== null };
}

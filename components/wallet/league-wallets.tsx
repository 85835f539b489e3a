'use client';

import { useMemo } from 'react';
import { leagueWallets } from '@/lib/stats/league-wallets';
import { useGameStore } from '@/lib/store/game-store';
import { LeagueWallet } from './league-wallet';

/** Each followed league the account has coins in, after the practice wallet. Loaded only when there is one. */
export function LeagueWallets({ accountId }: { accountId: string }) {
  const ledger = useGameStore((state) => state.ledger);
  const leagues = useGameStore((state) => state.leagues);
  const wallets = useMemo(() => leagueWallets(ledger, leagues, accountId), [ledger, leagues, accountId]);
  return wallets.map((wallet) => <LeagueWallet key={wallet.leagueId} wallet={wallet} />);
}

'use client';

import { lazy, Suspense, useMemo, useState } from 'react';
import { formatCoins } from '@/lib/display/format';
import { leagueWallets, practiceHistory } from '@/lib/stats/league-wallets';
import { useGameStore } from '@/lib/store/game-store';
import { useCurrentAccount } from '../hooks/use-current-account';
import { DailyBonusTile } from './daily-bonus-tile';
import { LeagueWallet } from './league-wallet';
import { TransactionHistory } from './transaction-history';
import { WalletTile } from './wallet-tile';
import { WinRateTile } from './win-rate-tile';

const TopUpDialog = lazy(() => import('./top-up-dialog').then((module) => ({ default: module.TopUpDialog })));

const addCoinsClass = 'rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700';

export function WalletView() {
  const account = useCurrentAccount();
  const ledger = useGameStore((state) => state.ledger);
  const positions = useGameStore((state) => state.positions);
  const leagues = useGameStore((state) => state.leagues);
  const dailyBonus = useGameStore((state) => state.settings.dailyBonus);
  const [topUpOpen, setTopUpOpen] = useState(false);
  const accountId = account?.id;
  const wallets = useMemo(() => {
    if (accountId === undefined) return null;
    return { practice: practiceHistory(ledger, accountId), leagues: leagueWallets(ledger, leagues, accountId) };
  }, [ledger, leagues, accountId]);
  if (!account || !wallets) return null;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-white">Wallet</h1>
      <section aria-label="Total balance" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-gradient-to-br from-brand-700 to-ink-800 p-6">
        <div>
          <p className="text-sm text-slate-200">Total Balance</p>
          <p className="text-4xl font-bold text-white">
            <span aria-hidden="true">🪙 </span>
            {formatCoins(account.coins)} <span className="text-xl font-semibold">coins</span>
          </p>
          {wallets.leagues.length > 0 && <p className="mt-1 text-sm text-slate-200">Practice coins. Each league’s coins are kept apart, below.</p>}
        </div>
        <button type="button" onClick={() => setTopUpOpen(true)} className="rounded-xl bg-white px-4 py-2.5 font-semibold text-brand-700 hover:bg-slate-100">
          Add Coins
        </button>
      </section>
      <div className="grid gap-4 sm:grid-cols-3">
        <DailyBonusTile amount={dailyBonus} lastBonusDay={account.lastBonusDay} />
        <WalletTile icon="🎁" title="Add Coins">
          <p className="text-sm text-slate-300">Top up with free play coins whenever you like.</p>
          <button type="button" onClick={() => setTopUpOpen(true)} className={`mt-auto ${addCoinsClass}`}>
            Choose amount
          </button>
        </WalletTile>
        <WinRateTile positions={positions} accountId={account.id} />
      </div>
      <TransactionHistory entries={wallets.practice} />
      {wallets.leagues.map((wallet) => (
        <LeagueWallet key={wallet.leagueId} wallet={wallet} />
      ))}
      {topUpOpen && (
        <Suspense fallback={null}>
          <TopUpDialog open={topUpOpen} onOpenChange={setTopUpOpen} />
        </Suspense>
      )}
    </div>
  );
}

'use client';

import { lazy, Suspense, useMemo, useState } from 'react';
import { formatCoins } from '@/lib/display/format';
import { PRACTICE_WALLET } from '@/lib/model/practice-wallet';
import { practiceHistory } from '@/lib/stats/league-wallets';
import { useGameStore } from '@/lib/store/game-store';
import { useCurrentAccount } from '../hooks/use-current-account';
import { DailyBonusTile } from './daily-bonus-tile';
import { TransactionHistory } from './transaction-history';
import { WalletTile } from './wallet-tile';
import { WinRateTile } from './win-rate-tile';
import { wallet_add_coins, wallet_add_coins_text, wallet_balance_label, wallet_choose_amount, wallet_coins_word, wallet_practice_note, wallet_title } from '@/lib/i18n/paraglide/messages';

// Most players have no league coins: the league wallets' code loads only for those who do.
const LeagueWallets = lazy(() => import('./league-wallets').then((module) => ({ default: module.LeagueWallets })));
const TopUpDialog = lazy(() => import('./top-up-dialog').then((module) => ({ default: module.TopUpDialog })));

const addCoinsClass = 'rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700';

export function WalletView() {
  const account = useCurrentAccount();
  const ledger = useGameStore((state) => state.ledger);
  const positions = useGameStore((state) => state.positions);
  const dailyBonus = useGameStore((state) => state.settings.dailyBonus);
  const [topUpOpen, setTopUpOpen] = useState(false);
  const accountId = account?.id;
  const history = useMemo(() => (accountId === undefined ? [] : practiceHistory(ledger, accountId)), [ledger, accountId]);
  const hasLeagueCoins = useGameStore((state) => state.ledger.some((entry) => entry.accountId === accountId && entry.wallet !== PRACTICE_WALLET));
  if (!account) return null;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-white">{wallet_title()}</h1>
      <section aria-label={wallet_balance_label()} className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-gradient-to-br from-brand-700 to-ink-800 p-6">
        <div>
          <p className="text-sm text-slate-200">{wallet_balance_label()}</p>
          <p className="text-4xl font-bold text-white">
            <span aria-hidden="true">🪙 </span>
            {formatCoins(account.coins)} <span className="text-xl font-semibold">{wallet_coins_word({ count: account.coins })}</span>
          </p>
          {hasLeagueCoins && <p className="mt-1 text-sm text-slate-200">{wallet_practice_note()}</p>}
        </div>
        <button type="button" onClick={() => setTopUpOpen(true)} className="rounded-xl bg-white px-4 py-2.5 font-semibold text-brand-700 hover:bg-slate-100">
          {wallet_add_coins()}
        </button>
      </section>
      <div className="grid gap-4 sm:grid-cols-3">
        <DailyBonusTile amount={dailyBonus} lastBonusDay={account.lastBonusDay} />
        <WalletTile icon="🎁" title={wallet_add_coins()}>
          <p className="text-sm text-slate-300">{wallet_add_coins_text()}</p>
          <button type="button" onClick={() => setTopUpOpen(true)} className={`mt-auto ${addCoinsClass}`}>
            {wallet_choose_amount()}
          </button>
        </WalletTile>
        <WinRateTile positions={positions} accountId={account.id} />
      </div>
      <TransactionHistory entries={history} />
      {hasLeagueCoins && (
        <Suspense fallback={null}>
          <LeagueWallets accountId={account.id} />
        </Suspense>
      )}
      {topUpOpen && (
        <Suspense fallback={null}>
          <TopUpDialog open={topUpOpen} onOpenChange={setTopUpOpen} />
        </Suspense>
      )}
    </div>
  );
}

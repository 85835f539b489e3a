import { isolateText } from '@/lib/display/bidi';
import { formatCoins } from '@/lib/display/format';
import type { LeagueWallet as LeagueWalletFigures } from '@/lib/stats/league-wallets';
import { TransactionHistory } from './transaction-history';
import { wallet_coins_word, wallet_league_coins_note, wallet_league_history_list_label, wallet_league_history_title } from '@/lib/i18n/paraglide/messages';

/**
 * One league's wallet: its balance and its own history. League coins come only from the league's
 * starting coins and its settled bets: no top-up or daily bonus ever reaches them.
 */
export function LeagueWallet({ wallet }: { wallet: LeagueWalletFigures }) {
  const headingId = `league-wallet-${wallet.leagueId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-gold-400/30 bg-ink-900/60 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-white [overflow-wrap:anywhere]">
          <span aria-hidden="true">{"🏆 "}</span>
          <bdi>{wallet.name}</bdi>
        </h2>
        <p className="text-2xl font-bold text-white">
          {formatCoins(wallet.balance)} <span className="text-base font-semibold">{wallet_coins_word({ count: wallet.balance })}</span>
        </p>
      </div>
      <p className="text-sm text-slate-300">{wallet_league_coins_note()}</p>
      <TransactionHistory
        entries={wallet.entries}
        title={wallet_league_history_title({ name: isolateText(wallet.name) })}
        listLabel={wallet_league_history_list_label({ name: wallet.name })}
        headingLevel="h3"
      />
    </section>
  );
}

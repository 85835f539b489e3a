'use client';

import { AppLink } from '@/components/ui/app-link';
import { formatCoins } from '@/lib/display/format';
import { account_balance_chip_label } from '@/lib/i18n/paraglide/messages';

export function BalanceChip({ coins }: { coins: number }) {
  return (
    <AppLink
      href="/wallet"
      className="flex items-center gap-1.5 rounded-full border border-gold-400/40 bg-gold-400/10 px-3 py-1.5 text-sm font-semibold text-gold-300 hover:bg-gold-400/20"
    >
      <span aria-hidden="true">🪙</span>
      <span data-testid="balance">{formatCoins(coins)}</span>
      <span className="sr-only">{` ${account_balance_chip_label({ count: coins })}`}</span>
    </AppLink>
  );
}

'use client';

import { quickAmountsFor } from '@/lib/betting/betting-rules';
import { formatCoins } from '@/lib/display/format';
import { betting_quick_amounts } from '@/lib/i18n/paraglide/messages';

export function QuickAmounts({ balance, onPick }: { balance: number; onPick: (amount: number) => void }) {
  return (
    <div role="group" aria-label={betting_quick_amounts()} className="grid grid-cols-4 gap-2">
      {quickAmountsFor(balance).map(({ amount, stake, disabled }) => (
        <button
          key={amount}
          type="button"
          disabled={disabled}
          onClick={() => onPick(stake)}
          className="rounded-lg border border-ink-600 py-2 text-sm font-semibold text-slate-100 hover:border-brand-400 hover:bg-ink-800 disabled:cursor-not-allowed disabled:border-ink-700 disabled:text-slate-400"
        >
          {formatCoins(amount)}
        </button>
      ))}
    </div>
  );
}

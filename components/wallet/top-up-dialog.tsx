'use client';

import { useState } from 'react';
import { coinsText } from '@/lib/display/format';
import { addCoinsForSession } from '@/lib/store/player-actions';
import { withSaveNote } from '@/lib/store/save-words';
import { showToast } from '@/lib/store/toast-store';
import { DEFAULT_TOP_UP, TOP_UP_CHOICES } from '@/lib/wallet/free-coins';
import { Dialog } from '../ui/dialog';
import { wallet_add_coins, wallet_top_up_added_toast, wallet_top_up_description, wallet_top_up_failed, wallet_top_up_free, wallet_top_up_legend, wallet_top_up_submit } from '@/lib/i18n/paraglide/messages';

interface TopUpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function TopUpDialog({ open, onOpenChange }: TopUpDialogProps) {
  const [amount, setAmount] = useState<number>(DEFAULT_TOP_UP);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    onOpenChange(false);
    const result = await addCoinsForSession(amount);
    if (result.ok) showToast(withSaveNote(wallet_top_up_added_toast({ coins: coinsText(result.amount) }), result));
    else showToast(wallet_top_up_failed(), 'error');
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={wallet_add_coins()} description={wallet_top_up_description()}>
      <form onSubmit={confirm} className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-200">{wallet_top_up_legend()}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {/* Each radio is visually hidden, so its label shows the focus: as an outline, which forced-colors mode keeps and a ring is not. */}
            {TOP_UP_CHOICES.map((choice) => (
              <label
                key={choice}
                className="flex cursor-pointer flex-col items-center rounded-xl border-2 border-ink-600 px-3 py-3 text-center has-[:checked]:border-brand-400 has-[:checked]:bg-brand-600/20 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-300"
              >
                <input
                  type="radio"
                  name="top-up"
                  value={choice}
                  checked={amount === choice}
                  aria-label={coinsText(choice)}
                  onChange={() => setAmount(choice)}
                  className="sr-only"
                />
                <span className="font-bold text-white">{coinsText(choice)}</span>
                <span className="text-sm text-slate-300">{wallet_top_up_free()}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="w-full rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700">
          {wallet_top_up_submit({ coins: coinsText(amount) })}
        </button>
      </form>
    </Dialog>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { coinsText, formatCoins } from '@/lib/display/format';
import { useClockStore } from '@/lib/store/clock-store';
import { claimDailyBonusForSession } from '@/lib/store/player-actions';
import { withSaveNote } from '@/lib/store/save-words';
import { showToast } from '@/lib/store/toast-store';
import { formatWait } from '@/lib/display/time';
import { canClaimDailyBonus, nextBonusAt } from '@/lib/wallet/free-coins';
import { WalletTile } from './wallet-tile';
import { wallet_bonus_already_claimed, wallet_bonus_claimed_toast, wallet_bonus_log_in, wallet_claim, wallet_claimed_today, wallet_daily_bonus, wallet_daily_bonus_text } from '@/lib/i18n/paraglide/messages';

interface DailyBonusTileProps {
  amount: number;
  lastBonusDay: string | null;
}

export function DailyBonusTile({ amount, lastBonusDay }: DailyBonusTileProps) {
  const now = useClockStore((state) => state.now);
  const available = now !== null && canClaimDailyBonus(lastBonusDay, now);
  const [claimedHere, setClaimedHere] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The claim button gives way to this message; focus follows it rather than falling to the page.
  useEffect(() => {
    if (claimedHere) statusRef.current?.focus();
  }, [claimedHere]);

  async function claim() {
    // Memory takes the claim at once, and the button goes with it: focus moves to the message in
    // that same render rather than falling to the page until the save is done.
    setClaimedHere(true);
    const result = await claimDailyBonusForSession();
    if (result.ok) {
      showToast(withSaveNote(wallet_bonus_claimed_toast({ coins: coinsText(result.amount) }), result));
    } else {
      setClaimedHere(false);
      showToast(result.reason === 'already-claimed' ? wallet_bonus_already_claimed() : wallet_bonus_log_in(), 'error');
    }
  }

  return (
    <WalletTile icon="🎁" title={wallet_daily_bonus()}>
      <p className="text-sm text-slate-300">{wallet_daily_bonus_text({ count: amount, shown: formatCoins(amount) })}</p>
      {available || now === null ? (
        <button
          type="button"
          disabled={now === null}
          onClick={claim}
          className="mt-auto rounded-xl bg-yes-700 px-4 py-2.5 font-semibold text-white hover:bg-yes-500 hover:text-ink-950 disabled:bg-ink-700"
        >
          {wallet_claim({ coins: coinsText(amount) })}
        </button>
      ) : (
        <p ref={statusRef} role="status" tabIndex={-1} className="mt-auto rounded-xl bg-ink-800 px-4 py-2.5 text-sm text-slate-200">
          {wallet_claimed_today({ wait: formatWait(nextBonusAt(lastBonusDay, now), now) })}
        </p>
      )}
    </WalletTile>
  );
}

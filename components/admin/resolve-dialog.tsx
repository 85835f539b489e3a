'use client';

import { PAYOUT_MULTIPLIER } from '@/lib/betting/betting-rules';
import { coinsText, formatCount } from '@/lib/display/format';
import { admin_action_cancel, admin_action_result_no, admin_action_result_yes, admin_cancelled_toast, admin_confirm_title_cancel, admin_confirm_title_no, admin_confirm_title_yes, admin_consequence_cancel, admin_consequence_result, admin_no, admin_nothing_changed, admin_open_predictions, admin_result_not_admin, admin_result_toast, admin_yes } from '@/lib/i18n/paraglide/messages';
import type { Market } from '@/lib/model/market';
import type { Outcome } from '@/lib/settlement/settlement';
import { SETTLE_REFUSAL_WORDS } from '@/lib/settlement/settlement-words';
import { settleMarketAsAdmin } from '@/lib/store/admin-actions';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { withSaveNote } from '@/lib/store/save-words';
import { showToast } from '@/lib/store/toast-store';
import { earlyResultWarning } from '../ui/early-result';
import { OutcomeConfirmDialog } from '../ui/outcome-confirm-dialog';

interface ResolveDialogProps {
  pending: { market: Market; outcome: Outcome } | null;
  onClose: () => void;
  /** Takes focus after a settlement, when the button that opened the dialog has gone. */
  fallbackFocus: () => HTMLElement | null;
}

const TITLES: Record<Outcome, () => string> = {
  YES: () => admin_confirm_title_yes(),
  NO: () => admin_confirm_title_no(),
  VOID: () => admin_confirm_title_cancel(),
};
const CONFIRM: Record<Outcome, () => string> = {
  YES: () => admin_action_result_yes(),
  NO: () => admin_action_result_no(),
  VOID: () => admin_action_cancel(),
};
const SIDE: Record<'YES' | 'NO', () => string> = { YES: () => admin_yes(), NO: () => admin_no() };

function consequence(outcome: Outcome, openCount: number): string {
  const open = admin_open_predictions({ count: openCount, shown: formatCount(openCount) });
  if (outcome === 'VOID') return admin_consequence_cancel({ open });
  const loser = outcome === 'YES' ? 'NO' : 'YES';
  return admin_consequence_result({ winner: SIDE[outcome](), loser: SIDE[loser](), times: String(PAYOUT_MULTIPLIER), open });
}

/** The confirm step before a settlement: names the market and says exactly what will happen. */
export function ResolveDialog({ pending, onClose, fallbackFocus }: ResolveDialogProps) {
  const open = useGameStore((state) =>
    pending ? state.positions.filter((position) => position.marketId === pending.market.id && position.status === 'open').length : 0,
  );
  const now = useClockStore((state) => state.now);
  if (!pending) return null;
  const { market, outcome } = pending;

  async function confirm() {
    // The dialog closes at once; the toast follows when the settlement's transaction is done.
    onClose();
    const result = await settleMarketAsAdmin(market.id, outcome);
    // Closing gave focus back to the button that opened the dialog, and the settlement has since
    // taken that button away with the rest of its row's actions: focus goes where the dialog's
    // fallback says, unless the admin has moved it meanwhile.
    if (!document.activeElement || document.activeElement === document.body) fallbackFocus()?.focus();
    if (result.ok) {
      const { settled, paidOut, refunded } = result.summary;
      const counted = { count: settled, shown: formatCount(settled) };
      const done =
        outcome === 'VOID'
          ? admin_cancelled_toast({ ...counted, coins: coinsText(refunded) })
          : admin_result_toast({ ...counted, outcome: SIDE[outcome](), coins: coinsText(paidOut) });
      showToast(withSaveNote(done, result));
    } else if (result.reason === 'not-admin') {
      showToast(admin_result_not_admin(), 'error');
    } else {
      showToast(admin_nothing_changed({ reason: SETTLE_REFUSAL_WORDS[result.reason] }), 'error');
    }
  }

  return (
    <OutcomeConfirmDialog
      outcome={outcome}
      title={TITLES[outcome]()}
      question={market.question}
      consequence={consequence(outcome, open)}
      warning={earlyResultWarning(market.endTime, now)}
      confirmLabel={CONFIRM[outcome]()}
      onConfirm={confirm}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    />
  );
}

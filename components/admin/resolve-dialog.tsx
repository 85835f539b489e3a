'use client';

import { PAYOUT_TIMES } from '@/lib/betting/betting-rules';
import { coinsText, pluralize } from '@/lib/display/format';
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

const TITLES: Record<Outcome, string> = { YES: 'Resolve YES?', NO: 'Resolve NO?', VOID: 'Void this prediction?' };
const CONFIRM: Record<Outcome, string> = { YES: 'Resolve YES', NO: 'Resolve NO', VOID: 'Void prediction' };

function consequence(outcome: Outcome, open: number): string {
  const count = pluralize(open, 'open prediction');
  if (outcome === 'VOID') return `Every open stake is refunded in full (${count}). This cannot be undone.`;
  const loser = outcome === 'YES' ? 'NO' : 'YES';
  return `Every open ${outcome} prediction wins ${PAYOUT_TIMES} its stake and every open ${loser} prediction is marked Lost (${count}). This cannot be undone.`;
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
      const verb = outcome === 'VOID' ? `Voided: ${coinsText(refunded)} refunded` : `Resolved ${outcome}: ${coinsText(paidOut)} paid out`;
      showToast(withSaveNote(`${verb} across ${pluralize(settled, 'prediction')}.`, result));
    } else if (result.reason === 'not-admin') {
      showToast('Only the admin can settle predictions. Nothing changed.', 'error');
    } else {
      showToast(`${SETTLE_REFUSAL_WORDS[result.reason]} Nothing changed.`, 'error');
    }
  }

  return (
    <OutcomeConfirmDialog
      outcome={outcome}
      title={TITLES[outcome]}
      question={market.question}
      consequence={consequence(outcome, open)}
      warning={earlyResultWarning(market.endTime, now)}
      confirmLabel={CONFIRM[outcome]}
      onConfirm={confirm}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    />
  );
}

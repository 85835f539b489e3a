'use client';

import { PAYOUT_TIMES } from '@/lib/betting/betting-rules';
import type { PayoutRule } from '@/lib/model/payout-rule';
import { useClockStore } from '@/lib/store/clock-store';
import { showToast } from '@/lib/store/toast-store';
import { earlyResultWarning } from '../ui/early-result';
import { OutcomeConfirmDialog } from '../ui/outcome-confirm-dialog';
import { settleLeagueQuestion } from './league-port';

export type LeagueOutcome = 'YES' | 'NO' | 'VOID';

export interface PendingSettle {
  leagueId: string;
  questionId: string;
  question: string;
  outcome: LeagueOutcome;
  /** When the question ends: a result before it is warned about. */
  endTime: string;
  payout: PayoutRule;
}

const TITLES: Record<LeagueOutcome, string> = { YES: 'Resolve YES?', NO: 'Resolve NO?', VOID: 'Void this question?' };
const CONFIRM: Record<LeagueOutcome, string> = { YES: 'Resolve YES', NO: 'Resolve NO', VOID: 'Void question' };

function consequence(outcome: LeagueOutcome, payout: PayoutRule): string {
  const after = 'Players see it once they open your next update link or file. This cannot be undone.';
  if (outcome === 'VOID') return `Every stake on it is refunded in full. ${after}`;
  const loser = outcome === 'YES' ? 'NO' : 'YES';
  // Only the bets you counted are paid, each as the league's rule says.
  const wins = payout === 'pool' ? 'share every coin counted on it, in proportion to their stakes' : `win ${PAYOUT_TIMES} their stake`;
  return `The ${outcome} predictions you counted ${wins}, and every ${loser} prediction is marked Lost. ${after}`;
}

/** The operator's confirm step before a league question is settled, like the admin's. */
export function SettleLeagueDialog({ pending, onClose, fallbackFocus }: { pending: PendingSettle; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const { outcome } = pending;
  const now = useClockStore((state) => state.now);

  async function confirm() {
    onClose();
    const result = await settleLeagueQuestion(pending.leagueId, pending.questionId, outcome);
    // The settled row's buttons are gone: focus goes to the section unless the player moved it.
    if (!document.activeElement || document.activeElement === document.body) fallbackFocus()?.focus();
    showToast(result.message, result.ok ? 'success' : 'error');
  }

  return (
    <OutcomeConfirmDialog
      outcome={outcome}
      title={TITLES[outcome]}
      question={pending.question}
      consequence={consequence(outcome, pending.payout)}
      warning={earlyResultWarning(pending.endTime, now)}
      confirmLabel={CONFIRM[outcome]}
      onConfirm={confirm}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    />
  );
}

'use client';

import { PAYOUT_TIMES } from '@/lib/betting/betting-rules';
import { showToast } from '@/lib/store/toast-store';
import { OutcomeConfirmDialog } from '../ui/outcome-confirm-dialog';
import { settleLeagueQuestion } from './league-port';

export type LeagueOutcome = 'YES' | 'NO' | 'VOID';

export interface PendingSettle {
  leagueId: string;
  questionId: string;
  question: string;
  outcome: LeagueOutcome;
}

const TITLES: Record<LeagueOutcome, string> = { YES: 'Resolve YES?', NO: 'Resolve NO?', VOID: 'Void this question?' };
const CONFIRM: Record<LeagueOutcome, string> = { YES: 'Resolve YES', NO: 'Resolve NO', VOID: 'Void question' };

function consequence(outcome: LeagueOutcome): string {
  const after = 'Players see it once they open your next update link or file. This cannot be undone.';
  if (outcome === 'VOID') return `Every stake on it is refunded in full. ${after}`;
  const loser = outcome === 'YES' ? 'NO' : 'YES';
  return `Every ${outcome} prediction on it wins ${PAYOUT_TIMES} its stake and every ${loser} prediction is marked Lost. ${after}`;
}

/** The operator's confirm step before a league question is settled, like the admin's. */
export function SettleLeagueDialog({ pending, onClose, fallbackFocus }: { pending: PendingSettle; onClose: () => void; fallbackFocus: () => HTMLElement | null }) {
  const { outcome } = pending;

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
      consequence={consequence(outcome)}
      confirmLabel={CONFIRM[outcome]}
      onConfirm={confirm}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    />
  );
}

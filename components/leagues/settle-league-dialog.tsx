'use client';

import { PAYOUT_MULTIPLIER } from '@/lib/betting/betting-rules';
import { choiceWord } from '@/lib/betting/choice-words';
import type { PayoutRule } from '@/lib/model/payout-rule';
import { useClockStore } from '@/lib/store/clock-store';
import { showToast } from '@/lib/store/toast-store';
import { earlyResultWarning } from '../ui/early-result';
import { OutcomeConfirmDialog } from '../ui/outcome-confirm-dialog';
import { settleLeagueQuestion } from './league-port';
import { leagues_cancel_question, leagues_cancel_title, leagues_result_is, leagues_settle_after, leagues_settle_cancel, leagues_settle_fixed, leagues_settle_pool, leagues_settle_title } from '@/lib/i18n/paraglide/messages';

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

const title = (outcome: LeagueOutcome) => (outcome === 'VOID' ? leagues_cancel_title() : leagues_settle_title({ choice: choiceWord(outcome) }));
const confirmLabel = (outcome: LeagueOutcome) => (outcome === 'VOID' ? leagues_cancel_question() : leagues_result_is({ choice: choiceWord(outcome) }));

function consequence(outcome: LeagueOutcome, payout: PayoutRule): string {
  const after = leagues_settle_after();
  if (outcome === 'VOID') return leagues_settle_cancel({ after });
  const choice = choiceWord(outcome);
  const loser = choiceWord(outcome === 'YES' ? 'NO' : 'YES');
  // Only the bets you counted are paid, each as the league's rule says.
  return payout === 'pool' ? leagues_settle_pool({ choice, loser, after }) : leagues_settle_fixed({ choice, loser, after, times: String(PAYOUT_MULTIPLIER) });
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
      title={title(outcome)}
      question={pending.question}
      consequence={consequence(outcome, pending.payout)}
      warning={earlyResultWarning(pending.endTime, now)}
      confirmLabel={confirmLabel(outcome)}
      onConfirm={confirm}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    />
  );
}

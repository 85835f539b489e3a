'use client';

import type { ReactNode } from 'react';
import { layout_confirm_go_back, layout_quoted } from '@/lib/i18n/paraglide/messages';
import { Dialog } from './dialog';

export type ConfirmedOutcome = 'YES' | 'NO' | 'VOID';

interface OutcomeConfirmDialogProps {
  outcome: ConfirmedOutcome;
  title: string;
  /** The question being settled, quoted as the dialog's first line. */
  question: string;
  /** What settling does, in words. */
  consequence: ReactNode;
  confirmLabel: string;
  /** Said first and marked, when giving the result now may be a mistake (the question has not ended). */
  warning?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Takes focus after the settlement, when the button that opened the dialog has gone. */
  fallbackFocus: () => HTMLElement | null;
}

const CONFIRM_COLOUR: Record<ConfirmedOutcome, string> = { YES: 'bg-yes-700', NO: 'bg-no-700', VOID: 'bg-brand-600' };

/** The confirm step before a question is settled (the admin's and a league organiser's): names it and says what happens. */
export function OutcomeConfirmDialog({ outcome, title, question, consequence, confirmLabel, warning, onConfirm, onClose, fallbackFocus }: OutcomeConfirmDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      role="alertdialog"
      fallbackFocus={fallbackFocus}
      title={title}
      description={
        <>
          <span className="block font-semibold text-white [overflow-wrap:anywhere]">{layout_quoted({ text: question })}</span>
          {warning && <span className="mt-2 block rounded-lg border border-amber-400/50 bg-amber-500/10 px-3 py-2 font-semibold text-amber-200">{warning}</span>}
          <span className="mt-2 block">{consequence}</span>
        </>
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className="rounded-xl border border-ink-600 px-4 py-2.5 font-semibold text-white hover:bg-ink-700">
          {layout_confirm_go_back()}
        </button>
        <button type="button" onClick={onConfirm} className={`rounded-xl px-4 py-2.5 font-semibold text-white hover:opacity-90 ${CONFIRM_COLOUR[outcome]}`}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

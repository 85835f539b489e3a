'use client';

import { lazy, Suspense, useState } from 'react';
import { cashOutWord } from '@/lib/betting/cash-out-label';
import { cashableNow } from '@/lib/store/cash-out-offers';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { useSessionStore } from '@/lib/store/session-store';

const CashOutDialog = lazy(() => import('./cash-out-dialog').then((module) => ({ default: module.CashOutDialog })));

/**
 * 'Cash out' beside the player's line, when a bet of theirs on the question can be cashed out now:
 * practice, open on a question that has not ended; a league's, once its organiser counted it.
 */
export function CashOutButton({ marketId, question }: { marketId: string; question: string }) {
  const now = useClockStore((state) => state.now);
  // Subscribed so the rule is read again whenever what it reads changes.
  useSessionStore((state) => state.accountId);
  useGameStore((state) => state.positions);
  useGameStore((state) => state.leagues);
  useGameStore((state) => state.markets);
  const [open, setOpen] = useState(false);
  // The dialog keeps the bets it opened with: one cashed out whole stays listed until it closes.
  const [held, setHeld] = useState<ReturnType<typeof cashableNow>>([]);
  const cashable = now === null ? [] : cashableNow(marketId, now);
  if (now === null || (cashable.length === 0 && !open)) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setHeld(cashable);
          setOpen(true);
        }}
        className="min-h-6 max-w-[50%] shrink-0 text-balance rounded-lg border border-brand-400/60 px-3 py-1.5 text-sm font-semibold text-brand-200 hover:bg-brand-600/30"
      >
        {cashOutWord()}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CashOutDialog question={question} positions={held} nowMs={now} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { betting_ended, betting_login_to_play, betting_predict_now } from '@/lib/i18n/paraglide/messages';
import { type PredictAction } from '@/lib/market/markets';
import type { Market } from '@/lib/model/market';
import { askToPlay, takePlayIntent, usePlayIntentStore } from '@/lib/store/session-store';
import { resultStatus } from './result-status';

const BetDialog = lazy(() => import('../bet-dialog/bet-dialog').then((module) => ({ default: module.BetDialog })));

const LABELS: Record<Exclude<PredictAction, 'resolved'>, () => string> = {
  login: () => betting_login_to_play(),
  ended: () => betting_ended(),
  open: () => betting_predict_now(),
};

/**
 * The card's one action. A visitor's 'Login to Play' asks the top bar to open the account dialog
 * for this question; once someone is in, the button turns into Predict Now and opens the bet
 * dialog by itself, so the tap that started it all ends where it meant to.
 */
export function PredictButton({ market, action }: { market: Market; action: PredictAction }) {
  const [betting, setBetting] = useState(false);
  // Read from memory rather than kept by this button: a card remounted by the login still finds it.
  const intended = usePlayIntentStore((state) => state.marketId === market.id) && action === 'open';
  if (intended && !betting) setBetting(true);
  // Taken once the dialog is open, so it opens once.
  useEffect(() => {
    if (betting) takePlayIntent(market.id);
  }, [betting, market.id]);

  const enabled = action === 'open' || action === 'login';
  return (
    <>
      <button
        type="button"
        disabled={!enabled}
        onClick={() => (action === 'login' ? askToPlay(market.id) : setBetting(true))}
        className="min-h-10 w-full text-balance rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-700 disabled:text-slate-300"
      >
        {action === 'resolved' ? resultStatus(market) : LABELS[action]()}
      </button>
      {betting && (
        <Suspense fallback={null}>
          <BetDialog market={market} open={betting} onOpenChange={setBetting} />
        </Suspense>
      )}
    </>
  );
}

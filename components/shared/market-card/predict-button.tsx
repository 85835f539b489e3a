'use client';

import { lazy, Suspense, useState } from 'react';
import { type PredictAction } from '@/lib/market/markets';
import { marketStatus } from '@/lib/market/market-words';
import type { Market } from '@/lib/model/market';

const BetDialog = lazy(() => import('../bet-dialog/bet-dialog').then((module) => ({ default: module.BetDialog })));

const LABELS: Record<Exclude<PredictAction, 'resolved'>, string> = {
  login: 'Login to Play',
  ended: 'Ended',
  open: 'Predict Now',
};

export function PredictButton({ market, action }: { market: Market; action: PredictAction }) {
  const [betting, setBetting] = useState(false);
  const enabled = action === 'open';
  return (
    <>
      <button
        type="button"
        disabled={!enabled}
        onClick={() => setBetting(true)}
        className="w-full rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-700 disabled:text-slate-300"
      >
        {action === 'resolved' ? marketStatus(market) : LABELS[action]}
      </button>
      {betting && (
        <Suspense fallback={null}>
          <BetDialog market={market} open={betting} onOpenChange={setBetting} />
        </Suspense>
      )}
    </>
  );
}

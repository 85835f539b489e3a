'use client';

import type { PredictAction } from '@/lib/markets';

const LABELS: Record<PredictAction, string> = {
  login: 'Login to Play',
  ended: 'Ended',
  resolved: 'Resolved',
  open: 'Predict Now',
};

export function PredictButton({ action }: { action: PredictAction }) {
  const enabled = action === 'open';
  return (
    <button
      type="button"
      disabled={!enabled}
      className="w-full rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-700 disabled:text-slate-300"
    >
      {LABELS[action]}
    </button>
  );
}

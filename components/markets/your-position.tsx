'use client';

import { useMemo } from 'react';
import { formatCoins } from '@/lib/format';
import { describePosition, summarisePosition } from '@/lib/position-summary';
import { useGameStore } from '@/lib/store/game-store';
import { useCurrentAccount } from '../hooks/use-current-account';

/** The logged-in player's own stake on this question, or what it came to; nothing for anyone else. */
export function YourPosition({ marketId }: { marketId: string }) {
  const accountId = useCurrentAccount()?.id ?? null;
  const positions = useGameStore((state) => state.positions);
  const phrases = useMemo(() => {
    if (accountId === null) return [];
    const summary = summarisePosition(positions, accountId, marketId);
    return summary ? describePosition(summary, formatCoins) : [];
  }, [accountId, positions, marketId]);
  if (phrases.length === 0) return null;
  return (
    <p className="rounded-xl border border-brand-400/40 bg-brand-600/15 px-3 py-2 text-sm font-semibold text-white">
      <span aria-hidden="true">🎯 </span>
      {phrases.join(' · ')}
    </p>
  );
}

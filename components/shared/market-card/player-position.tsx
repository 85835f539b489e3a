'use client';

import { useMemo } from 'react';
import { formatCoins } from '@/lib/display/format';
import { shownQuestion } from '@/lib/market/shown-text';
import { summarisePosition } from '@/lib/betting/position-summary';
import { describePosition, noPredictionYet } from '@/lib/betting/position-words';
import { useGameStore } from '@/lib/store/game-store';
import { CashOutButton } from '../cash-out/cash-out-button';

/** A logged-in player's own stake on this question, or what it came to, with Cash out when it can be. */
export function PlayerPosition({ marketId, accountId, settled }: { marketId: string; accountId: string; settled: boolean }) {
  const question = useGameStore((state) => {
    const market = state.markets.find((candidate) => candidate.id === marketId);
    return market ? shownQuestion(market) : '';
  });
  const positions = useGameStore((state) => state.positions);
  // A league that shares the pool promises no fixed figure: the line leaves 'pays' out there.
  const sharesPool = useGameStore((state) => state.leagues.some((league) => league.payout === 'pool' && state.markets.some((market) => market.id === marketId && market.leagueId === league.id)));
  const phrases = useMemo(() => {
    const summary = summarisePosition(positions, accountId, marketId, settled);
    return summary ? describePosition(summary, formatCoins, sharesPool ? 'pool' : 'fixed') : [];
  }, [accountId, positions, marketId, settled, sharesPool]);
  if (phrases.length === 0) {
    return <p className="rounded-xl border border-dashed border-ink-600 px-3 py-2 text-sm text-slate-300">{noPredictionYet()}</p>;
  }
  return (
    <div className="flex items-center justify-between gap-2 rounded-xl border border-brand-400/40 bg-brand-600/15 px-3 py-2">
      <p className="text-sm font-semibold text-white">{phrases.join(' · ')}</p>
      {!settled && <CashOutButton marketId={marketId} question={question} />}
    </div>
  );
}

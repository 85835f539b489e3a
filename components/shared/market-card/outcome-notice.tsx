'use client';

import { PAYOUT_TIMES } from '@/lib/betting/betting-rules';
import { VOID_STATUS } from '@/lib/market/market-words';
import type { Market } from '@/lib/model/market';
import { useGameStore } from '@/lib/store/game-store';

const TEXT = {
  YES: { icon: '✅', text: `Resolved YES: YES predictions won ${PAYOUT_TIMES} their stake.` },
  NO: { icon: '❌', text: `Resolved NO: NO predictions won ${PAYOUT_TIMES} their stake.` },
  VOID: { icon: '↩️', text: `${VOID_STATUS}: the prediction was called off and every stake went back in full.` },
} as const;

/** A pool-share league's results: the winners split the pool (or, with none counted, every stake went back). */
const POOL_TEXT = {
  YES: { icon: '✅', text: 'Resolved YES: YES predictions shared the pool.' },
  NO: { icon: '❌', text: 'Resolved NO: NO predictions shared the pool.' },
  VOID: TEXT.VOID,
} as const;

/** How a resolved market ended, in words (never by colour alone); nothing while it is open. */
export function OutcomeNotice({ market }: { market: Pick<Market, 'isResolved' | 'outcome' | 'leagueId'> }) {
  const { leagueId } = market;
  const pool = useGameStore((state) => leagueId !== null && state.leagues.some((league) => league.id === leagueId && league.payout === 'pool'));
  if (!market.isResolved) return null;
  const notice = market.outcome ? (pool ? POOL_TEXT : TEXT)[market.outcome] : { icon: '🏁', text: 'Resolved.' };
  return (
    <p className="rounded-xl border border-ink-600 bg-ink-800 px-3 py-2 text-sm font-semibold text-white">
      <span aria-hidden="true">{notice.icon} </span>
      {notice.text}
    </p>
  );
}

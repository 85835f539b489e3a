'use client';

import { PAYOUT_MULTIPLIER } from '@/lib/betting/betting-rules';
import { choiceWord } from '@/lib/betting/choice-words';
import { betting_outcome_fixed, betting_outcome_pool, betting_outcome_unknown, betting_outcome_void } from '@/lib/i18n/paraglide/messages';
import type { Market } from '@/lib/model/market';
import type { Choice } from '@/lib/model/position';
import { useGameStore } from '@/lib/store/game-store';

const ICON = { YES: '✅', NO: '❌', VOID: '↩️' } as const;

/** The result in words; a pool-share league's winners split the pool (or, with none counted, every coin went back). */
function resultText(outcome: Choice | 'VOID', pool: boolean): string {
  if (outcome === 'VOID') return betting_outcome_void();
  const choice = choiceWord(outcome);
  return pool ? betting_outcome_pool({ choice }) : betting_outcome_fixed({ choice, times: String(PAYOUT_MULTIPLIER) });
}

/** How a resolved market ended, in words (never by colour alone); nothing while it is open. */
export function OutcomeNotice({ market }: { market: Pick<Market, 'isResolved' | 'outcome' | 'leagueId'> }) {
  const { leagueId } = market;
  const pool = useGameStore((state) => leagueId !== null && state.leagues.some((league) => league.id === leagueId && league.payout === 'pool'));
  if (!market.isResolved) return null;
  const notice = market.outcome ? { icon: ICON[market.outcome], text: resultText(market.outcome, pool) } : { icon: '🏁', text: betting_outcome_unknown() };
  return (
    <p className="rounded-xl border border-ink-600 bg-ink-800 px-3 py-2 text-sm font-semibold text-white">
      <span aria-hidden="true">{notice.icon} </span>
      {notice.text}
    </p>
  );
}

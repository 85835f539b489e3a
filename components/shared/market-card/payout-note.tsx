'use client';

import { DEFAULT_BET } from '@/lib/betting/betting-rules';
import { FIXED_PAYS_TEXT } from '@/lib/league/pool/pool-words';
import type { Market } from '@/lib/model/market';
import { PoolEstimate } from './pool-estimate';
import { useFixedRule, usePoolView } from './use-pool-view';

const EACH_SIDE = [
  { choice: 'YES', stake: DEFAULT_BET },
  { choice: 'NO', stake: DEFAULT_BET },
] as const;

/** Which rule pays a card's question: the fixed rule's multiplier, or a pool-share league's estimate for 100 on each side. Nothing once settled. */
export function PayoutNote({ market }: { market: Pick<Market, 'id' | 'leagueId' | 'isResolved'> }) {
  const view = usePoolView(market);
  const fixed = useFixedRule(market);
  if (market.isResolved) return null;
  if (view) return <PoolEstimate view={view} sides={EACH_SIDE} />;
  return fixed ? <p className="text-xs text-slate-300">{FIXED_PAYS_TEXT}</p> : null;
}

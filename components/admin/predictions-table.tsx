'use client';

import { useMemo, useRef, useState } from 'react';
import { categoryEmoji } from '@/lib/categories';
import { formatCount } from '@/lib/format';
import { hasEnded, marketStatus, totalPlayers, type Market } from '@/lib/markets';
import { pageOf } from '@/lib/pagination';
import type { Outcome } from '@/lib/settlement';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { Pager } from './pager';
import { ResolveDialog } from './resolve-dialog';
import { StatusBadge } from './status-badge';
import { ScrollTable } from '../ui/scroll-table';

const COLUMNS = [{ label: 'Question' }, { label: 'Category' }, { label: 'Participants', align: 'right' }, { label: 'Status' }, { label: 'Actions' }] as const;

/** Twenty rows a page: thousands of markets cost no more to render than twenty. */
export const PREDICTIONS_PAGE_SIZE = 20;

const ACTIONS: readonly { outcome: Outcome; label: string; className: string }[] = [
  { outcome: 'YES', label: 'Resolve YES', className: 'bg-yes-700 hover:opacity-90' },
  { outcome: 'NO', label: 'Resolve NO', className: 'bg-no-700 hover:opacity-90' },
  { outcome: 'VOID', label: 'Void', className: 'bg-ink-600 hover:opacity-90' },
];

function newestFirst(markets: readonly Market[]): Market[] {
  return [...markets].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id, 'en', { numeric: true }));
}

export function PredictionsTable() {
  const markets = useGameStore((state) => state.markets);
  const now = useClockStore((state) => state.now);
  const sorted = useMemo(() => newestFirst(markets), [markets]);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ market: Market; outcome: Outcome } | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const shown = pageOf(sorted, page, PREDICTIONS_PAGE_SIZE);

  return (
    <div className="space-y-4">
      <ScrollTable label="Predictions" caption="All predictions, newest first" columns={COLUMNS} minWidthClass="min-w-[48rem]" regionRef={regionRef}>
        {shown.items.map((market) => (
          <tr key={market.id} className="border-t border-ink-700 align-top">
            <th scope="row" className="min-w-[16rem] max-w-md break-words px-5 py-3 font-medium text-white">
              {market.question}
            </th>
            <td className="whitespace-nowrap px-5 py-3 text-slate-200">
              <span aria-hidden="true">{categoryEmoji(market.category)} </span>
              {market.category}
            </td>
            <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCount(totalPlayers(market))}</td>
            <td className="px-5 py-3">
              <StatusBadge status={marketStatus(market)} />
              {!market.isResolved && now !== null && hasEnded(market, now) && (
                <span className="mt-1.5 block whitespace-nowrap text-xs text-gold-300">Ended: awaiting result</span>
              )}
            </td>
            <td className="px-5 py-3">
              {market.isResolved ? (
                <span className="text-slate-300">Settled</span>
              ) : (
                <div className="flex flex-wrap gap-2">
                  {ACTIONS.map((action) => (
                    <button
                      key={action.outcome}
                      type="button"
                      onClick={() => setPending({ market, outcome: action.outcome })}
                      className={`whitespace-nowrap rounded-lg px-3 py-1.5 text-xs font-semibold text-white ${action.className}`}
                    >
                      {action.label}
                    </button>
                  ))}
                </div>
              )}
            </td>
          </tr>
        ))}
      </ScrollTable>
      <Pager label="Prediction pages" page={shown} onPageChange={setPage} noun="predictions" />
      <ResolveDialog pending={pending} onClose={() => setPending(null)} fallbackFocus={() => regionRef.current} />
    </div>
  );
}

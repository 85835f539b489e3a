'use client';

import { categoryEmoji } from '@/lib/market/categories';
import { formatCount } from '@/lib/display/format';
import { hasEnded, totalPlayers } from '@/lib/market/markets';
import { marketStatus } from '@/lib/market/market-words';
import type { Market } from '@/lib/model/market';
import type { Outcome } from '@/lib/settlement/settlement';
import { StatusBadge } from './status-badge';

const ACTIONS: readonly { outcome: Outcome; label: string; className: string }[] = [
  { outcome: 'YES', label: 'Resolve YES', className: 'bg-yes-700 hover:opacity-90' },
  { outcome: 'NO', label: 'Resolve NO', className: 'bg-no-700 hover:opacity-90' },
  { outcome: 'VOID', label: 'Void', className: 'bg-ink-600 hover:opacity-90' },
];

interface PredictionRowProps {
  market: Market;
  now: number | null;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onSettle: (outcome: Outcome) => void;
}

/** One market in the admin table: ticked for a pack, its numbers and status, and its settle actions. */
export function PredictionRow({ market, now, selected, onSelectedChange, onSettle }: PredictionRowProps) {
  return (
    <tr className="border-t border-ink-700 align-top">
      <td className="px-5 py-3">
        <input
          type="checkbox"
          aria-label={`Select ${market.question}`}
          checked={selected}
          onChange={(event) => onSelectedChange(event.target.checked)}
          className="h-6 w-6 accent-brand-500"
        />
      </td>
      <th scope="row" className="min-w-[16rem] max-w-md px-5 py-3 font-medium text-white [overflow-wrap:anywhere]">
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
                onClick={() => onSettle(action.outcome)}
                className={`whitespace-nowrap rounded-lg px-3 py-1.5 text-xs font-semibold text-white ${action.className}`}
              >
                {action.label}
              </button>
            ))}
          </div>
        )}
      </td>
    </tr>
  );
}

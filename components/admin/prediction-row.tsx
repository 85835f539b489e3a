'use client';

import { categoryEmoji, type Category } from '@/lib/market/categories';
import { formatCount } from '@/lib/display/format';
import { hasEnded, totalPlayers } from '@/lib/market/markets';
import { admin_action_cancel, admin_action_result_no, admin_action_result_yes, admin_category_entertainment, admin_category_finance, admin_category_news, admin_category_sports, admin_ended_waiting, admin_row_done, admin_select_question } from '@/lib/i18n/paraglide/messages';
import type { Market } from '@/lib/model/market';
import type { Outcome } from '@/lib/settlement/settlement';
import { StatusBadge } from './status-badge';

const ACTIONS: readonly { outcome: Outcome; label: () => string; className: string }[] = [
  { outcome: 'YES', label: () => admin_action_result_yes(), className: 'bg-yes-700 hover:opacity-90' },
  { outcome: 'NO', label: () => admin_action_result_no(), className: 'bg-no-700 hover:opacity-90' },
  { outcome: 'VOID', label: () => admin_action_cancel(), className: 'bg-ink-600 hover:opacity-90' },
];

const CATEGORY_NAMES: Record<Category, () => string> = {
  Sports: () => admin_category_sports(),
  Finance: () => admin_category_finance(),
  News: () => admin_category_news(),
  Entertainment: () => admin_category_entertainment(),
};

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
          aria-label={admin_select_question({ question: market.question })}
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
        {CATEGORY_NAMES[market.category]()}
      </td>
      <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCount(totalPlayers(market))}</td>
      <td className="px-5 py-3">
        <StatusBadge market={market} />
        {!market.isResolved && now !== null && hasEnded(market, now) && (
          <span className="mt-1.5 block whitespace-nowrap text-xs text-gold-300">{admin_ended_waiting()}</span>
        )}
      </td>
      <td className="px-5 py-3">
        {market.isResolved ? (
          <span className="text-slate-300">{admin_row_done()}</span>
        ) : (
          <div className="flex flex-wrap gap-2">
            {ACTIONS.map((action) => (
              <button
                key={action.outcome}
                type="button"
                onClick={() => onSettle(action.outcome)}
                className={`whitespace-nowrap rounded-lg px-3 py-1.5 text-xs font-semibold text-white ${action.className}`}
              >
                {action.label()}
              </button>
            ))}
          </div>
        )}
      </td>
    </tr>
  );
}

import { AppLink } from '@/components/ui/app-link';
import { useGameStore } from '@/lib/store/game-store';
import { shownQuestionOf } from '@/lib/market/shown-text';
import { formatCoins, formatDateTime } from '@/lib/display/format';
import { profile_history_amount, profile_history_caption, profile_history_choice, profile_history_date, profile_history_empty_after, profile_history_empty_before, profile_history_empty_link, profile_history_label, profile_history_question, profile_history_result, profile_history_winnings } from '@/lib/i18n/paraglide/messages';
import type { Position } from '@/lib/model/position';
import { predictionHistory, type HistoryResult } from '@/lib/stats/player-stats';
import { historyResultText } from '@/lib/stats/stats-words';
import { StackedTable, type StackedColumn } from '../ui/stacked-table';
import { choiceWord } from '@/lib/betting/choice-words';

// The pill's colours (ui/pill), but the words may wrap: a result with a cash-out beside it, in
// Hindi or in large text, is wider than a phone's card.
const RESULT_TONE: Record<HistoryResult, string> = {
  Won: 'bg-yes-500/20 text-yes-300',
  Lost: 'bg-no-500/20 text-no-300',
  Open: 'bg-brand-600/25 text-brand-300',
  Refunded: 'bg-ink-700 text-slate-200',
  'Cashed out': 'bg-ink-700 text-slate-200',
};

function columns(): StackedColumn[] {
  return [
    { label: profile_history_question(), rowHeader: true, cellClassName: 'min-w-[14rem] max-w-xs px-5 py-3 font-medium text-white [overflow-wrap:anywhere]' },
    { label: profile_history_choice(), cellClassName: 'px-5 py-3 font-semibold text-slate-100' },
    { label: profile_history_result(), cellClassName: 'px-5 py-3' },
    { label: profile_history_amount(), align: 'right', cellClassName: 'px-5 py-3 text-right tabular-nums text-slate-100' },
    { label: profile_history_winnings(), align: 'right', cellClassName: 'px-5 py-3 text-right tabular-nums text-slate-100' },
    { label: profile_history_date(), cellClassName: 'whitespace-nowrap px-5 py-3 text-slate-200' },
  ];
}

export function PredictionHistory({ positions, accountId }: { positions: readonly Position[]; accountId: string }) {
  const rows = predictionHistory(positions, accountId);
  const markets = useGameStore((state) => state.markets);
  if (rows.length === 0) {
    return (
      <p className="rounded-2xl border border-ink-700 bg-ink-900 p-6 text-slate-300">
        {profile_history_empty_before()}
        <AppLink href="/" className="font-semibold text-brand-300 underline">
          {profile_history_empty_link()}
        </AppLink>
        {profile_history_empty_after()}
      </p>
    );
  }
  return (
    <StackedTable
      label={profile_history_label()}
      caption={profile_history_caption()}
      columns={columns()}
      minWidthClass="min-w-[44rem]"
      rows={rows.map((row) => ({
        key: row.id,
        cells: [
          // Padded so a one-line question is still a 24 px target (WCAG 2.5.8); it is not in a sentence.
          <AppLink key="question" href={`/prediction?id=${encodeURIComponent(row.marketId)}`} className="inline-block py-1 hover:text-brand-300">
            {shownQuestionOf(row.question, markets.find((market) => market.id === row.marketId))}
          </AppLink>,
          choiceWord(row.choice),
          // A refund is the stake coming back: 'Cancelled: 40 coins returned' here, never counted as winnings; a cash-out says what it returned.
          <span key="result" className={`inline-block rounded-xl px-2.5 py-1 text-left text-xs font-semibold sm:whitespace-nowrap sm:rounded-full ${RESULT_TONE[row.result]}`}>
            {historyResultText(row)}
          </span>,
          formatCoins(row.amount),
          formatCoins(row.winnings),
          formatDateTime(row.date),
        ],
      }))}
    />
  );
}

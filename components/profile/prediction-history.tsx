import Link from 'next/link';
import { formatCoins, formatDateTime } from '@/lib/display/format';
import type { Position } from '@/lib/model/position';
import { predictionHistory, type HistoryResult, type HistoryRow } from '@/lib/stats/player-stats';
import { Pill, type PillTone } from '../ui/pill';
import { ScrollTable } from '../ui/scroll-table';

const COLUMNS = [{ label: 'Question' }, { label: 'Choice' }, { label: 'Result' }, { label: 'Amount', align: 'right' }, { label: 'Winnings', align: 'right' }, { label: 'Date' }] as const;

const RESULT_TONE: Record<HistoryResult, PillTone> = { Won: 'yes', Lost: 'no', Open: 'active', Refunded: 'neutral', 'Cashed out': 'neutral' };

function resultText(row: HistoryRow): string {
  if (row.result === 'Cashed out') return `${row.result} ${formatCoins(row.cashedOut)}`;
  const result = row.refunded > 0 ? `${row.result} ${formatCoins(row.refunded)}` : row.result;
  // A part cashed out before the result: said beside it.
  return row.cashedOut > 0 ? `${result} · cashed out ${formatCoins(row.cashedOut)}` : result;
}

export function PredictionHistory({ positions, accountId }: { positions: readonly Position[]; accountId: string }) {
  const rows = predictionHistory(positions, accountId);
  if (rows.length === 0) {
    return (
      <p className="rounded-2xl border border-ink-700 bg-ink-900 p-6 text-slate-300">
        No predictions yet. Pick a question on the <Link href="/" className="font-semibold text-brand-300 underline">home page</Link> to make your first.
      </p>
    );
  }
  return (
    <ScrollTable label="Prediction history" caption="Your predictions, newest first" columns={COLUMNS} minWidthClass="min-w-[44rem]">
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-ink-700 align-top">
          <th scope="row" className="min-w-[14rem] max-w-xs px-5 py-3 font-medium text-white [overflow-wrap:anywhere]">
            {/* Padded so a one-line question is still a 24 px target (WCAG 2.5.8); it is not in a sentence. */}
            <Link href={`/prediction?id=${encodeURIComponent(row.marketId)}`} className="inline-block py-1 hover:text-brand-300">
              {row.question}
            </Link>
          </th>
          <td className="px-5 py-3 font-semibold text-slate-100">{row.choice}</td>
          <td className="px-5 py-3">
            {/* A refund is the stake coming back: 'Refunded 40' here, never counted as winnings; a cash-out says what it returned. */}
            <Pill tone={RESULT_TONE[row.result]}>{resultText(row)}</Pill>
          </td>
          <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCoins(row.amount)}</td>
          <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCoins(row.winnings)}</td>
          <td className="whitespace-nowrap px-5 py-3 text-slate-200">{formatDateTime(row.date)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

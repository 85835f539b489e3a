import { formatCoins, formatCount } from '@/lib/display/format';
import type { LeaderboardEntry } from '@/lib/stats/leaderboard';
import { AccuracyValue } from '../ui/accuracy-value';
import { ScrollTable } from '../ui/scroll-table';
import { SampleTag } from './sample-tag';
import { YouTag } from './you-tag';

export const RANKED_BY = 'Net winnings';

const COLUMNS = [
  { label: 'Rank' },
  { label: 'Player' },
  { label: RANKED_BY, align: 'right' },
  { label: 'Settled', align: 'right' },
  { label: 'Wins', align: 'right' },
  { label: 'Accuracy' },
] as const;

export function RankingsTable({ entries, caption }: { entries: readonly LeaderboardEntry[]; caption: string }) {
  return (
    <ScrollTable label={caption} caption={caption} columns={COLUMNS} minWidthClass="min-w-[42rem]">
      {entries.map((entry) => (
        <tr key={entry.id} className={`border-t border-ink-700 ${entry.isYou ? 'bg-gold-400/10' : ''}`}>
          <td className="px-5 py-3 font-bold text-white">#{entry.rank}</td>
          <th scope="row" className="px-5 py-3 font-semibold text-white">
            <bdi>{entry.username}</bdi>
            {entry.isYou && <YouTag />}
            {entry.isSample && <SampleTag />}
            <span className="ml-2 rounded-full bg-ink-700 px-2 py-0.5 text-xs font-medium text-slate-200">{entry.badge}</span>
          </th>
          <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCoins(entry.netWinnings)}</td>
          <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCount(entry.settled)}</td>
          <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCount(entry.predictionsWon)}</td>
          <td className="px-5 py-3">
            <div className="flex items-center gap-3">
              <div aria-hidden="true" className="h-2 w-24 overflow-hidden rounded-full bg-ink-700">
                <div className="h-full bg-brand-400" style={{ width: `${entry.accuracy ?? 0}%` }} />
              </div>
              <span className="tabular-nums text-slate-100">
                <AccuracyValue accuracy={entry.accuracy} />
              </span>
            </div>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

import { formatCoins, formatCount } from '@/lib/display/format';
import { leaderboard_net_winnings, leaderboard_player, leaderboard_rank, leaderboard_win_rate, leaderboard_wins, leaderboard_with_result } from '@/lib/i18n/paraglide/messages';
import type { LeaderboardEntry } from '@/lib/stats/leaderboard';
import { badgeText } from '@/lib/stats/board-words';
import { AccuracyValue } from '../ui/accuracy-value';
import { StackedTable, type StackedColumn } from '../ui/stacked-table';
import { SampleTag } from './sample-tag';
import { YouTag } from './you-tag';

const FIGURE = 'px-5 py-3 text-right tabular-nums text-slate-100';

function columns(): StackedColumn[] {
  return [
    { label: leaderboard_rank(), cellClassName: 'px-5 py-3 font-bold text-white' },
    { label: leaderboard_player(), rowHeader: true, cellClassName: 'px-5 py-3 font-semibold text-white' },
    { label: leaderboard_net_winnings(), align: 'right', cellClassName: FIGURE },
    { label: leaderboard_with_result(), align: 'right', cellClassName: FIGURE },
    { label: leaderboard_wins(), align: 'right', cellClassName: FIGURE },
    { label: leaderboard_win_rate(), cellClassName: 'px-5 py-3' },
  ];
}

/** A period's board in rank order: a table from 640 px, a card per player below it. */
export function RankingsTable({ entries, caption }: { entries: readonly LeaderboardEntry[]; caption: string }) {
  return (
    <StackedTable
      label={caption}
      caption={caption}
      columns={columns()}
      minWidthClass="min-w-[42rem]"
      rows={entries.map((entry) => ({
        key: entry.id,
        highlight: entry.isYou,
        cells: [
          <span key="rank" className="font-bold text-white">
            #{entry.rank}
          </span>,
          <span key="player">
            <bdi>{entry.username}</bdi>
            {entry.isYou && <YouTag />}
            {entry.isSample && <SampleTag />}
            <span className="ml-2 inline-block rounded-full bg-ink-700 px-2 py-0.5 text-xs font-medium text-slate-200">{badgeText(entry.badge)}</span>
          </span>,
          formatCoins(entry.netWinnings),
          formatCount(entry.settled),
          formatCount(entry.predictionsWon),
          <span key="rate" className="inline-flex items-center gap-3">
            <span aria-hidden="true" className="block h-2 w-24 overflow-hidden rounded-full bg-ink-700">
              <span className="block h-full bg-brand-400" style={{ width: `${entry.accuracy ?? 0}%` }} />
            </span>
            <span className="tabular-nums text-slate-100">
              <AccuracyValue accuracy={entry.accuracy} />
            </span>
          </span>,
        ],
      }))}
    />
  );
}

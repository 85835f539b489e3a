import { formatCoinsCompact, formatCount } from '@/lib/display/format';
import { leaderboard_players_on_board, leaderboard_predictions_with_result, leaderboard_top_net_winnings } from '@/lib/i18n/paraglide/messages';
import { SUMMARY_TOP, summarizeBoard, type LeaderboardEntry } from '@/lib/stats/leaderboard';

/** Figures of the board on screen (sample players included, and you when logged in), not platform totals. */
export function SummaryTiles({ entries }: { entries: readonly LeaderboardEntry[] }) {
  const summary = summarizeBoard(entries);
  const tiles = [
    { icon: '👥', value: formatCount(summary.players), label: leaderboard_players_on_board() },
    { icon: '🏆', value: formatCoinsCompact(summary.topNetWinnings), label: leaderboard_top_net_winnings({ shown: formatCount(SUMMARY_TOP) }) },
    { icon: '🎯', value: formatCount(summary.settled), label: leaderboard_predictions_with_result() },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {tiles.map((tile) => (
        <div key={tile.label} className="flex flex-col-reverse rounded-2xl border border-ink-700 bg-ink-900 p-5 text-center">
          <dt className="text-sm text-slate-300">{tile.label}</dt>
          <dd className="text-2xl font-extrabold text-white">
            <span aria-hidden="true">{tile.icon} </span>
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

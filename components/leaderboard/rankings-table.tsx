import { formatCoins, formatPercent } from '@/lib/format';
import type { LeaderboardEntry } from '@/lib/leaderboard';
import { YouTag } from './you-tag';

export function RankingsTable({ entries, caption }: { entries: readonly LeaderboardEntry[]; caption: string }) {
  return (
    // Focusable so a keyboard can scroll the table sideways on a narrow screen.
    <div tabIndex={0} role="region" aria-label={caption} className="overflow-x-auto rounded-2xl border border-ink-700 bg-ink-900">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="px-5 pt-4 text-left text-lg font-semibold text-white">{caption}</caption>
        <thead className="text-slate-300">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">Rank</th>
            <th scope="col" className="px-5 py-3 font-semibold">Player</th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">Coins</th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">Wins</th>
            <th scope="col" className="px-5 py-3 font-semibold">Accuracy</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className={`border-t border-ink-700 ${entry.isYou ? 'bg-gold-400/10' : ''}`}>
              <td className="px-5 py-3 font-bold text-white">#{entry.rank}</td>
              <th scope="row" className="px-5 py-3 font-semibold text-white">
                {entry.username}
                {entry.isYou && <YouTag />}
                <span className="ml-2 rounded-full bg-ink-700 px-2 py-0.5 text-xs font-medium text-slate-200">{entry.badge}</span>
              </th>
              <td className="px-5 py-3 text-right tabular-nums text-slate-100">{formatCoins(entry.coins)}</td>
              <td className="px-5 py-3 text-right tabular-nums text-slate-100">{entry.predictionsWon}</td>
              <td className="px-5 py-3">
                <div className="flex items-center gap-3">
                  <div aria-hidden="true" className="h-2 w-24 overflow-hidden rounded-full bg-ink-700">
                    <div className="h-full bg-brand-400" style={{ width: `${entry.accuracy}%` }} />
                  </div>
                  <span className="tabular-nums text-slate-100">{formatPercent(entry.accuracy)}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

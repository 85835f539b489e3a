import { coinsText, formatCount } from '@/lib/display/format';
import { leaderboard_net_winnings, leaderboard_place_1, leaderboard_place_2, leaderboard_place_3, leaderboard_top_three, leaderboard_win_rate_after, leaderboard_wins_count } from '@/lib/i18n/paraglide/messages';
import { rankMedal, type LeaderboardEntry } from '@/lib/stats/leaderboard';
import { badgeText } from '@/lib/stats/board-words';
import { AccuracyValue } from '../ui/accuracy-value';
import { SampleTag } from './sample-tag';
import { YouTag } from './you-tag';

// Wide screens show 2-1-3 with the winner raised in the middle; narrow ones stack 1-2-3,
// which is also the reading order for screen readers.
const PLACE_STYLE: Record<number, string> = {
  1: 'md:order-2 md:-translate-y-4 border-gold-400/60 bg-gradient-to-b from-gold-400/15 to-ink-900',
  2: 'md:order-1 border-slate-300/40',
  3: 'md:order-3 border-orange-400/40',
};

const PLACE_NAME: Record<number, () => string> = { 1: () => leaderboard_place_1(), 2: () => leaderboard_place_2(), 3: () => leaderboard_place_3() };

export function Podium({ entries }: { entries: readonly LeaderboardEntry[] }) {
  return (
    <ol aria-label={leaderboard_top_three()} className="grid gap-4 md:grid-cols-3 md:items-end md:pt-6">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={`flex flex-col items-center rounded-2xl border bg-ink-900 p-6 text-center ${PLACE_STYLE[entry.rank] ?? ''} ${entry.isYou ? 'ring-2 ring-gold-400' : ''}`}
        >
          <span className="text-4xl" role="img" aria-label={PLACE_NAME[entry.rank]?.()}>
            {rankMedal(entry.rank)}
          </span>
          <p className="mt-2 text-lg font-bold text-white [overflow-wrap:anywhere]">
            <bdi>{entry.username}</bdi>
            {entry.isYou && <YouTag />}
            {entry.isSample && <SampleTag />}
          </p>
          <p className="mt-1 inline-flex rounded-full bg-ink-700 px-3 py-1 text-xs font-semibold text-slate-100">
            {badgeText(entry.badge)}
          </p>
          <p className="mt-3 text-2xl font-extrabold text-gold-300">{coinsText(entry.netWinnings)}</p>
          <p className="text-xs uppercase tracking-wide text-slate-300">{leaderboard_net_winnings()}</p>
          <p className="mt-1 text-sm text-slate-300">
            {leaderboard_wins_count({ count: entry.predictionsWon, shown: formatCount(entry.predictionsWon) })} · <AccuracyValue accuracy={entry.accuracy} />{' '}
            {leaderboard_win_rate_after()}
          </p>
        </li>
      ))}
    </ol>
  );
}

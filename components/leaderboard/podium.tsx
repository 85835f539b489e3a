import { coinsText, pluralize } from '@/lib/display/format';
import { rankMedal, type LeaderboardEntry } from '@/lib/stats/leaderboard';
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

const PLACE_NAME: Record<number, string> = { 1: '1st place', 2: '2nd place', 3: '3rd place' };

export function Podium({ entries }: { entries: readonly LeaderboardEntry[] }) {
  return (
    <ol aria-label="Top three" className="grid gap-4 md:grid-cols-3 md:items-end md:pt-6">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={`flex flex-col items-center rounded-2xl border bg-ink-900 p-6 text-center ${PLACE_STYLE[entry.rank] ?? ''} ${entry.isYou ? 'ring-2 ring-gold-400' : ''}`}
        >
          <span className="text-4xl" role="img" aria-label={PLACE_NAME[entry.rank]}>
            {rankMedal(entry.rank)}
          </span>
          <p className="mt-2 text-lg font-bold text-white [overflow-wrap:anywhere]">
            <bdi>{entry.username}</bdi>
            {entry.isYou && <YouTag />}
            {entry.isSample && <SampleTag />}
          </p>
          <p className="mt-1 inline-flex rounded-full bg-ink-700 px-3 py-1 text-xs font-semibold text-slate-100">
            {entry.badge}
          </p>
          <p className="mt-3 text-2xl font-extrabold text-gold-300">{coinsText(entry.netWinnings)}</p>
          <p className="text-xs uppercase tracking-wide text-slate-300">net winnings</p>
          <p className="mt-1 text-sm text-slate-300">
            {pluralize(entry.predictionsWon, 'win')} · <AccuracyValue accuracy={entry.accuracy} /> accuracy
          </p>
        </li>
      ))}
    </ol>
  );
}

import { formatCount, formatPercent } from '@/lib/format';
import { achievementsOf, type PlayerStats } from '@/lib/player-stats';
import { NoValueYet } from '../ui/no-value-yet';
import { StatTile } from '../ui/stat-tile';
import { AchievementList } from './achievement-list';

export function ProfileOverview({ stats }: { stats: PlayerStats }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="streaks-title">
        <h2 id="streaks-title" className="mb-4 text-xl font-semibold text-white">Streaks</h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <StatTile icon="🔥" label="Current Streak">{formatCount(stats.currentStreak)} wins</StatTile>
          <StatTile icon="⭐" label="Best Streak">{formatCount(stats.bestStreak)} wins</StatTile>
          <StatTile icon="📊" label="Win Rate">
            {stats.accuracy === null ? <NoValueYet reason="No settled predictions yet" /> : formatPercent(stats.accuracy)}
          </StatTile>
        </dl>
      </section>
      <AchievementList achievements={achievementsOf(stats)} />
    </div>
  );
}

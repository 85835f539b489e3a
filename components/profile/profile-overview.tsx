import { formatCount } from '@/lib/format';
import { achievementsOf, type PlayerStats } from '@/lib/player-stats';
import { StatTile } from '../ui/stat-tile';
import { AccuracyValue } from './accuracy-value';
import { AchievementList } from './achievement-list';

function winsText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'win' : 'wins'}`;
}

export function ProfileOverview({ stats }: { stats: PlayerStats }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="streaks-title">
        <h2 id="streaks-title" className="mb-4 text-xl font-semibold text-white">Streaks</h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <StatTile icon="🔥" label="Current Streak">{winsText(stats.currentStreak)}</StatTile>
          <StatTile icon="⭐" label="Best Streak">{winsText(stats.bestStreak)}</StatTile>
          <StatTile icon="📊" label="Win Rate">
            <AccuracyValue accuracy={stats.accuracy} />
          </StatTile>
        </dl>
      </section>
      <AchievementList achievements={achievementsOf(stats)} />
    </div>
  );
}

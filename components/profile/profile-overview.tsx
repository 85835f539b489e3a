import { pluralize } from '@/lib/display/format';
import { achievementsOf, type PlayerStats } from '@/lib/stats/player-stats';
import { StatTile } from '../ui/stat-tile';
import { AccuracyValue } from '../ui/accuracy-value';
import { AchievementList } from './achievement-list';

export function ProfileOverview({ stats }: { stats: PlayerStats }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="streaks-title">
        <h2 id="streaks-title" className="mb-4 text-xl font-semibold text-white">Streaks</h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <StatTile icon="🔥" label="Current Streak">{pluralize(stats.currentStreak, 'win')}</StatTile>
          <StatTile icon="⭐" label="Best Streak">{pluralize(stats.bestStreak, 'win')}</StatTile>
          <StatTile icon="📊" label="Win Rate">
            <AccuracyValue accuracy={stats.accuracy} />
          </StatTile>
        </dl>
      </section>
      <AchievementList achievements={achievementsOf(stats)} />
    </div>
  );
}

import { formatCount } from '@/lib/display/format';
import { profile_best_streak, profile_current_streak, profile_streaks_title, profile_win_rate, profile_wins } from '@/lib/i18n/paraglide/messages';
import { achievementsOf, type PlayerStats } from '@/lib/stats/player-stats';
import { StatTile } from '../ui/stat-tile';
import { AccuracyValue } from '../ui/accuracy-value';
import { AchievementList } from './achievement-list';

export function ProfileOverview({ stats }: { stats: PlayerStats }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="streaks-title">
        <h2 id="streaks-title" className="mb-4 text-xl font-semibold text-white">{profile_streaks_title()}</h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <StatTile icon="🔥" label={profile_current_streak()}>
            {profile_wins({ count: stats.currentStreak, shown: formatCount(stats.currentStreak) })}
          </StatTile>
          <StatTile icon="⭐" label={profile_best_streak()}>
            {profile_wins({ count: stats.bestStreak, shown: formatCount(stats.bestStreak) })}
          </StatTile>
          <StatTile icon="📊" label={profile_win_rate()}>
            <AccuracyValue accuracy={stats.accuracy} />
          </StatTile>
        </dl>
      </section>
      <AchievementList achievements={achievementsOf(stats)} />
    </div>
  );
}

import { formatCoins, formatCount } from '@/lib/display/format';
import { profile_coins_won, profile_correct, profile_total_predictions, profile_win_rate } from '@/lib/i18n/paraglide/messages';
import type { PlayerStats } from '@/lib/stats/player-stats';
import { StatTile } from '../ui/stat-tile';
import { AccuracyValue } from '../ui/accuracy-value';

export function ProfileTiles({ stats }: { stats: PlayerStats }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatTile icon="🎯" label={profile_total_predictions()}>{formatCount(stats.totalPredictions)}</StatTile>
      <StatTile icon="✅" label={profile_correct()}>{formatCount(stats.correct)}</StatTile>
      <StatTile icon="📈" label={profile_win_rate()}>
        <AccuracyValue accuracy={stats.accuracy} />
      </StatTile>
      <StatTile icon="🏆" label={profile_coins_won()}>{formatCoins(stats.totalWinnings)}</StatTile>
    </dl>
  );
}

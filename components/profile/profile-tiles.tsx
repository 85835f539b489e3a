import { formatCoins, formatCount } from '@/lib/display/format';
import type { PlayerStats } from '@/lib/stats/player-stats';
import { StatTile } from '../ui/stat-tile';
import { AccuracyValue } from '../ui/accuracy-value';

export function ProfileTiles({ stats }: { stats: PlayerStats }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatTile icon="🎯" label="Total Predictions">{formatCount(stats.totalPredictions)}</StatTile>
      <StatTile icon="✅" label="Correct">{formatCount(stats.correct)}</StatTile>
      <StatTile icon="📈" label="Accuracy">
        <AccuracyValue accuracy={stats.accuracy} />
      </StatTile>
      <StatTile icon="🏆" label="Coins won">{formatCoins(stats.totalWinnings)}</StatTile>
    </dl>
  );
}

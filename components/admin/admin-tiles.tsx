'use client';

import { adminTiles } from '@/lib/admin/admin-overview';
import { formatCoinsCompact, formatCount } from '@/lib/display/format';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { admin_tile_coins_in_play, admin_tile_open_questions, admin_tile_players, admin_tile_results_today } from '@/lib/i18n/paraglide/messages';
import { StatTile } from '../ui/stat-tile';

export function AdminTiles() {
  const markets = useGameStore((state) => state.markets);
  const accounts = useGameStore((state) => state.accounts);
  // The clock is running by the time the panel shows; until then today is unknown, so 0.
  const now = useClockStore((state) => state.now);
  const tiles = adminTiles({ markets, accounts }, now ?? Number.NaN);
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatTile icon="📊" label={admin_tile_open_questions()}>{formatCount(tiles.activePredictions)}</StatTile>
      <StatTile icon="👥" label={admin_tile_players()}>{formatCount(tiles.totalUsers)}</StatTile>
      <StatTile icon="✅" label={admin_tile_results_today()}>{formatCount(tiles.resolvedToday)}</StatTile>
      <StatTile icon="🪙" label={admin_tile_coins_in_play()}>{formatCoinsCompact(tiles.totalPool)}</StatTile>
    </dl>
  );
}

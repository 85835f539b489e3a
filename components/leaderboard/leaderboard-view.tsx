'use client';

import { useState } from 'react';
import { LEADERBOARDS } from '@/data/leaderboard';
import { byRank, LEADERBOARD_PERIODS, playerEntry, podiumOf, rankWithPlayer, type LeaderboardEntry, type LeaderboardPeriod } from '@/lib/leaderboard';
import { playerStats } from '@/lib/player-stats';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { useCurrentAccount } from '../hooks/use-current-account';
import { Tabs } from '../ui/tabs';
import { Podium } from './podium';
import { RankingsTable } from './rankings-table';

export function LeaderboardView() {
  const [period, setPeriod] = useState<LeaderboardPeriod>('weekly');
  const account = useCurrentAccount();
  const positions = useGameStore((state) => state.positions);
  const now = useClockStore((state) => state.now);
  let entries: LeaderboardEntry[] = LEADERBOARDS[period];
  if (account && now !== null) {
    const you = playerEntry(
      { id: account.id, username: account.username, badge: playerStats(positions, account.id).level, balance: account.coins, positions },
      period,
      now,
    );
    entries = rankWithPlayer(entries, you);
  }
  const label = LEADERBOARD_PERIODS.find((item) => item.value === period)?.label ?? '';
  return (
    <Tabs label="Leaderboard period" items={LEADERBOARD_PERIODS} value={period} onChange={setPeriod}>
      <div className="mt-6 space-y-8">
        <Podium entries={podiumOf(entries)} />
        <RankingsTable entries={byRank(entries)} caption={`${label} rankings`} />
      </div>
    </Tabs>
  );
}

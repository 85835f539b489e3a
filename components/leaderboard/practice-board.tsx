'use client';

import { useState } from 'react';
import { byRank, LEADERBOARD_PERIODS, playerEntry, podiumOf, rankWithPlayer, type LeaderboardEntry, type LeaderboardPeriod } from '@/lib/stats/leaderboard';
import { playerStats } from '@/lib/stats/player-stats';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { SAMPLE_LEADERBOARDS } from '@/lib/store/sample-data';
import { useCurrentAccount } from '../hooks/use-current-account';
import { Tabs } from '../ui/tabs';
import { Podium } from './podium';
import { RankingsTable } from './rankings-table';
import { SummaryTiles } from './summary-tiles';

export function PracticeBoard() {
  const [period, setPeriod] = useState<LeaderboardPeriod>('weekly');
  const account = useCurrentAccount();
  const positions = useGameStore((state) => state.positions);
  const now = useClockStore((state) => state.now);
  let entries: LeaderboardEntry[] = SAMPLE_LEADERBOARDS[period];
  if (account && now !== null) {
    // The badge beside a player is their profile level, so a player meets one level system.
    const you = playerEntry({ id: account.id, username: account.username, badge: playerStats(positions, account.id).level, positions }, period, now);
    entries = rankWithPlayer(entries, you);
  }
  const label = LEADERBOARD_PERIODS.find((item) => item.value === period)?.label ?? '';
  return (
    <Tabs label="Leaderboard period" items={LEADERBOARD_PERIODS} value={period} onChange={setPeriod}>
      <div className="mt-6 space-y-8">
        <p className="text-sm text-slate-300">
          Ranked by net winnings: coins won minus coins staked on predictions settled in the period. Top-ups, bonuses and refunds never count;
          ties go to more settled predictions, then by name. Players tagged Sample are examples, not people playing.
        </p>
        <Podium entries={podiumOf(entries)} />
        <RankingsTable entries={byRank(entries)} caption={`${label} rankings`} />
        <SummaryTiles entries={entries} />
      </div>
    </Tabs>
  );
}

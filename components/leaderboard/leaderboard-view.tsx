'use client';

import { useState } from 'react';
import { LEADERBOARDS } from '@/data/leaderboard';
import { byRank, LEADERBOARD_PERIODS, podiumOf, type LeaderboardPeriod } from '@/lib/leaderboard';
import { Tabs } from '../ui/tabs';
import { Podium } from './podium';
import { RankingsTable } from './rankings-table';

export function LeaderboardView() {
  const [period, setPeriod] = useState<LeaderboardPeriod>('weekly');
  const entries = LEADERBOARDS[period];
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

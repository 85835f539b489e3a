'use client';

import { useState } from 'react';
import { leaderboard_period_label } from '@/lib/i18n/paraglide/messages';
import { playerEntry, rankWithPlayer, type LeaderboardEntry, type LeaderboardPeriod } from '@/lib/stats/leaderboard';
import { playerStats } from '@/lib/stats/player-stats';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { SAMPLE_LEADERBOARDS } from '@/lib/store/sample-data';
import { useCurrentAccount } from '../hooks/use-current-account';
import { Tabs } from '../ui/tabs';
import { FIRST_PERIOD, periodTabs, PracticeBoardBody } from './practice-board-body';

export function PracticeBoard({ initialPeriod = FIRST_PERIOD }: { initialPeriod?: LeaderboardPeriod }) {
  const [period, setPeriod] = useState<LeaderboardPeriod>(initialPeriod);
  const account = useCurrentAccount();
  const positions = useGameStore((state) => state.positions);
  const now = useClockStore((state) => state.now);
  let entries: LeaderboardEntry[] = SAMPLE_LEADERBOARDS[period];
  if (account && now !== null) {
    // The badge beside a player is their profile level, so a player meets one level system.
    const you = playerEntry({ id: account.id, username: account.username, badge: playerStats(positions, account.id).level, positions }, period, now);
    entries = rankWithPlayer(entries, you);
  }
  return (
    <Tabs label={leaderboard_period_label()} items={periodTabs()} value={period} onChange={setPeriod}>
      <PracticeBoardBody entries={entries} period={period} />
    </Tabs>
  );
}

'use client';

import { useState } from 'react';
import { leaderboard_period_label, leaderboard_practice_ranked_by } from '@/lib/i18n/paraglide/messages';
import { byRank, LEADERBOARD_PERIODS, playerEntry, podiumOf, rankWithPlayer, type LeaderboardEntry, type LeaderboardPeriod } from '@/lib/stats/leaderboard';
import { playerStats } from '@/lib/stats/player-stats';
import { boardCaption, periodText } from '@/lib/stats/board-words';
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
  const tabs = LEADERBOARD_PERIODS.map((item) => ({ value: item.value, label: periodText(item.value) }));
  return (
    <Tabs label={leaderboard_period_label()} items={tabs} value={period} onChange={setPeriod}>
      <div className="mt-6 space-y-8">
        <p className="text-sm text-slate-300">{leaderboard_practice_ranked_by()}</p>
        <Podium entries={podiumOf(entries)} />
        <RankingsTable entries={byRank(entries)} caption={boardCaption(period)} />
        <SummaryTiles entries={entries} />
      </div>
    </Tabs>
  );
}

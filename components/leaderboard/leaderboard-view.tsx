'use client';

import { lazy, Suspense, useState } from 'react';
import { SITE_LEAGUE_KEY } from '@/lib/config';
import { LEADERBOARD_PERIODS } from '@/lib/stats/leaderboard';
import { useCurrentAccount } from '../hooks/use-current-account';
import { BoardSelect, PRACTICE_BOARD } from './board-select';
import { PracticeBoard } from './practice-board';
import { useLeagueBoards } from './use-league-boards';

// A league's standings load when one is chosen, not with the practice board's first paint.
const LeagueBoard = lazy(() => import('./league-board').then((module) => ({ default: module.LeagueBoard })));

/**
 * The practice board, or a followed league's standings. The select stands from the first paint
 * when this deploy has a league of its own (every visitor follows it), so nothing below it moves
 * when the leagues load; otherwise it appears with the first league followed. `tappedTab` is
 * the tab tapped on the preview before this board arrived (deferred-leaderboard-view.tsx): the
 * practice board opens on that period.
 */
export function LeaderboardView({ tappedTab = null }: { tappedTab?: string | null }) {
  const initialPeriod = LEADERBOARD_PERIODS.find((period) => period.value === tappedTab)?.value;
  const account = useCurrentAccount();
  const boards = useLeagueBoards(account?.id ?? null);
  const [chosen, setChosen] = useState<string>(PRACTICE_BOARD);
  // A league left or logged out of since it was chosen falls back to practice.
  const league = boards.find((board) => board.leagueId === chosen) ?? null;
  const showSelect = boards.length > 0 || SITE_LEAGUE_KEY !== '';
  return (
    <div className="space-y-6">
      {showSelect && <BoardSelect boards={boards} value={league?.leagueId ?? PRACTICE_BOARD} onChange={setChosen} />}
      {league === null ? <PracticeBoard initialPeriod={initialPeriod} /> : <Suspense fallback={<div aria-busy="true" className="min-h-[24rem]" />}>
          <LeagueBoard key={league.leagueId} board={league} />
        </Suspense>}
    </div>
  );
}

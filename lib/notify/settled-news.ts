// What one league update settled for each account of this browser, worked out inside the update's
// own operation (so a replay on another tab's records, where nothing new settles, yields nothing).
// Issue 32 fills this in: the notification a player gets when their bets settle.

import type { GameData } from '../model/game';

export interface SettledNews {
  accountId: string;
  leagueId: string;
}

/** The news of one update for each account whose bets it settled: `before` and `after` the update. */
export function settledNews(before: GameData, after: GameData, leagueId: string): SettledNews[] {
  void before;
  void after;
  void leagueId;
  return [];
}

// Leaderboard tables: one per period, each a ranked list. The podium is the top three in rank
// order; how it is laid out on screen (2-1-3 on wide screens) is the component's business.

export const LEADERBOARD_PERIODS = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'all-time', label: 'All-time' },
] as const;

export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number]['value'];

export interface LeaderboardEntry {
  id: string;
  username: string;
  coins: number;
  predictionsWon: number;
  accuracy: number;
  rank: number;
  badge: string;
}

export function byRank(entries: readonly LeaderboardEntry[]): LeaderboardEntry[] {
  return [...entries].sort((a, b) => a.rank - b.rank);
}

export function podiumOf(entries: readonly LeaderboardEntry[]): LeaderboardEntry[] {
  return byRank(entries).slice(0, 3);
}

const RANK_MEDALS: Record<number, string> = { 1: '🥇', 2: '🥈', 3: '🥉' };

export function rankMedal(rank: number): string | undefined {
  return RANK_MEDALS[rank];
}

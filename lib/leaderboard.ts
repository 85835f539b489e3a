// Leaderboard tables: one per period, each a ranked list. The podium is the top three in rank
// order; how it is laid out on screen (2-1-3 on wide screens) is the component's business.

import type { Position } from './game-data';
import { DAY_MS } from './time';

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
  /** The logged-in player, ranked among the sample players. */
  isYou?: boolean;
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

/** How far back each period looks for a player's winnings; all-time ranks by balance instead. */
export const PERIOD_DAYS: Record<LeaderboardPeriod, number | null> = { weekly: 7, monthly: 30, 'all-time': null };

export interface PlayerStanding {
  id: string;
  username: string;
  badge: string;
  balance: number;
  positions: readonly Pick<Position, 'accountId' | 'status' | 'potentialWin' | 'settledAt'>[];
}

/** The logged-in player as a row of a period's board: winnings in the period, or the balance all-time. */
export function playerEntry(player: PlayerStanding, period: LeaderboardPeriod, nowMs: number): LeaderboardEntry {
  const days = PERIOD_DAYS[period];
  const since = days === null ? Number.NEGATIVE_INFINITY : nowMs - days * DAY_MS;
  let won = 0;
  let decided = 0;
  let winnings = 0;
  for (const position of player.positions) {
    if (position.accountId !== player.id || (position.status !== 'won' && position.status !== 'lost')) continue;
    // A settlement time that cannot be read counts in no period, only all-time.
    if (days !== null && !(Date.parse(position.settledAt ?? '') >= since)) continue;
    decided += 1;
    if (position.status === 'won') {
      won += 1;
      winnings += position.potentialWin;
    }
  }
  return {
    id: player.id,
    username: player.username,
    coins: days === null ? player.balance : winnings,
    predictionsWon: won,
    accuracy: decided === 0 ? 0 : (won / decided) * 100,
    rank: 0,
    badge: player.badge,
    isYou: true,
  };
}

/** A board with the player ranked in it: below everyone with more coins, above the rest. */
export function rankWithPlayer(entries: readonly LeaderboardEntry[], player: LeaderboardEntry): LeaderboardEntry[] {
  const ranked = byRank(entries).filter((entry) => !entry.isYou);
  const at = ranked.findIndex((entry) => entry.coins < player.coins);
  const insertAt = at === -1 ? ranked.length : at;
  ranked.splice(insertAt, 0, player);
  return ranked.map((entry, index) => ({ ...entry, rank: index + 1 }));
}

// Leaderboard tables: one per period, each ranked by net winnings (coins won minus coins staked on
// predictions settled in the period, plus what each cash-out in the period returned less the part
// it took out: always a loss). Only settled positions and cash-outs count, so top-ups, bonuses and
// refunds never move a rank: coins that did not come from a prediction cannot buy a place. This is
// the practice board: a league's bets count on its own standings, never here.

import type { Position } from '../model/position';
import { PRACTICE_WALLET } from '../model/practice-wallet';
import { accuracyOf, type Level } from './player-stats';
import { standingStake } from '../betting/standing-stake';
import { DAY_MS } from '../display/time';

/** The practice board's periods; stats-words.ts names them. */
export const LEADERBOARD_PERIODS = [{ value: 'weekly' }, { value: 'monthly' }, { value: 'all-time' }] as const;

export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number]['value'];

/** A sample player's title; stats-words.ts names it. */
export type SampleBadge = 'Legend' | 'Master' | 'Expert' | 'Pro' | 'Rising' | 'Rookie';

/** The tag beside a name on the board: a sample player's title, or a player's profile level. */
export type Badge = SampleBadge | Level;

export interface LeaderboardEntry {
  id: string;
  username: string;
  /** Coins won minus coins staked on the predictions settled in the period; may be negative. */
  netWinnings: number;
  /** Predictions won or lost in the period (a void is neither): the first tie-break. */
  settled: number;
  predictionsWon: number;
  /** Won over settled as a percentage; null before anything has settled. */
  accuracy: number | null;
  rank: number;
  badge: Badge;
  /** A sample player from data/, not someone who plays in this browser. */
  isSample?: boolean;
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

/** How far back each period looks for settled predictions; all-time looks back forever. */
export const PERIOD_DAYS: Record<LeaderboardPeriod, number | null> = { weekly: 7, monthly: 30, 'all-time': null };

export interface PlayerStanding {
  id: string;
  username: string;
  badge: Badge;
  positions: readonly Pick<Position, 'accountId' | 'status' | 'amount' | 'potentialWin' | 'settledAt' | 'wallet' | 'cashOuts'>[];
}

/** The logged-in player as a row of a period's board, from the positions settled in the period. */
export function playerEntry(player: PlayerStanding, period: LeaderboardPeriod, nowMs: number): LeaderboardEntry {
  const days = PERIOD_DAYS[period];
  const since = days === null ? Number.NEGATIVE_INFINITY : nowMs - days * DAY_MS;
  let won = 0;
  let settled = 0;
  let netWinnings = 0;
  for (const position of player.positions) {
    // Open and refunded positions are not settled: a voided question counts neither way.
    if (position.accountId !== player.id || position.wallet !== PRACTICE_WALLET) continue;
    // A cash-out counts in the period it was made, whatever became of the rest of the stake.
    for (const cashOut of position.cashOuts ?? []) {
      if (cashOut.notCounted === undefined && (days === null || Date.parse(cashOut.at) >= since)) netWinnings += cashOut.value - cashOut.amount;
    }
    if (position.status !== 'won' && position.status !== 'lost') continue;
    // A settlement time that cannot be read counts in no period, only all-time.
    if (days !== null && !(Date.parse(position.settledAt ?? '') >= since)) continue;
    settled += 1;
    netWinnings -= standingStake(position);
    if (position.status === 'won') {
      won += 1;
      netWinnings += position.potentialWin;
    }
  }
  return {
    id: player.id,
    username: player.username,
    netWinnings,
    settled,
    predictionsWon: won,
    accuracy: accuracyOf(won, settled),
    rank: 0,
    badge: player.badge,
    isYou: true,
  };
}

/** Higher net winnings first; then more settled predictions; then by name, A to Z. */
export function compareStandings(a: LeaderboardEntry, b: LeaderboardEntry): number {
  return b.netWinnings - a.netWinnings || b.settled - a.settled || a.username.localeCompare(b.username, 'en');
}

/** The entries in standing order, ranked 1 to n. Leaves the entries it was given untouched. */
export function rankEntries(entries: readonly LeaderboardEntry[]): LeaderboardEntry[] {
  return [...entries].sort(compareStandings).map((entry, index) => ({ ...entry, rank: index + 1 }));
}

/** A board with the player ranked in it, replacing any row already marked as you. */
export function rankWithPlayer(entries: readonly LeaderboardEntry[], player: LeaderboardEntry): LeaderboardEntry[] {
  return rankEntries([...entries.filter((entry) => !entry.isYou), player]);
}

/** The player's place on a period's board: what the profile shows as Rank (all-time). */
export function playerRank(board: readonly LeaderboardEntry[], player: PlayerStanding, period: LeaderboardPeriod, nowMs: number): number {
  return rankWithPlayer(board, playerEntry(player, period, nowMs)).find((entry) => entry.isYou)?.rank ?? 0;
}

export const SUMMARY_TOP = 10;

export interface BoardSummary {
  players: number;
  /** Net winnings of the first SUMMARY_TOP players by rank. */
  topNetWinnings: number;
  settled: number;
}

/** Figures for the summary tiles, computed from the board on screen rather than invented. */
export function summarizeBoard(entries: readonly LeaderboardEntry[]): BoardSummary {
  let settled = 0;
  for (const entry of entries) settled += entry.settled;
  const topNetWinnings = byRank(entries)
    .slice(0, SUMMARY_TOP)
    .reduce((sum, entry) => sum + entry.netWinnings, 0);
  return { players: entries.length, topNetWinnings, settled };
}

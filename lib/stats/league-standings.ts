// A league's standings as the Leaderboard shows them: the organiser's latest published snapshot
// ranked for one period by net winnings (ties: league balance, then name, then player id, so every
// browser draws the same order), and the leagues an account can pick a board from. Only the
// published figures are ranked: nothing here recomputes a standing, and nothing practice (top-ups,
// bonuses) can enter a league's board.

import { isFollowing, membershipOf } from '../league/membership-rules';
import type { GameData } from '../model/game';
import type { Snapshot, Standing } from '../model/picks';
import { accuracyOf } from './player-stats';

/** The periods a league's standings carry, each a field of a standing. */
export const LEAGUE_PERIODS = ['week', 'month', 'all'] as const satisfies readonly (keyof Standing)[];
export type LeaguePeriod = (typeof LEAGUE_PERIODS)[number];

export interface LeagueStandingRow {
  playerId: string;
  name: string;
  rank: number;
  /** Net winnings in the period: payouts minus stakes of the settled counted picks; may be negative. */
  net: number;
  balance: number;
  won: number;
  settled: number;
  /** Won over settled as a percentage; null before anything has settled. */
  accuracy: number | null;
  /** The logged-in account's own row, found by its player key. */
  isYou: boolean;
}

function compareInPeriod(period: LeaguePeriod) {
  return (a: Standing, b: Standing): number =>
    b[period] - a[period] || b.balance - a.balance || a.name.localeCompare(b.name, 'en') || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0);
}

/** The standings ranked 1 to n for the period; `youId` is the account's player id in the league, if it has one. */
export function rankLeagueStandings(standings: readonly Standing[], period: LeaguePeriod, youId: string | null): LeagueStandingRow[] {
  return [...standings].sort(compareInPeriod(period)).map((standing, index) => ({
    playerId: standing.playerId,
    name: standing.name,
    rank: index + 1,
    net: standing[period],
    balance: standing.balance,
    won: standing.won,
    settled: standing.settled,
    accuracy: accuracyOf(standing.won, standing.settled),
    isYou: youId !== null && standing.playerId === youId,
  }));
}

/** A league the account can see the standings of. */
export interface LeagueBoard {
  leagueId: string;
  name: string;
  /** The latest snapshot this browser applied, and its update's signing time; null before the first. */
  snapshot: Snapshot | null;
  snapshotAt: string | null;
  /** The account's player id in the league: its 'You'. Null when it has no player key there. */
  playerId: string | null;
}

/** The leagues the account follows, in the order this browser holds them, as boards to choose from. */
export function leagueBoardsOf(data: Pick<GameData, 'leagues' | 'memberships' | 'ledger'>, accountId: string): LeagueBoard[] {
  return data.leagues
    .filter((league) => isFollowing(data, accountId, league.id))
    .map((league) => ({
      leagueId: league.id,
      name: league.name,
      snapshot: league.snapshot ?? null,
      snapshotAt: league.snapshotAt ?? null,
      playerId: membershipOf(data, accountId, league.id)?.player?.playerId ?? null,
    }));
}

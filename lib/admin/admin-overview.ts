// What the admin panel shows, computed from the game data each time it changes: the four
// tiles, each market's status, and a row per account in this browser. The practice admin sees
// the practice catalogue and wallet only: a league's questions are settled by its organiser.

import type { Account } from '../model/account';
import type { GameData } from '../model/game';
import type { Market } from '../model/market';
import { PRACTICE_WALLET } from '../model/practice-wallet';
import { localDayKey } from '../display/time';
import { isTutorial } from '../tutorial/tutorial-market';

export interface AdminTiles {
  activePredictions: number;
  totalUsers: number;
  resolvedToday: number;
  /** Coins staked across every market, open or settled. */
  totalPool: number;
}

/**
 * The practice catalogue: what the admin lists, resolves, counts and packs. A player's tutorial is
 * not in it: its coin gives its result (lib/tutorial/coin-toss.ts), never the admin.
 */
export function practiceMarkets(markets: readonly Market[]): Market[] {
  return markets.filter((market) => market.leagueId === null && !isTutorial(market));
}

export function adminTiles(data: Pick<GameData, 'markets' | 'accounts'>, nowMs: number): AdminTiles {
  const today = localDayKey(nowMs);
  let activePredictions = 0;
  let resolvedToday = 0;
  let totalPool = 0;
  for (const market of data.markets) {
    if (market.leagueId !== null || isTutorial(market)) continue;
    if (!market.isResolved) activePredictions += 1;
    else if (market.resolvedAt && localDayKey(Date.parse(market.resolvedAt)) === today) resolvedToday += 1;
    totalPool += market.totalPool;
  }
  return { activePredictions, totalUsers: data.accounts.length, resolvedToday, totalPool };
}

/** An account as the admin's Users table lists it, with how many bets it placed. */
export type UserRow = Pick<Account, 'id' | 'username' | 'email' | 'coins' | 'createdAt'> & { bets: number };

/** Newest account first, each with its practice coins and the number of practice bets it has placed. */
export function userRows(data: Pick<GameData, 'accounts' | 'positions'>): UserRow[] {
  const bets = new Map<string, number>();
  for (const position of data.positions) if (position.wallet === PRACTICE_WALLET) bets.set(position.accountId, (bets.get(position.accountId) ?? 0) + 1);
  return data.accounts
    .map(({ id, username, email, coins, createdAt }) => ({ id, username, email, coins, createdAt, bets: bets.get(id) ?? 0 }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

// A league game for the notification tests: Ann and Ben of this browser following Office Cup,
// their bets on it, and the standings.

import type { Account } from '@/lib/model/account';
import type { GameData } from '@/lib/model/game';
import type { League } from '@/lib/model/league';
import type { Membership } from '@/lib/model/membership';
import type { Snapshot } from '@/lib/model/picks';
import type { Position } from '@/lib/model/position';
import { FAKE_HASH, gameWith, NOW } from '../game-fixtures';
import { testPlayerKey } from '../league/counted-snapshot';

export const LEAGUE = 'aaaabbbbccccdddd';
export const ANN_KEY = testPlayerKey('ann', LEAGUE);
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

export function account(id: string): Account {
  return { id, username: id, email: `${id}@example.com`, phone: null, createdAt: at(-600), isAdmin: false, coins: 1000, password: FAKE_HASH, lastBonusDay: null, notifications: { email: false, sms: false } };
}

export function standing(playerId: string, name: string, balance: number) {
  return { playerId, name, balance, week: 0, month: 0, all: 0, won: 0, settled: 0 };
}

export function snapshot(standings: Snapshot['standings']): Snapshot {
  return { seq: 3, crowd: [], standings, judged: [] };
}

export function league(over: Partial<League> = {}): League {
  return { id: LEAGUE, name: 'Office Cup', publicKey: 'B'.repeat(87), startingCoins: 1000, seq: 3, hashes: [], updatedAt: at(0), source: 'link', ...over };
}

export function membership(accountId: string, over: Partial<Membership> = {}): Membership {
  return { id: `${LEAGUE}:${accountId}`, leagueId: LEAGUE, accountId, status: 'following', changedAt: at(0), ...over };
}

export function position(n: number, over: Partial<Position> = {}): Position {
  return {
    id: `pos-${n}`,
    accountId: 'ann',
    marketId: `${LEAGUE}.${n}`,
    question: `Will question ${n} come true?`,
    choice: 'YES',
    amount: 100,
    potentialWin: 180,
    createdAt: at(-60),
    status: 'open',
    settledAt: null,
    yesShareAfter: 50,
    wallet: LEAGUE,
    ...over,
  };
}

export const settled = (bet: Position, status: Position['status'], over: Partial<Position> = {}): Position => ({ ...bet, status, settledAt: at(5), ...over });

/** Ann (with her player key) and Ben in this browser, following Office Cup. */
export function leagueGame(over: Partial<GameData> = {}): GameData {
  return gameWith({
    accounts: [account('ann'), account('ben')],
    leagues: [league()],
    memberships: [membership('ann', { player: ANN_KEY }), membership('ben')],
    ...over,
  });
}

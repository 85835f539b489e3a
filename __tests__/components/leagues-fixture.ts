// A followed league built by hand in memory, the way the store holds one once its feed has been
// applied: the League record, its questions and each following account's starting coins. No
// signatures are involved: the screens only read what the library has already verified.

import type { League } from '@/lib/model/league';
import type { LedgerEntry } from '@/lib/model/ledger-entry';
import type { Market } from '@/lib/model/market';
import { useGameStore } from '@/lib/store/game-store';
import { makeMarket } from '../lib/game-fixtures';

export const SITE_LEAGUE_ID = 'k7dq3mzpa2xw4rbt';

export function makeLeague(overrides: Partial<League> = {}): League {
  return {
    id: SITE_LEAGUE_ID,
    name: 'Site League',
    publicKey: 'A'.repeat(87),
    startingCoins: 1000,
    seq: 1,
    hashes: ['A'.repeat(43)],
    updatedAt: '2026-11-20T10:00:00.000Z',
    source: 'site',
    ...overrides,
  };
}

export function leagueQuestion(leagueId: string, n: number, overrides: Partial<Market> = {}): Market {
  return makeMarket({ id: `${leagueId}.${n}`, question: `Will league question ${n} come true?`, leagueId, ...overrides });
}

export function leagueEntry(leagueId: string, accountId: string, amount: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: `${leagueId}:start:${accountId}`,
    accountId,
    amount,
    description: 'League starting coins',
    createdAt: '2026-11-20T10:00:00.000Z',
    positionId: null,
    kind: 'league start',
    wallet: leagueId,
    ...overrides,
  };
}

/** Adds a followed league, its questions and each account's starting coins to memory. */
export function followLeagueInMemory(league: League, questions: Market[], accountIds: string[] = []): void {
  useGameStore.setState((state) => ({
    leagues: [...state.leagues, league],
    markets: [...state.markets, ...questions],
    ledger: [...state.ledger, ...accountIds.map((accountId) => leagueEntry(league.id, accountId, league.startingCoins))],
  }));
}

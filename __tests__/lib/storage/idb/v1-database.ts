// A database as version 1 of the app left it, made without today's code: the stores and indexes
// of version 1 (frozen here, as lib/storage/idb/database.ts created them before leagues) and one
// stored record in each, so an upgrade can be shown to keep every record.

import type { IDBFactory } from 'fake-indexeddb';
import { plantDatabase } from './plant-database';

const at = '2026-11-20T09:00:00.000Z';
const ACCOUNT = 'acct-1';
const POSITION = 'pos-1';

/** One wrapped record per store, exactly as version 1 stored them. */
export const V1_RECORDS = {
  markets: [
    {
      v: 1,
      rev: 2,
      value: {
        id: '1', question: 'Will it rain in Lisbon on Friday?', category: 'News', endTime: '2026-12-01T00:00:00.000Z', isResolved: false,
        totalYes: 1, totalNo: 0, totalPool: 100, yesCoins: 100, noCoins: 0, createdAt: at, leagueId: null,
      },
    },
  ],
  accounts: [
    {
      v: 1,
      rev: 2,
      value: {
        id: ACCOUNT, username: 'Ann', email: 'ann@example.com', phone: null, password: { salt: 'AAAAAAAAAAAAAAAAAAAAAA==', hash: 'AAAA', iterations: 1 },
        coins: 900, createdAt: at, isAdmin: false, lastBonusDay: null, notifications: { email: false, sms: false },
      },
    },
  ],
  positions: [
    {
      v: 1,
      rev: 1,
      value: {
        id: POSITION, accountId: ACCOUNT, marketId: '1', question: 'Will it rain in Lisbon on Friday?', choice: 'YES', amount: 100, potentialWin: 180,
        createdAt: at, status: 'open', settledAt: null, yesShareAfter: 100, wallet: 'practice',
      },
    },
  ],
  ledger: [
    { v: 1, rev: 1, value: { id: `${ACCOUNT}:welcome`, accountId: ACCOUNT, amount: 1000, description: 'Welcome bonus', createdAt: at, positionId: null, kind: 'welcome', wallet: 'practice' } },
    { v: 1, rev: 1, value: { id: `${POSITION}:stake`, accountId: ACCOUNT, amount: -100, description: 'Bet on: Will it rain in Lisbon on Friday?', createdAt: at, positionId: POSITION, kind: 'bet', wallet: 'practice' } },
  ],
  settings: [{ v: 1, rev: 1, value: { platformName: 'PredictoPlay', dailyBonus: 50 } }],
  meta: [{ v: 1, rev: 1, value: { seededAt: at, movedFromLocalStorage: null } }],
  quarantine: [{ id: 1, from: 'markets', key: 'x', reason: 'invalid', problem: 'Not a stored record: not an object', at, record: 'garbage' }],
} as const;

export function createV1Stores(db: IDBDatabase): void {
  db.createObjectStore('markets', { keyPath: 'value.id' });
  db.createObjectStore('accounts', { keyPath: 'value.id' });
  const positions = db.createObjectStore('positions', { keyPath: 'value.id' });
  positions.createIndex('byAccount', 'value.accountId');
  positions.createIndex('byMarket', 'value.marketId');
  positions.createIndex('byWallet', 'value.wallet');
  positions.createIndex('byAccountWallet', ['value.accountId', 'value.wallet']);
  positions.createIndex('byAccountTime', ['value.accountId', 'value.createdAt']);
  const ledger = db.createObjectStore('ledger', { keyPath: 'value.id' });
  ledger.createIndex('byAccount', 'value.accountId');
  ledger.createIndex('byWallet', 'value.wallet');
  ledger.createIndex('byAccountWallet', ['value.accountId', 'value.wallet']);
  ledger.createIndex('byPosition', 'value.positionId');
  ledger.createIndex('byAccountTime', ['value.accountId', 'value.createdAt']);
  db.createObjectStore('settings');
  db.createObjectStore('meta');
  db.createObjectStore('quarantine', { keyPath: 'id', autoIncrement: true });
}

/** Creates the version 1 database in `factory` with V1_RECORDS stored, and closes it. */
export function plantV1Database(factory: IDBFactory): Promise<void> {
  return plantDatabase(factory, 1, createV1Stores, V1_RECORDS);
}

// A database as version 2 of the app left it (issue 19, the site's league), made without today's
// code: version 1's stores, the leagues store (frozen here, as lib/storage/idb/database.ts created
// it before browser leagues), and records in each, a followed league and its wallet included, so
// the upgrade to version 3 can be shown to keep every record.

import type { IDBFactory } from 'fake-indexeddb';
import { plantDatabase } from './plant-database';
import { createV1Stores, V1_RECORDS } from './v1-database';

const at = '2026-11-24T09:00:00.000Z';
const ACCOUNT = 'acct-1';
const LEAGUE = 'aaaabbbbccccdddd';

/** Version 1's records, and a league followed by acct-1 with one question and its starting coins. */
export const V2_RECORDS = {
  ...V1_RECORDS,
  markets: [
    ...V1_RECORDS.markets,
    {
      v: 1,
      rev: 1,
      value: {
        id: `${LEAGUE}.1`, question: 'Will the office team win the cup?', category: 'Sports', endTime: '2026-12-01T00:00:00.000Z', isResolved: false,
        totalYes: 0, totalNo: 0, totalPool: 0, yesCoins: 0, noCoins: 0, createdAt: at, leagueId: LEAGUE,
      },
    },
  ],
  ledger: [
    ...V1_RECORDS.ledger,
    { v: 1, rev: 1, value: { id: `${LEAGUE}:start:${ACCOUNT}`, accountId: ACCOUNT, amount: 1000, description: 'League starting coins', createdAt: at, positionId: null, kind: 'league start', wallet: LEAGUE } },
  ],
  leagues: [
    {
      v: 1,
      rev: 1,
      value: { id: LEAGUE, name: 'Site League', publicKey: 'A'.repeat(87), startingCoins: 1000, seq: 2, hashes: ['A'.repeat(43), 'B'.repeat(43)], updatedAt: at, source: 'site' },
    },
  ],
} as const;

/** Creates the version 2 database in `factory` with V2_RECORDS stored, and closes it. */
export function plantV2Database(factory: IDBFactory): Promise<void> {
  return plantDatabase(factory, 2, (db) => {
    createV1Stores(db);
    db.createObjectStore('leagues', { keyPath: 'value.id' });
  }, V2_RECORDS);
}

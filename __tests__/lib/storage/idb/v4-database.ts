// A database as version 4 of the app left it (wallet heads), made without today's code: version
// 3's stores and records and the wallets store of version 4 (frozen here, as
// lib/storage/idb/database.ts created it before the notification opt-ins), with the head of the
// league wallet, so the upgrade to version 5 can be shown to keep every record.

import type { IDBFactory } from 'fake-indexeddb';
import { plantDatabase } from './plant-database';
import { createV1Stores } from './v1-database';
import { V3_RECORDS } from './v3-database';

/** Version 3's records and the head of acct-1's league wallet. */
export const V4_RECORDS = {
  ...V3_RECORDS,
  wallets: [{ v: 1, rev: 1, value: { id: 'acct-1/aaaabbbbccccdddd', accountId: 'acct-1', wallet: 'aaaabbbbccccdddd', lastEntryId: 'aaaabbbbccccdddd:start:acct-1' } }],
} as const;

/** Creates the version 4 database in `factory` with V4_RECORDS stored, and closes it. */
export function plantV4Database(factory: IDBFactory): Promise<void> {
  return plantDatabase(factory, 4, (db) => {
    createV1Stores(db);
    db.createObjectStore('leagues', { keyPath: 'value.id' });
    db.createObjectStore('operatedLeagues', { keyPath: 'value.id' });
    db.createObjectStore('memberships', { keyPath: 'value.id' }).createIndex('byAccount', 'value.accountId');
    db.createObjectStore('wallets', { keyPath: 'value.id' }).createIndex('byAccount', 'value.accountId');
  }, V4_RECORDS);
}

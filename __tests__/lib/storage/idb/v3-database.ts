// A database as version 3 of the app left it (issue 20, leagues run from a browser), made without
// today's code: version 2's stores and records (a followed league and its wallet included) and
// the stores of version 3 (frozen here, as lib/storage/idb/database.ts created them before wallet
// heads), with a membership, so the upgrade to version 4 can be shown to keep every record.

import type { IDBFactory } from 'fake-indexeddb';
import { plantDatabase } from './plant-database';
import { createV1Stores } from './v1-database';
import { V2_RECORDS } from './v2-database';

const at = '2026-11-25T09:00:00.000Z';

/** Version 2's records and acct-1's membership of its league. */
export const V3_RECORDS = {
  ...V2_RECORDS,
  memberships: [{ v: 1, rev: 1, value: { id: 'aaaabbbbccccdddd:acct-1', leagueId: 'aaaabbbbccccdddd', accountId: 'acct-1', status: 'following', changedAt: at } }],
} as const;

/** Creates the version 3 database in `factory` with V3_RECORDS stored, and closes it. */
export function plantV3Database(factory: IDBFactory): Promise<void> {
  return plantDatabase(factory, 3, (db) => {
    createV1Stores(db);
    db.createObjectStore('leagues', { keyPath: 'value.id' });
    db.createObjectStore('operatedLeagues', { keyPath: 'value.id' });
    db.createObjectStore('memberships', { keyPath: 'value.id' }).createIndex('byAccount', 'value.accountId');
  }, V3_RECORDS);
}

// Upgrading a stored database: version 1 (before leagues) to version 2 adds the leagues store and
// leaves every record of every other store, the indexes and the quarantine exactly as they were.

import { IDBFactory } from 'fake-indexeddb';
import { DATABASE_VERSION, openGameDatabase } from '@/lib/storage/idb/database';
import { loadStartup } from '@/lib/storage/idb/load';
import { AT } from './idb-fixtures';
import { plantV1Database, V1_RECORDS } from './v1-database';

describe('the upgrade from version 1 to 2', () => {
  it('adds an empty leagues store keyed by league id and keeps every record of version 1', async () => {
    const factory = new IDBFactory();
    await plantV1Database(factory);
    const opened = await openGameDatabase({ factory });
    if (!opened.ok) throw new Error(opened.reason);
    const { db } = opened;
    expect(db.version).toBe(DATABASE_VERSION);
    expect(DATABASE_VERSION).toBe(2);
    expect([...db.objectStoreNames].sort()).toEqual(['accounts', 'leagues', 'ledger', 'markets', 'meta', 'positions', 'quarantine', 'settings']);
    expect(db.transaction('leagues').store.keyPath).toBe('value.id');
    for (const [store, records] of Object.entries(V1_RECORDS)) {
      expect(await db.getAll(store as never)).toEqual(records);
    }
    expect(await db.getAll('leagues')).toEqual([]);
    // The indexes of version 1 still find the records.
    expect(await db.getAllFromIndex('ledger', 'byPosition', 'pos-1')).toEqual([V1_RECORDS.ledger[1]]);
    expect(await db.countFromIndex('positions', 'byAccountWallet', ['acct-1', 'practice'])).toBe(1);
    db.close();
  });

  it('gives start-up every record of version 1, none set aside, and no league', async () => {
    const factory = new IDBFactory();
    await plantV1Database(factory);
    const opened = await openGameDatabase({ factory });
    if (!opened.ok) throw new Error(opened.reason);
    const read = await loadStartup(opened.db, 'acct-1', { now: () => AT });
    if (!read.ok) throw new Error(read.reason);
    expect(read.quarantine.setAside).toEqual([]);
    expect(read.records).toEqual({
      markets: V1_RECORDS.markets.map((record) => record.value),
      accounts: V1_RECORDS.accounts.map((record) => record.value),
      settings: V1_RECORDS.settings[0].value,
      meta: V1_RECORDS.meta[0].value,
      positions: V1_RECORDS.positions.map((record) => record.value),
      ledger: V1_RECORDS.ledger.map((record) => record.value),
      leagues: [],
    });
    opened.db.close();
  });
});

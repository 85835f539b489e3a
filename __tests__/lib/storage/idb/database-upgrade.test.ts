// Upgrading a stored database: version 1 (before leagues) adds the leagues store, version 2 (the
// site's league) the stores of browser leagues (operated leagues, memberships), version 3 the
// wallet heads, version 4 the notification opt-ins; each leaves every
// record of every other store, the indexes and the quarantine exactly as they were.

import { IDBFactory } from 'fake-indexeddb';
import { DATABASE_VERSION, openGameDatabase } from '@/lib/storage/idb/database';
import { loadStartup } from '@/lib/storage/idb/load';
import { AT } from './idb-fixtures';
import { plantV1Database, V1_RECORDS } from './v1-database';
import { plantV2Database, V2_RECORDS } from './v2-database';
import { plantV3Database, V3_RECORDS } from './v3-database';
import { plantV4Database, V4_RECORDS } from './v4-database';

const VERSION_5_STORES = ['accounts', 'leagues', 'ledger', 'markets', 'memberships', 'meta', 'notifyOptIns', 'operatedLeagues', 'positions', 'quarantine', 'settings', 'wallets'];

describe('the upgrade from version 1', () => {
  it('adds an empty leagues store keyed by league id (and the stores of versions 3 and 4) and keeps every record of version 1', async () => {
    const factory = new IDBFactory();
    await plantV1Database(factory);
    const opened = await openGameDatabase({ factory });
    if (!opened.ok) throw new Error(opened.reason);
    const { db } = opened;
    expect(db.version).toBe(DATABASE_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(VERSION_5_STORES);
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
      operatedLeagues: [],
      memberships: [],
      notifyOptIns: [],
    });
    opened.db.close();
  });
});

describe('the upgrade from version 2 to 3', () => {
  /** As a store gives its records back: by key (the league start entry sorts before acct-1's). */
  const inKeyOrder = (records: readonly { value: object }[]) =>
    [...records].sort((a, b) => (String((a.value as { id?: string }).id) < String((b.value as { id?: string }).id) ? -1 : 1));

  async function openedV2() {
    const factory = new IDBFactory();
    await plantV2Database(factory);
    const opened = await openGameDatabase({ factory });
    if (!opened.ok) throw new Error(opened.reason);
    return opened.db;
  }

  it('adds empty operatedLeagues and memberships stores and keeps every record of version 2, its league included', async () => {
    const db = await openedV2();
    expect(db.version).toBe(DATABASE_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(VERSION_5_STORES);
    const transaction = db.transaction(['operatedLeagues', 'memberships']);
    expect(transaction.objectStore('operatedLeagues').keyPath).toBe('value.id');
    expect(transaction.objectStore('memberships').keyPath).toBe('value.id');
    expect(transaction.objectStore('memberships').index('byAccount').keyPath).toBe('value.accountId');
    for (const [store, records] of Object.entries(V2_RECORDS)) {
      expect(await db.getAll(store as never)).toEqual(inKeyOrder(records as readonly { value: object }[]));
    }
    expect(await db.getAll('operatedLeagues')).toEqual([]);
    expect(await db.getAll('memberships')).toEqual([]);
    expect(await db.getAllFromIndex('ledger', 'byWallet', 'aaaabbbbccccdddd')).toEqual([V2_RECORDS.ledger[2]]);
    db.close();
  });

  it('gives start-up every record of version 2, none set aside, the league followed through its start entry', async () => {
    const db = await openedV2();
    const read = await loadStartup(db, 'acct-1', { now: () => AT });
    if (!read.ok) throw new Error(read.reason);
    expect(read.quarantine.setAside).toEqual([]);
    expect(read.records).toEqual({
      markets: V2_RECORDS.markets.map((record) => record.value),
      accounts: V2_RECORDS.accounts.map((record) => record.value),
      settings: V2_RECORDS.settings[0].value,
      meta: V2_RECORDS.meta[0].value,
      positions: V2_RECORDS.positions.map((record) => record.value),
      ledger: inKeyOrder(V2_RECORDS.ledger).map((record) => record.value),
      leagues: V2_RECORDS.leagues.map((record) => record.value),
      operatedLeagues: [],
      memberships: [],
      notifyOptIns: [],
    });
    db.close();
  });
});

describe('the upgrade from version 3 to 4', () => {
  async function openedV3() {
    const factory = new IDBFactory();
    await plantV3Database(factory);
    const opened = await openGameDatabase({ factory });
    if (!opened.ok) throw new Error(opened.reason);
    return opened.db;
  }

  it('adds an empty wallets store with its byAccount index and keeps every record of version 3', async () => {
    const db = await openedV3();
    expect(db.version).toBe(DATABASE_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(VERSION_5_STORES);
    const wallets = db.transaction('wallets').store;
    expect(wallets.keyPath).toBe('value.id');
    expect(wallets.index('byAccount').keyPath).toBe('value.accountId');
    expect(await db.getAll('wallets')).toEqual([]);
    for (const [store, records] of Object.entries(V3_RECORDS)) {
      expect((await db.getAll(store as never)).length).toBe(records.length);
    }
    expect(await db.getAll('memberships')).toEqual(V3_RECORDS.memberships);
    db.close();
  });

  it('gives start-up every record of version 3, none set aside: a wallet without a head is at revision 0', async () => {
    const db = await openedV3();
    const read = await loadStartup(db, 'acct-1', { now: () => AT });
    if (!read.ok) throw new Error(read.reason);
    expect(read.quarantine.setAside).toEqual([]);
    expect(read.records.memberships).toEqual(V3_RECORDS.memberships.map((record) => record.value));
    expect(read.records.ledger).toHaveLength(V3_RECORDS.ledger.length);
    expect(read.revisions.wallets).toEqual({});
    db.close();
  });
});

describe('the upgrade from version 4 to 5', () => {
  async function openedV4() {
    const factory = new IDBFactory();
    await plantV4Database(factory);
    const opened = await openGameDatabase({ factory });
    if (!opened.ok) throw new Error(opened.reason);
    return opened.db;
  }

  it('adds an empty notifyOptIns store keyed by account id and keeps every record of version 4', async () => {
    const db = await openedV4();
    expect(db.version).toBe(5);
    expect(DATABASE_VERSION).toBe(5);
    expect([...db.objectStoreNames].sort()).toEqual(VERSION_5_STORES);
    expect(db.transaction('notifyOptIns').store.keyPath).toBe('value.id');
    expect(await db.getAll('notifyOptIns')).toEqual([]);
    for (const [store, records] of Object.entries(V4_RECORDS)) {
      expect((await db.getAll(store as never)).length).toBe(records.length);
    }
    expect(await db.getAll('wallets')).toEqual(V4_RECORDS.wallets);
    expect(await db.getAll('memberships')).toEqual(V4_RECORDS.memberships);
    db.close();
  });

  it('gives start-up every record of version 4, none set aside, and no opt-in', async () => {
    const db = await openedV4();
    const read = await loadStartup(db, 'acct-1', { now: () => AT });
    if (!read.ok) throw new Error(read.reason);
    expect(read.quarantine.setAside).toEqual([]);
    expect(read.records.notifyOptIns).toEqual([]);
    expect(read.records.memberships).toEqual(V4_RECORDS.memberships.map((record) => record.value));
    expect(read.revisions.wallets).toEqual({ 'acct-1/aaaabbbbccccdddd': 1 });
    db.close();
  });
});

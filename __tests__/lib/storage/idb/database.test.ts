import { IDBFactory } from 'fake-indexeddb';
import { DATABASE_NAME, DATABASE_VERSION, openDatabaseAt, openGameDatabase } from '@/lib/storage/idb/database';
import { openFresh } from './idb-fixtures';

describe('the game database', () => {
  it('creates one store per entity, the quarantine store and the indexes the screens need', async () => {
    const { db } = await openFresh();
    expect(db.name).toBe(DATABASE_NAME);
    expect(db.version).toBe(DATABASE_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['accounts', 'leagues', 'ledger', 'markets', 'memberships', 'meta', 'notifyOptIns', 'operatedLeagues', 'positions', 'quarantine', 'settings', 'wallets']);
    const transaction = db.transaction(['markets', 'accounts', 'positions', 'ledger', 'leagues', 'operatedLeagues', 'memberships', 'wallets', 'settings', 'meta', 'quarantine']);
    const indexes = (store: 'positions' | 'ledger' | 'memberships' | 'wallets') =>
      Object.fromEntries([...transaction.objectStore(store).indexNames].map((name) => [name, transaction.objectStore(store).index(name as never).keyPath]));
    expect(transaction.objectStore('markets').keyPath).toBe('value.id');
    expect(transaction.objectStore('accounts').keyPath).toBe('value.id');
    expect(transaction.objectStore('leagues').keyPath).toBe('value.id');
    expect([...transaction.objectStore('leagues').indexNames]).toEqual([]);
    expect(transaction.objectStore('operatedLeagues').keyPath).toBe('value.id');
    expect([...transaction.objectStore('operatedLeagues').indexNames]).toEqual([]);
    expect(transaction.objectStore('memberships').keyPath).toBe('value.id');
    expect(indexes('memberships')).toEqual({ byAccount: 'value.accountId' });
    expect(transaction.objectStore('wallets').keyPath).toBe('value.id');
    expect(indexes('wallets')).toEqual({ byAccount: 'value.accountId' });
    expect(transaction.objectStore('settings').keyPath).toBeNull();
    expect(transaction.objectStore('meta').keyPath).toBeNull();
    expect(transaction.objectStore('quarantine').autoIncrement).toBe(true);
    expect(indexes('positions')).toEqual({
      byAccount: 'value.accountId',
      byMarket: 'value.marketId',
      byWallet: 'value.wallet',
      byAccountWallet: ['value.accountId', 'value.wallet'],
      byAccountTime: ['value.accountId', 'value.createdAt'],
    });
    expect(indexes('ledger')).toEqual({
      byAccount: 'value.accountId',
      byWallet: 'value.wallet',
      byAccountWallet: ['value.accountId', 'value.wallet'],
      byPosition: 'value.positionId',
      byAccountTime: ['value.accountId', 'value.createdAt'],
    });
    await transaction.done;
    db.close();
  });

  it('answers missing where there is no IndexedDB, without throwing', async () => {
    await expect(openGameDatabase({ factory: null })).resolves.toEqual({ ok: false, reason: 'missing' });
  });

  it('answers refused when indexedDB.open throws or fails', async () => {
    const throwing = { open: () => { throw new DOMException('The operation is insecure.', 'SecurityError'); } } as unknown as IDBFactory;
    await expect(openGameDatabase({ factory: throwing })).resolves.toEqual({ ok: false, reason: 'refused' });
  });

  it('answers newer-version when a newer app already upgraded the database', async () => {
    const factory = new IDBFactory();
    const newer = await openDatabaseAt(DATABASE_VERSION + 1, { factory });
    if (!newer.ok) throw new Error(newer.reason);
    newer.db.close();
    await expect(openGameDatabase({ factory })).resolves.toEqual({ ok: false, reason: 'newer-version' });
  });

  it('answers blocked when a tab holding an older version open does not let go', async () => {
    const factory = new IDBFactory();
    // A connection of other code that ignores versionchange, as a tab of an old app might.
    const stubborn = await new Promise<IDBDatabase>((resolve) => {
      const request = factory.open(DATABASE_NAME, DATABASE_VERSION);
      request.onsuccess = () => resolve(request.result);
    });
    await expect(openDatabaseAt(DATABASE_VERSION + 1, { factory })).resolves.toEqual({ ok: false, reason: 'blocked' });
    stubborn.close();
  });

  it('lets go of its own connection when another tab upgrades, and says so', async () => {
    const factory = new IDBFactory();
    const onVersionChange = jest.fn();
    const first = await openGameDatabase({ factory, onVersionChange });
    expect(first.ok).toBe(true);
    const upgraded = await openDatabaseAt(DATABASE_VERSION + 1, { factory });
    expect(upgraded.ok).toBe(true);
    expect(onVersionChange).toHaveBeenCalledTimes(1);
    if (upgraded.ok) upgraded.db.close();
  });
});

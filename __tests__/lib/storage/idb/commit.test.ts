import { placeBet } from '@/lib/betting/place-bet';
import { commitChanges } from '@/lib/storage/idb/commit';
import { runTransaction } from '@/lib/storage/idb/transaction';
import { ok, playedGame } from '../../game-fixtures';
import { openFresh, saveGame, snapshot } from './idb-fixtures';

/** A bet of `a` on m2, as the store would commit it: the changed market and account, the new position and entry. */
function aBet() {
  const { data, ctx, a } = playedGame();
  const after = ok(placeBet(data, { accountId: a, marketId: 'm2', choice: 'NO', amount: 40 }, ctx)).data;
  const market = after.markets.find((each) => each.id === 'm2');
  const account = after.accounts.find((each) => each.id === a);
  const position = after.positions.at(-1);
  const entry = after.ledger.at(-1);
  if (!market || !account || !position || !entry) throw new Error('fixture');
  return { data, after, market, account, position, entry };
}

describe('commitChanges', () => {
  it('saves a bet in one transaction and raises each written record’s rev', async () => {
    const { db } = await openFresh();
    const { data, market, account, position, entry } = aBet();
    await saveGame(db, data);
    const result = await commitChanges(db, {
      puts: { markets: [{ value: market, baseRev: 1 }], accounts: [{ value: account, baseRev: 1 }], positions: [{ value: position, baseRev: 0 }], ledger: [{ value: entry, baseRev: 0 }] },
    });
    expect(result).toEqual({
      status: 'saved',
      revisions: { markets: { m2: 2 }, accounts: { [account.id]: 2 }, positions: { [position.id]: 1 }, ledger: { [entry.id]: 1 } },
      changed: { markets: ['m2'], accounts: [account.id], positions: [position.id], ledger: [entry.id] },
    });
    expect(await db.get('markets', 'm2')).toEqual({ v: 1, rev: 2, value: market });
    expect(await db.get('positions', position.id)).toEqual({ v: 1, rev: 1, value: position });
    db.close();
  });

  it('keeps nothing of a transaction whose work throws after its first put', async () => {
    const { db } = await openFresh();
    const { data, market, position } = aBet();
    await saveGame(db, data);
    const before = await snapshot(db);
    const result = await runTransaction(db, ['markets', 'positions'], async (transaction) => {
      await transaction.objectStore('markets').put({ v: 1, rev: 2, value: market });
      throw new Error('interrupted between the market and the position');
      await transaction.objectStore('positions').put({ v: 1, rev: 1, value: position });
    });
    expect(result).toEqual({ ok: false, error: new Error('interrupted between the market and the position') });
    expect(await snapshot(db)).toEqual(before);
    db.close();
  });

  it('keeps nothing of a commit whose second write fails, and says the storage is full', async () => {
    const { db } = await openFresh();
    const { data, market, account, position, entry } = aBet();
    await saveGame(db, data);
    const before = await snapshot(db);
    const realPut = IDBObjectStore.prototype.put;
    let puts = 0;
    jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      puts += 1;
      if (puts === 2) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realPut.apply(this, args);
    });
    const result = await commitChanges(db, {
      puts: { markets: [{ value: market, baseRev: 1 }], accounts: [{ value: account, baseRev: 1 }], positions: [{ value: position, baseRev: 0 }], ledger: [{ value: entry, baseRev: 0 }] },
    });
    expect(result).toEqual({ status: 'failed', reason: 'quota', conflicts: [] });
    jest.restoreAllMocks();
    expect(await snapshot(db)).toEqual(before);
    db.close();
  });

  it('refuses a put based on a rev older than the stored one, and writes none of its commit', async () => {
    const factory = (await openFresh()).factory;
    const tabA = (await openFresh(factory)).db;
    const tabB = (await openFresh(factory)).db;
    const { data, market, position } = aBet();
    await saveGame(tabA, data);
    // Both tabs read m2 at rev 1; tab A commits first.
    const renamed = { ...market, question: 'Will the away team win?' };
    expect((await commitChanges(tabA, { puts: { markets: [{ value: renamed, baseRev: 1 }] } })).status).toBe('saved');
    const stale = await commitChanges(tabB, { puts: { markets: [{ value: market, baseRev: 1 }], positions: [{ value: position, baseRev: 0 }] } });
    expect(stale).toEqual({ status: 'failed', reason: 'conflict', conflicts: [{ store: 'markets', key: 'm2', baseRev: 1, storedRev: 2 }] });
    expect(await tabB.get('markets', 'm2')).toEqual({ v: 1, rev: 2, value: renamed });
    expect(await tabB.get('positions', position.id)).toBeUndefined();
    // Based on what is stored now, it goes through.
    expect((await commitChanges(tabB, { puts: { markets: [{ value: market, baseRev: 2 }] } })).status).toBe('saved');
    tabA.close();
    tabB.close();
  });

  it('refuses a new record whose id is taken, and a delete of a record changed since', async () => {
    const { db } = await openFresh();
    const { data } = aBet();
    await saveGame(db, data);
    const entry = data.ledger[0];
    if (!entry) throw new Error('fixture');
    expect(await commitChanges(db, { puts: { ledger: [{ value: { ...entry, amount: 5 }, baseRev: 0 }] } })).toMatchObject({ status: 'failed', reason: 'conflict' });
    expect(await commitChanges(db, { deletes: { markets: [{ key: 'm3', baseRev: 0 }] } })).toMatchObject({ status: 'failed', reason: 'conflict' });
    expect(await commitChanges(db, { deletes: { markets: [{ key: 'm3', baseRev: 1 }] } })).toEqual({ status: 'saved', revisions: {}, changed: { markets: ['m3'] } });
    expect(await db.get('markets', 'm3')).toBeUndefined();
    db.close();
  });

  it('refuses a value that is not a record of its store before writing anything', async () => {
    const { db } = await openFresh();
    const { data, market } = aBet();
    await saveGame(db, data);
    const before = await snapshot(db);
    const result = await commitChanges(db, { puts: { markets: [{ value: market, baseRev: 1 }, { value: { ...market, id: 'm9', totalPool: -1 }, baseRev: 0 }] } });
    expect(result).toEqual({ status: 'failed', reason: 'invalid-record', conflicts: [] });
    expect(await snapshot(db)).toEqual(before);
    db.close();
  });

  it('answers closed instead of throwing when the connection is gone', async () => {
    const { db } = await openFresh();
    const { market } = aBet();
    db.close();
    await expect(commitChanges(db, { puts: { markets: [{ value: market, baseRev: 0 }] } })).resolves.toEqual({ status: 'failed', reason: 'closed', conflicts: [] });
  });
});

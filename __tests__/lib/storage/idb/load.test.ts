import { quarantineRecords, readQuarantine } from '@/lib/storage/idb/quarantine';
import { loadStartup, readAccountRecords, readMarketPositions } from '@/lib/storage/idb/load';
import { SINGLE_RECORD_KEY } from '@/lib/storage/idb/record-stores';
import { playedGame } from '../../game-fixtures';
import { AT, byId, now, openFresh, saveGame } from './idb-fixtures';

describe('loading the game', () => {
  it('reads the catalogue, settings, meta, every account and the positions and ledger of one account', async () => {
    const { db } = await openFresh();
    const { data, a } = playedGame();
    await saveGame(db, data);
    const loaded = await loadStartup(db, a, { now });
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(byId(loaded.records.markets)).toEqual(byId(data.markets));
    expect(byId(loaded.records.accounts)).toEqual(byId(data.accounts));
    expect(loaded.records.settings).toEqual(data.settings);
    expect(loaded.records.meta).toEqual({ seededAt: data.seededAt, movedFromLocalStorage: null });
    expect(byId(loaded.records.positions)).toEqual(byId(data.positions.filter((position) => position.accountId === a)));
    expect(byId(loaded.records.ledger)).toEqual(byId(data.ledger.filter((entry) => entry.accountId === a)));
    expect(loaded.revisions.markets).toEqual(Object.fromEntries(data.markets.map((market) => [market.id, 1])));
    expect(loaded.quarantine).toEqual({ setAside: [], alongside: [], moved: true });
    db.close();
  });

  it('reads nobody’s positions when nobody is logged in, and another account’s or a market’s by index later', async () => {
    const { db } = await openFresh();
    const { data, b } = playedGame();
    await saveGame(db, data);
    const loaded = await loadStartup(db, null, { now });
    expect(loaded.ok && [loaded.records.positions, loaded.records.ledger]).toEqual([[], []]);
    const bobs = await readAccountRecords(db, b, { now });
    expect(bobs.ok && byId(bobs.records.positions)).toEqual(byId(data.positions.filter((position) => position.accountId === b)));
    expect(bobs.ok && byId(bobs.records.ledger)).toEqual(byId(data.ledger.filter((entry) => entry.accountId === b)));
    const onM1 = await readMarketPositions(db, 'm1', { now });
    expect(onM1.ok && byId(onM1.records)).toEqual(byId(data.positions.filter((position) => position.marketId === 'm1')));
    db.close();
  });

  it('sets a corrupt record and a newer-version record aside in quarantine, with where, why and when, and loads the rest', async () => {
    const { db } = await openFresh();
    const { data, a } = playedGame();
    await saveGame(db, data);
    const [m1, m2] = data.markets;
    const [ownPosition] = data.positions.filter((position) => position.accountId === a);
    if (!m1 || !m2 || !ownPosition) throw new Error('fixture');
    // Planted as a player's devtools or a newer app might leave them.
    const corrupt = { v: 1, rev: 4, value: { ...m1, totalPool: -5 } };
    const newer = { v: 2, rev: 1, value: { ...ownPosition, somethingNew: true } };
    const brokenSettings = { v: 1, rev: 1, value: { platformName: '' } };
    await db.put('markets', corrupt);
    await db.put('positions', newer);
    await db.put('settings', brokenSettings as never, SINGLE_RECORD_KEY);

    const loaded = await loadStartup(db, a, { now });
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(byId(loaded.records.markets)).toEqual(byId(data.markets.filter((market) => market.id !== m1.id)));
    expect(loaded.records.positions.map((position) => position.id)).not.toContain(ownPosition.id);
    expect(loaded.records.positions).toHaveLength(data.positions.filter((position) => position.accountId === a).length - 1);
    expect(loaded.records.settings).toBeNull();
    expect(loaded.records.accounts).toHaveLength(data.accounts.length);
    expect(loaded.quarantine.moved).toBe(true);
    expect(loaded.quarantine.setAside.map(({ store, key, reason }) => ({ store, key, reason }))).toEqual([
      { store: 'markets', key: m1.id, reason: 'invalid' },
      { store: 'settings', key: SINGLE_RECORD_KEY, reason: 'invalid' },
      { store: 'positions', key: ownPosition.id, reason: 'newer-version' },
    ]);

    // Moved, not copied: the stores no longer hold them, the quarantine holds them whole.
    expect(await db.get('markets', m1.id)).toBeUndefined();
    expect(await db.get('positions', ownPosition.id)).toBeUndefined();
    const quarantined = await readQuarantine(db);
    expect(quarantined).toEqual([
      { id: 1, from: 'markets', key: m1.id, reason: 'invalid', problem: expect.stringContaining('Coins per side that are not the pool'), at: AT.toISOString(), record: corrupt },
      { id: 2, from: 'settings', key: SINGLE_RECORD_KEY, reason: 'invalid', problem: expect.stringContaining('dailyBonus'), at: AT.toISOString(), record: brokenSettings },
      { id: 3, from: 'positions', key: ownPosition.id, reason: 'newer-version', problem: 'Record version 2 is newer than 1', at: AT.toISOString(), record: newer },
    ]);

    // The next start reads only sound records and sets nothing aside again.
    const again = await loadStartup(db, a, { now });
    expect(again.ok && again.quarantine).toEqual({ setAside: [], alongside: [], moved: true });
    db.close();
  });

  it('sets aside a stored question whose image points at another host, so it is never loaded from there', async () => {
    const { db } = await openFresh();
    const { data, a } = playedGame();
    await saveGame(db, data);
    const m1 = data.markets[0];
    if (!m1) throw new Error('fixture');
    const planted = { v: 1, rev: 2, value: { ...m1, image: '//tracker.example/pixel.png' } };
    await db.put('markets', planted);

    const loaded = await loadStartup(db, a, { now });
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.records.markets.map((market) => market.id)).not.toContain(m1.id);
    expect(loaded.quarantine.setAside.map(({ store, key, reason }) => ({ store, key, reason }))).toEqual([{ store: 'markets', key: m1.id, reason: 'invalid' }]);
    expect(await readQuarantine(db)).toEqual([
      { id: 1, from: 'markets', key: m1.id, reason: 'invalid', problem: expect.stringContaining('not one of this site’s own pictures'), at: AT.toISOString(), record: planted },
    ]);
    db.close();
  });

  it('moves a record whose id was tampered into a number, under the key it is really stored at', async () => {
    const { db } = await openFresh();
    const { data, a } = playedGame();
    await saveGame(db, data);
    const m1 = data.markets[0];
    if (!m1) throw new Error('fixture');
    const tampered = { v: 1, rev: 1, value: { ...m1, id: 5 } };
    await db.put('markets', tampered as never);

    const loaded = await loadStartup(db, a, { now });
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.quarantine.setAside.map(({ store, key }) => ({ store, key }))).toEqual([{ store: 'markets', key: '5' }]);
    // Gone from the store (a lookup by the text '5' would have found nothing and left it there for good).
    expect(await db.get('markets', 5 as never)).toBeUndefined();
    expect((await readQuarantine(db)).map(({ from, key, record }) => ({ from, key, record }))).toEqual([{ from: 'markets', key: '5', record: tampered }]);
    db.close();
  });

  it('leaves a record where it is when another tab rewrote it soundly between the read and the move', async () => {
    const { db } = await openFresh();
    const { data } = playedGame();
    await saveGame(db, data);
    const m1 = data.markets[0];
    if (!m1) throw new Error('fixture');
    await db.put('markets', { v: 1, rev: 2, value: { ...m1, question: '' } });
    await db.put('markets', { v: 1, rev: 3, value: m1 });
    const outcome = await quarantineRecords(db, [{ store: 'markets', key: m1.id, storedKey: m1.id, reason: 'invalid', problem: 'question' }], AT.toISOString());
    expect(outcome.moved).toBe(true);
    expect(await db.get('markets', m1.id)).toEqual({ v: 1, rev: 3, value: m1 });
    expect(await readQuarantine(db)).toEqual([]);
    db.close();
  });

  it('answers closed instead of throwing when the connection is gone', async () => {
    const { db } = await openFresh();
    db.close();
    await expect(loadStartup(db, null, { now })).resolves.toEqual({ ok: false, reason: 'closed' });
  });
});

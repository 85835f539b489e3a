import { decodeEnvelope, encodeState } from '@/lib/storage/envelope';
import { GAME_SPEC } from '../v8-reference/game-spec';
import { moveGameFromLocalStorage, movedEnvelopeText } from '@/lib/storage/idb/migrate-from-local-storage';
import { readQuarantine } from '@/lib/storage/idb/quarantine';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { createSafeStorage } from '@/lib/storage/safe-storage';
import type { GameState } from '@/lib/storage/schema';
import { walletBalances } from '@/lib/wallet/ledger';
import { V1_STORED } from '../fixtures/v1';
import { V2_STORED } from '../fixtures/v2';
import { V3_STORED } from '../fixtures/v3';
import { V4_STORED } from '../fixtures/v4';
import { V5_STORED } from '../fixtures/v5';
import { V6_STORED } from '../fixtures/v6';
import { V7_STORED } from '../fixtures/v7';
import { AT, byId, now, openFresh, snapshot } from './idb-fixtures';
import type { GameDatabase } from '@/lib/storage/idb/database';

const KEY = STORAGE_KEYS.game;
const storage = () => createSafeStorage(() => localStorage, () => undefined);

function decoded(text: string): { state: GameState; rev: number } {
  const result = decodeEnvelope(text, GAME_SPEC);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

/** Version 8, as today's code writes it: the version 7 fixture, decoded and encoded again. */
const V8_TEXT = encodeState(GAME_SPEC, 41, decoded(JSON.stringify(V7_STORED)).state);

const FIXTURES: [string, string][] = [
  ['1', JSON.stringify(V1_STORED)],
  ['2', JSON.stringify(V2_STORED)],
  ['3', JSON.stringify(V3_STORED)],
  ['4', JSON.stringify(V4_STORED)],
  ['5', JSON.stringify(V5_STORED)],
  ['6', JSON.stringify(V6_STORED)],
  ['7', JSON.stringify(V7_STORED)],
  ['8', V8_TEXT],
];

async function storedGame(db: GameDatabase) {
  const [markets, accounts, positions, ledger, settings, meta] = await Promise.all([
    db.getAll('markets'),
    db.getAll('accounts'),
    db.getAll('positions'),
    db.getAll('ledger'),
    db.get('settings', 'current'),
    db.get('meta', 'current'),
  ]);
  return { markets, accounts, positions, ledger, settings, meta };
}

const balancesOf = (ledger: GameState['ledger']) => [...walletBalances(ledger)].map(([account, wallets]) => [account, [...wallets]]);

describe('moving the game from localStorage to IndexedDB', () => {
  it.each(FIXTURES)('moves a version %s game record by record, balances, ledgers and positions unchanged', async (version, text) => {
    const { db } = await openFresh();
    localStorage.setItem(KEY, text);
    const expected = decoded(text);

    await expect(moveGameFromLocalStorage(db, { storage: storage(), now })).resolves.toEqual({ outcome: 'moved', fromVersion: Number(version), keyReplaced: true });

    const stored = await storedGame(db);
    const values = <T>(records: { v: number; rev: number; value: T }[]) => {
      expect(records.every((record) => record.v === 1 && record.rev === 1)).toBe(true);
      return records.map((record) => record.value);
    };
    expect(byId(values(stored.markets))).toEqual(byId(expected.state.markets));
    expect(byId(values(stored.accounts))).toEqual(byId(expected.state.accounts));
    expect(byId(values(stored.positions))).toEqual(byId(expected.state.positions));
    expect(byId(values(stored.ledger))).toEqual(byId(expected.state.ledger));
    expect(balancesOf(values(stored.ledger))).toEqual(balancesOf(expected.state.ledger));
    expect(values(stored.accounts).map(({ id, coins }) => [id, coins]).sort()).toEqual(expected.state.accounts.map(({ id, coins }) => [id, coins]).sort());
    expect(stored.settings?.value).toEqual(expected.state.settings);
    expect(stored.meta?.value).toEqual({ seededAt: expected.state.seededAt, movedFromLocalStorage: { at: AT.toISOString(), fromVersion: Number(version), fromRev: expected.rev } });

    // The key now only says where the game went, at a version older code will not write over.
    expect(localStorage.getItem(KEY)).toBe(movedEnvelopeText(expected.rev + 1, AT.toISOString()));
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toEqual({ version: 9, rev: expected.rev + 1, state: { movedTo: 'indexeddb', at: AT.toISOString() } });
    await expect(moveGameFromLocalStorage(db, { storage: storage(), now })).resolves.toEqual({ outcome: 'already-moved' });
    db.close();
  });

  it('keeps the old key byte for byte, and writes nothing, when the transaction fails', async () => {
    const { db } = await openFresh();
    localStorage.setItem(KEY, V8_TEXT);
    const before = await snapshot(db);
    const realAdd = IDBObjectStore.prototype.add;
    let adds = 0;
    jest.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, ...args) {
      adds += 1;
      if (adds === 3) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realAdd.apply(this, args);
    });
    await expect(moveGameFromLocalStorage(db, { storage: storage(), now })).resolves.toEqual({ outcome: 'failed', reason: 'quota' });
    jest.restoreAllMocks();
    expect(localStorage.getItem(KEY)).toBe(V8_TEXT);
    expect(await snapshot(db)).toEqual(before);
    // Once storage works again, the move goes through.
    await expect(moveGameFromLocalStorage(db, { storage: storage(), now })).resolves.toMatchObject({ outcome: 'moved', keyReplaced: true });
    db.close();
  });

  it('moves nothing when two records share an id, rather than drop one', async () => {
    const { db } = await openFresh();
    const { state } = decoded(V8_TEXT);
    const [first] = state.ledger;
    if (!first) throw new Error('fixture');
    const text = encodeState(GAME_SPEC, 41, { ...state, ledger: [...state.ledger, { ...first, amount: 0 + 1, description: 'Again' }], accounts: state.accounts.map((account) => (account.id === first.accountId ? { ...account, coins: account.coins + 1 } : account)) });
    localStorage.setItem(KEY, text);
    await expect(moveGameFromLocalStorage(db, { storage: storage(), now })).resolves.toEqual({ outcome: 'failed', reason: 'duplicate-record' });
    expect(localStorage.getItem(KEY)).toBe(text);
    expect((await storedGame(db)).ledger).toEqual([]);
    db.close();
  });

  it('sets aside in quarantine a game written to the old key after the move, and merges none of it', async () => {
    const { db } = await openFresh();
    localStorage.setItem(KEY, V8_TEXT);
    await moveGameFromLocalStorage(db, { storage: storage(), now });
    const moved = await storedGame(db);
    // A tab of older code, which never read the moved envelope, writes its game.
    const { state } = decoded(V8_TEXT);
    const written = encodeState(GAME_SPEC, 50, { ...state, settings: { ...state.settings, platformName: 'Written later' } });
    localStorage.setItem(KEY, written);

    await expect(moveGameFromLocalStorage(db, { storage: storage(), now })).resolves.toEqual({ outcome: 'written-again', raw: written, quarantined: true });
    expect(await storedGame(db)).toEqual(moved);
    expect(await readQuarantine(db)).toEqual([
      { id: 1, from: `localStorage:${KEY}`, key: KEY, reason: 'written-after-move', problem: expect.stringContaining('version 8 game (rev 50)'), at: AT.toISOString(), record: written },
    ]);
    expect(localStorage.getItem(KEY)).toBe(movedEnvelopeText(51, AT.toISOString()));
    db.close();
  });

  it('finishes a move whose key could not be replaced on the next start, without setting the game aside', async () => {
    const { db } = await openFresh();
    localStorage.setItem(KEY, V8_TEXT);
    const refusing = { ...storage(), write: () => false };
    await expect(moveGameFromLocalStorage(db, { storage: refusing, now })).resolves.toEqual({ outcome: 'moved', fromVersion: 8, keyReplaced: false });
    expect(localStorage.getItem(KEY)).toBe(V8_TEXT);
    await expect(moveGameFromLocalStorage(db, { storage: storage(), now })).resolves.toEqual({ outcome: 'moved', fromVersion: 8, keyReplaced: true });
    expect(await readQuarantine(db)).toEqual([]);
    expect(localStorage.getItem(KEY)).toBe(movedEnvelopeText(42, AT.toISOString()));
    db.close();
  });

  it('has nothing to move for a new player, and leaves unreadable or newer data where it is', async () => {
    const { db } = await openFresh();
    await expect(moveGameFromLocalStorage(db, { storage: storage(), now })).resolves.toEqual({ outcome: 'nothing-stored' });
    localStorage.setItem(KEY, '{"version":8,');
    await expect(moveGameFromLocalStorage(db, { storage: storage(), now })).resolves.toEqual({ outcome: 'failed', reason: 'unreadable' });
    localStorage.setItem(KEY, '{"version":10,"rev":1,"state":{}}');
    await expect(moveGameFromLocalStorage(db, { storage: storage(), now })).resolves.toEqual({ outcome: 'failed', reason: 'newer-version' });
    expect(localStorage.getItem(KEY)).toBe('{"version":10,"rev":1,"state":{}}');
    expect(await snapshot(db)).toEqual({ markets: [], accounts: [], positions: [], ledger: [], leagues: [], operatedLeagues: [], memberships: [], settings: [], meta: [], quarantine: [] });
    db.close();
  });
});

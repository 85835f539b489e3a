// Start-up against a real IndexedDB (fake-indexeddb): the session from its small localStorage
// key, the game from the database (moved there once from an older localStorage game), the
// sample catalogue seeded on a first visit only; records that cannot be used set aside in the
// quarantine while the rest loads; and a browser whose IndexedDB is missing or refuses plays on
// from memory and says so.

import { IDBFactory } from 'fake-indexeddb';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import { DATABASE_VERSION, openDatabaseAt } from '@/lib/storage/idb/database';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { MOVE_FAILED_NOTICE, NEWER_GAME_NOTICE, UNSAVED_NOTICE, WRITTEN_AFTER_MOVE_NOTICE, quarantineNotice } from '@/lib/storage/notices';
import { isSaving, loadAllRecords } from '@/lib/store/game-storage';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores, syncStoresFromStorageEvent } from '@/lib/store/hydrate-stores';
import { useHydrationStore } from '@/lib/store/hydration-store';
import { useNoticeStore } from '@/lib/store/notice-store';
import { useSessionStore } from '@/lib/store/session-store';
import { addCoins } from '@/lib/wallet/free-coins';
import { fixClock } from '../../fixed-clock';
import { FAKE_HASH, makeMarket, ok } from '../game-fixtures';
import { ANN, BOB, STORY_ACCOUNTS, STORY_LEDGER, STORY_POSITIONS } from '../storage/fixtures/packed-story';
import { V7_STORED } from '../storage/fixtures/v7';
import {
  countWriteTransactions,
  noticeMessages,
  plantRecord,
  quarantined,
  refuseWrites,
  reload,
  storageSnapshot,
  stored,
} from './stored-game';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const DAY = 86_400_000;
const ALICE = { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH };
const V7_TEXT = JSON.stringify(V7_STORED);
const corruptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('predictoplay:corrupt:'));
const bootHint = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.boot) ?? 'null') as unknown;

/** The records of the data stores, raw: to show a start changed none of them. */
async function gameRecords() {
  const { records } = await storageSnapshot();
  return { ...records, quarantine: undefined };
}

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  fixClock(NOW);
});

describe('a first start', () => {
  it('seeds the nine sample markets in one transaction and notes the seeding in predictoplay:boot', async () => {
    const writes = countWriteTransactions();
    await hydrateStores(NOW);
    expect(writes()).toBe(1);
    const game = await stored();
    expect(game.markets).toHaveLength(9);
    expect(game.seededAt).toBe(new Date(NOW).toISOString());
    expect(game.meta).toEqual({ seededAt: new Date(NOW).toISOString(), movedFromLocalStorage: null });
    expect(Object.values(game.revs.markets ?? {})).toEqual(Array(9).fill(1));
    expect(useGameStore.getState().markets).toHaveLength(9);
    expect(useGameStore.getState().seededAt).toBe(new Date(NOW).toISOString());
    expect(bootHint()).toEqual({ seededAt: new Date(NOW).toISOString() });
    expect(useHydrationStore.getState()).toEqual({ game: true, session: true });
    expect(isSaving()).toBe(true);
    expect(useNoticeStore.getState().notices).toEqual([]);
  });

  it('is not seeded again on the next start, which only reads', async () => {
    await hydrateStores(NOW);
    const firstEnds = useGameStore.getState().markets.map((market) => market.endTime);
    const before = await storageSnapshot();
    const writes = countWriteTransactions();
    await reload(NOW + DAY);
    expect(writes()).toBe(0);
    expect(await storageSnapshot()).toEqual(before);
    expect(useGameStore.getState().markets.map((market) => market.endTime).sort()).toEqual([...firstEnds].sort());
    expect(useGameStore.getState().seededAt).toBe(new Date(NOW).toISOString());
    expect(useHydrationStore.getState().game).toBe(true);
  });

  it('is not seeded again when the boot hint is lost: the database decides', async () => {
    await hydrateStores(NOW);
    localStorage.removeItem(STORAGE_KEYS.boot);
    const writes = countWriteTransactions();
    await reload(NOW + DAY);
    expect(writes()).toBe(0);
    expect((await stored()).markets).toHaveLength(9);
    expect(useGameStore.getState().seededAt).toBe(new Date(NOW).toISOString());
    expect(bootHint()).toEqual({ seededAt: new Date(NOW).toISOString() });
  });

  it('is not seeded twice when start-up is asked for twice in one page', async () => {
    await hydrateStores(NOW);
    await hydrateStores(NOW + 1000);
    expect(useGameStore.getState().seededAt).toBe(new Date(NOW).toISOString());
    expect((await stored()).markets).toHaveLength(9);
  });
});

describe('start-up reads', () => {
  it('the logged-in player’s records, and another player’s when they log in', async () => {
    await hydrateStores(NOW);
    const alice = ok(await commitGame((data, ctx) => signUp(data, ALICE, ADMIN_EMAIL, ctx))).account;
    const bob = ok(await commitGame((data, ctx) => signUp(data, { ...ALICE, username: 'Bob', email: 'bob@example.com' }, ADMIN_EMAIL, ctx))).account;
    ok(await commitGame((data, ctx) => placeBet(data, { accountId: alice.id, marketId: '1', choice: 'YES', amount: 100 }, ctx)));
    jest.setSystemTime(NOW + 1000);
    ok(await commitGame((data, ctx) => addCoins(data, bob.id, 500, ctx)));
    useSessionStore.setState({ accountId: alice.id });

    await reload(NOW);
    expect(useGameStore.getState().accounts.map((account) => account.id).sort()).toEqual([alice.id, bob.id].sort());
    expect(useGameStore.getState().ledger.map((entry) => entry.accountId)).toEqual([alice.id, alice.id]);
    expect(useGameStore.getState().positions.map((position) => position.accountId)).toEqual([alice.id]);

    useSessionStore.setState({ accountId: bob.id });
    await loadAllRecords();
    expect(useGameStore.getState().ledger.filter((entry) => entry.accountId === bob.id).map((entry) => entry.amount)).toEqual([1000, 500]);
  });
});

describe('an older localStorage game', () => {
  it('is moved into IndexedDB, and its key replaced by the version 9 envelope', async () => {
    localStorage.setItem(STORAGE_KEYS.game, V7_TEXT);
    useSessionStore.setState({ accountId: ANN });
    const writes = countWriteTransactions();
    await hydrateStores(NOW);

    // One transaction moved it; the catalogue was seeded long ago, so none seeds it again.
    expect(writes()).toBe(1);
    const moved = JSON.parse(localStorage.getItem(STORAGE_KEYS.game) ?? 'null') as { version: number; rev: number; state: unknown };
    expect(moved).toEqual({ version: 9, rev: V7_STORED.rev + 1, state: { movedTo: 'indexeddb', at: expect.any(String) } });

    const game = await stored();
    expect(game.meta).toEqual({ seededAt: V7_STORED.state.seededAt, movedFromLocalStorage: { at: expect.any(String), fromVersion: 7, fromRev: V7_STORED.rev } });
    expect(game.accounts).toMatchObject(STORY_ACCOUNTS);
    expect(game.ledger).toMatchObject(STORY_LEDGER);
    expect(game.positions).toMatchObject(STORY_POSITIONS);
    expect(game.markets.map((market) => market.id)).toEqual(['1', '2', '3', '5']);

    // Ann is logged in: memory holds every account and her own entries and positions, balances unchanged.
    const memory = useGameStore.getState();
    expect(memory.seededAt).toBe(V7_STORED.state.seededAt);
    expect(memory.accounts).toMatchObject(STORY_ACCOUNTS);
    expect(memory.ledger).toMatchObject(STORY_LEDGER.filter((entry) => entry.accountId === ANN));
    expect(memory.positions).toMatchObject(STORY_POSITIONS.filter((position) => position.accountId === ANN));
    await loadAllRecords();
    expect(useGameStore.getState().ledger).toEqual(game.ledger);
    expect(useGameStore.getState().positions).toEqual(game.positions);
    expect(useNoticeStore.getState().notices).toEqual([]);
  });

  it('written to the key again by an older tab after the move is set aside in the quarantine, not merged', async () => {
    localStorage.setItem(STORAGE_KEYS.game, V7_TEXT);
    await hydrateStores(NOW);
    const records = await gameRecords();
    // An older tab saves its game the old way: Bob switched his email notices on there.
    const again = JSON.stringify({
      ...V7_STORED,
      rev: 57,
      state: { ...V7_STORED.state, accounts: V7_STORED.state.accounts.map((account) => (account.id === BOB ? { ...account, notifications: { email: true, sms: true } } : account)) },
    });
    localStorage.setItem(STORAGE_KEYS.game, again);

    await reload(NOW + DAY);

    expect(await quarantined()).toEqual([
      { id: expect.any(Number), from: 'localStorage:predictoplay:game', key: STORAGE_KEYS.game, reason: 'written-after-move', problem: expect.stringContaining('rev 57'), at: expect.any(String), record: again },
    ]);
    expect(useNoticeStore.getState().notices).toEqual([WRITTEN_AFTER_MOVE_NOTICE]);
    // Nothing of it was merged: the game is as the move stored it.
    expect(await gameRecords()).toEqual(records);
    expect(useGameStore.getState().accounts.find((account) => account.id === BOB)?.notifications).toEqual({ email: false, sms: true });
    // The key says 'moved' again, so the next start sets nothing more aside.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.game) ?? 'null')).toMatchObject({ version: 9, state: { movedTo: 'indexeddb' } });
    await reload(NOW + 2 * DAY);
    expect(await quarantined()).toHaveLength(1);
    expect(useNoticeStore.getState().notices).toEqual([]);
  });

  it('that cannot be read is kept in the quarantine, the key cleared, and the game starts fresh', async () => {
    localStorage.setItem(STORAGE_KEYS.game, '{"broken":');
    await hydrateStores(NOW);
    expect(await quarantined()).toEqual([
      { id: expect.any(Number), from: 'localStorage:predictoplay:game', key: STORAGE_KEYS.game, reason: 'invalid', problem: expect.stringContaining('unreadable'), at: expect.any(String), record: '{"broken":' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.game)).toBeNull();
    expect(noticeMessages()).toEqual([expect.stringMatching(/could not be read.*started fresh.*kept aside/)]);
    expect(useGameStore.getState().markets).toHaveLength(9);
    expect((await stored()).markets).toHaveLength(9);
    expect(isSaving()).toBe(true);
  });

  it('is left exactly as it was when the database refuses the move, and played from memory', async () => {
    localStorage.setItem(STORAGE_KEYS.game, V7_TEXT);
    useSessionStore.setState({ accountId: ANN });
    const allow = refuseWrites();
    await hydrateStores(NOW);
    allow();
    expect(localStorage.getItem(STORAGE_KEYS.game)).toBe(V7_TEXT);
    expect(useNoticeStore.getState().notices).toEqual([MOVE_FAILED_NOTICE]);
    expect((await stored()).accounts).toEqual([]);
    expect(useGameStore.getState().accounts).toMatchObject(STORY_ACCOUNTS);
    expect(isSaving()).toBe(false);
    // Play goes on in memory, and says it is not saved.
    expect(ok(await commitGame((data, ctx) => addCoins(data, ANN, 500, ctx))).saved).toBe(false);
    expect(useGameStore.getState().accounts.find((account) => account.id === ANN)?.coins).toBe(2060);
    expect(localStorage.getItem(STORAGE_KEYS.game)).toBe(V7_TEXT);
  });
});

describe('records that cannot be used', () => {
  it('a corrupt record and one of a newer version are set aside with where and why, and the rest loads', async () => {
    await hydrateStores(NOW);
    const alice = ok(await commitGame((data, ctx) => signUp(data, ALICE, ADMIN_EMAIL, ctx))).account;
    useSessionStore.setState({ accountId: alice.id });
    const corrupt = { v: 1, rev: 1, value: { ...alice, id: 'damaged-account', email: 'damaged@example.com', coins: -5 } };
    const newer = { v: 2, rev: 1, value: { ...makeMarket({ id: 'from-the-future' }), leagueId: null, odds: 'a field this code does not know' } };
    const badEntry = { v: 1, rev: 1, value: { id: 'bad-entry', accountId: alice.id, amount: 'lots' } };
    await plantRecord('accounts', corrupt);
    await plantRecord('markets', newer);
    await plantRecord('ledger', badEntry);

    await reload(NOW);

    const aside = await quarantined();
    expect(aside).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), from: 'accounts', key: 'damaged-account', reason: 'invalid', problem: expect.stringContaining('coins'), at: expect.any(String), record: corrupt },
        { id: expect.any(Number), from: 'markets', key: 'from-the-future', reason: 'newer-version', problem: 'Record version 2 is newer than 1', at: expect.any(String), record: newer },
        { id: expect.any(Number), from: 'ledger', key: 'bad-entry', reason: 'invalid', problem: expect.stringContaining('amount'), at: expect.any(String), record: badEntry },
      ]),
    );
    expect(aside).toHaveLength(3);
    // Moved, not copied: the stores no longer hold them.
    const game = await stored();
    expect(game.accounts.map((account) => account.id)).toEqual([alice.id]);
    expect(game.markets.map((market) => market.id)).not.toContain('from-the-future');
    expect(game.ledger.map((entry) => entry.id)).not.toContain('bad-entry');
    // The rest loaded, and the player is told.
    const memory = useGameStore.getState();
    expect(memory.markets).toHaveLength(9);
    expect(memory.accounts).toEqual([alice]);
    expect(memory.ledger).toHaveLength(1);
    expect(useNoticeStore.getState().notices).toEqual([quarantineNotice(3)]);
    expect(noticeMessages()[0]).toContain('3 parts of your saved game could not be read');
  });

  it('an account that disagrees with its ledger, and one flagged admin without the admin address, are set aside while the rest loads', async () => {
    await hydrateStores(NOW);
    const alice = ok(await commitGame((data, ctx) => signUp(data, ALICE, ADMIN_EMAIL, ctx))).account;
    const bob = ok(await commitGame((data, ctx) => signUp(data, { ...ALICE, username: 'Bob', email: 'bob@example.com' }, ADMIN_EMAIL, ctx))).account;
    const carol = ok(await commitGame((data, ctx) => signUp(data, { ...ALICE, username: 'Carol', email: 'carol@example.com' }, ADMIN_EMAIL, ctx))).account;
    useSessionStore.setState({ accountId: alice.id });
    // Each record passes its schema; only read together do they disagree.
    const richer = { v: 1, rev: 5, value: { ...alice, coins: 1_000_000 } };
    const selfMadeAdmin = { v: 1, rev: 5, value: { ...bob, isAdmin: true } };
    await plantRecord('accounts', richer);
    await plantRecord('accounts', selfMadeAdmin);

    await reload(NOW);

    expect(await quarantined()).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), from: 'accounts', key: alice.id, reason: 'invalid', problem: 'A balance that is not its ledger', at: expect.any(String), record: richer },
        { id: expect.any(Number), from: 'accounts', key: bob.id, reason: 'invalid', problem: 'An admin flag without the admin address', at: expect.any(String), record: selfMadeAdmin },
      ]),
    );
    expect((await stored()).accounts.map((account) => account.id)).toEqual([carol.id]);
    expect(useGameStore.getState().accounts).toEqual([carol]);
    // The session's account is gone, so the session ends rather than point at nothing.
    expect(useSessionStore.getState().accountId).toBeNull();
    expect(useNoticeStore.getState().notices).toEqual([quarantineNotice(2)]);
  });

  it('a corrupt session key is set aside under predictoplay:corrupt:, the player told, and the session starts fresh', async () => {
    localStorage.setItem(STORAGE_KEYS.session, '{"broken":');
    await hydrateStores(NOW);
    const kept = corruptKeys();
    expect(kept).toHaveLength(1);
    expect(localStorage.getItem(kept[0] ?? '')).toBe('{"broken":');
    expect(noticeMessages().join(' ')).toContain('could not be read');
    expect(useNoticeStore.getState().notices).toEqual([expect.objectContaining({ kind: 'set-aside', savedAs: kept[0] })]);
    expect(useSessionStore.getState().accountId).toBeNull();
    expect(useGameStore.getState().markets).toHaveLength(9);
  });
});

describe('a browser whose IndexedDB', () => {
  async function playsOnInMemory() {
    expect(useGameStore.getState().markets).toHaveLength(9);
    expect(useHydrationStore.getState().game).toBe(true);
    expect(isSaving()).toBe(false);
    const alice = ok(await commitGame((data, ctx) => signUp(data, ALICE, ADMIN_EMAIL, ctx)));
    expect(alice.saved).toBe(false);
    const placed = ok(await commitGame((data, ctx) => placeBet(data, { accountId: alice.account.id, marketId: '1', choice: 'YES', amount: 100 }, ctx)));
    expect(placed.saved).toBe(false);
    expect(useGameStore.getState().accounts).toEqual([expect.objectContaining({ coins: 900 })]);
    expect(useGameStore.getState().positions).toEqual([placed.position]);
  }

  it('is missing starts from memory, says progress will not be kept, and plays on', async () => {
    Object.defineProperty(globalThis, 'indexedDB', { value: undefined, configurable: true, writable: true });
    await hydrateStores(NOW);
    expect(useNoticeStore.getState().notices).toEqual([UNSAVED_NOTICE]);
    expect(noticeMessages()[0]).toMatch(/not letting PredictoPlay save/);
    await playsOnInMemory();
    expect(useNoticeStore.getState().notices).toHaveLength(1);
  });

  it('refuses to open (open throws) starts from memory, says so once, and plays on', async () => {
    jest.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await hydrateStores(NOW);
    expect(useNoticeStore.getState().notices).toEqual([UNSAVED_NOTICE]);
    await playsOnInMemory();
    expect(useNoticeStore.getState().notices).toHaveLength(1);
  });

  it('holds a newer app’s database leaves it untouched, says so, and plays on in memory', async () => {
    const newer = await openDatabaseAt(DATABASE_VERSION + 1);
    if (newer.ok) newer.db.close();
    await hydrateStores(NOW);
    expect(useNoticeStore.getState().notices).toEqual([NEWER_GAME_NOTICE]);
    await playsOnInMemory();
    const again = await openDatabaseAt(DATABASE_VERSION + 1);
    if (!again.ok) throw new Error(again.reason);
    expect(await again.db.getAll('markets')).toEqual([]);
    expect(await again.db.getAll('accounts')).toEqual([]);
    again.db.close();
  });

  it('works while localStorage refuses: said once, and the game plays on in memory', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await hydrateStores(NOW);
    expect(useNoticeStore.getState().notices).toEqual([UNSAVED_NOTICE]);
    await playsOnInMemory();
    expect(useNoticeStore.getState().notices).toEqual([UNSAVED_NOTICE]);
  });
});

describe('syncStoresFromStorageEvent', () => {
  it('saves the session again when another tab clears localStorage (a null key); the game is in the database', async () => {
    await hydrateStores(NOW);
    useSessionStore.setState({ accountId: 'someone' });
    const records = await gameRecords();
    localStorage.clear();

    syncStoresFromStorageEvent({ key: null, storageArea: localStorage });

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? 'null').state).toEqual({ accountId: 'someone' });
    expect(await gameRecords()).toEqual(records);
    expect(useGameStore.getState().markets).toHaveLength(9);
    expect(noticeMessages()).toEqual([]);
  });
});

// What the game keeps in IndexedDB, read and written the way another tab or a reload would: over
// a connection of its own (openGameDatabase), never through the engine under test. Tests say what
// is stored in the app's own terms (the lib/model records), and make storage refuse or fail part
// way the way a browser does: a write that throws (a full disk) or a transaction aborted between
// records.

import { IDBDatabase, IDBObjectStore } from 'fake-indexeddb';
import { DEFAULT_SETTINGS } from '@/lib/model/empty-game';
import type { GameData } from '@/lib/model/game';
import type { ChangedKeys } from '@/lib/storage/idb/broadcast';
import { openGameDatabase, type GameDatabase, type GameStoreName } from '@/lib/storage/idb/database';
import type { Revisions } from '@/lib/storage/idb/load';
import { ledgerOrder, positionOrder } from '@/lib/storage/idb/merge-records';
import type { QuarantinedRecord } from '@/lib/storage/idb/quarantine-record';
import { SINGLE_RECORD_KEY, isKeyedById, keyOf, type DataStore, type EntityStore, type Meta } from '@/lib/storage/idb/record-stores';
import { changesFromMemory } from '@/lib/storage/idb/changes-from-memory';
import { wrapRecord } from '@/lib/storage/idb/records';
import { touchedKeys } from '@/lib/storage/idb/touched-keys';
import { CHANGES_CHANNEL } from '@/lib/storage/keys';
import { closeGameStorage } from '@/lib/store/game-storage';
import { useGameStore } from '@/lib/store/game-store';
import { hydrateStores, resetHydrationForTests } from '@/lib/store/hydrate-stores';
import { useHydrationStore } from '@/lib/store/hydration-store';
import { useNoticeStore } from '@/lib/store/notice-store';
import { noticeText } from '@/lib/store/notice-words';

const ENTITY_STORES: readonly EntityStore[] = ['markets', 'accounts', 'positions', 'ledger', 'leagues'];
const ALL_STORES: readonly GameStoreName[] = ['markets', 'accounts', 'positions', 'ledger', 'leagues', 'operatedLeagues', 'memberships', 'wallets', 'settings', 'meta', 'quarantine'];

/** Runs `work` on a connection of its own to the game's database (the one `indexedDB` holds), closed after. */
export async function withDatabase<T>(work: (db: GameDatabase) => Promise<T>): Promise<T> {
  const opened = await openGameDatabase();
  if (!opened.ok) throw new Error(`the database would not open: ${opened.reason}`);
  try {
    return await work(opened.db);
  } finally {
    opened.db.close();
  }
}

/** The game as stored: every record, unwrapped, in the game's order, with each record's rev. */
export interface StoredGame extends GameData {
  meta: Meta | null;
  /** False when no settings record is stored (the defaults apply). */
  hasSettings: boolean;
  revs: Revisions;
}

const byId = <T extends { id: string }>(records: readonly T[]) => [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** Records in one order whatever the order they were held in: by id. For comparing memory with storage. */
export { byId };

/** The game as stored now. Ledger and positions oldest first, as the game holds them; markets, accounts and leagues by id. */
export async function stored(): Promise<StoredGame> {
  return withDatabase(async (db) => {
    const [markets, accounts, positions, ledger, leagues, operatedLeagues, memberships, wallets, notifyOptIns, settings, meta] = await Promise.all([
      db.getAll('markets'),
      db.getAll('accounts'),
      db.getAll('positions'),
      db.getAll('ledger'),
      db.getAll('leagues'),
      db.getAll('operatedLeagues'),
      db.getAll('memberships'),
      db.getAll('wallets'),
      db.getAll('notifyOptIns'),
      db.get('settings', SINGLE_RECORD_KEY),
      db.get('meta', SINGLE_RECORD_KEY),
    ]);
    const revs: Revisions = {};
    const note = (store: DataStore, records: readonly { rev: number; value: unknown }[]) => {
      revs[store] = Object.fromEntries(records.map((record) => [store === 'settings' || store === 'meta' ? SINGLE_RECORD_KEY : (record.value as { id: string }).id, record.rev]));
    };
    note('markets', markets);
    note('accounts', accounts);
    note('positions', positions);
    note('ledger', ledger);
    note('leagues', leagues);
    note('operatedLeagues', operatedLeagues);
    note('memberships', memberships);
    note('wallets', wallets);
    note('notifyOptIns', notifyOptIns);
    note('settings', settings ? [settings] : []);
    note('meta', meta ? [meta] : []);
    return {
      markets: byId(markets.map((record) => record.value)),
      accounts: byId(accounts.map((record) => record.value)),
      positions: positions.map((record) => record.value).sort(positionOrder),
      ledger: ledger.map((record) => record.value).sort(ledgerOrder),
      settings: settings?.value ?? DEFAULT_SETTINGS,
      leagues: byId(leagues.map((record) => record.value)),
      operatedLeagues: byId(operatedLeagues.map((record) => record.value)),
      memberships: byId(memberships.map((record) => record.value)),
      notifyOptIns: byId(notifyOptIns.map((record) => record.value)),
      hasSettings: settings !== undefined,
      seededAt: meta?.value.seededAt ?? null,
      meta: meta?.value ?? null,
      revs,
    };
  });
}

/** Just the game of a StoredGame, as memory would hold it after a full read. */
export function gameOf({ markets, accounts, positions, ledger, settings, seededAt, leagues, operatedLeagues, memberships, notifyOptIns }: StoredGame): GameData {
  return { markets, accounts, positions, ledger, settings, seededAt, leagues, operatedLeagues, memberships, notifyOptIns };
}

/** Memory's game in the order `stored()` gives: to compare the two. */
export function memoryInStoredOrder(): GameData {
  const { markets, accounts, positions, ledger, settings, seededAt, leagues, operatedLeagues, memberships, notifyOptIns } = useGameStore.getState();
  const ordered = { operatedLeagues: byId(operatedLeagues), memberships: byId(memberships), notifyOptIns: byId(notifyOptIns) };
  return { markets: byId(markets), accounts: byId(accounts), positions: [...positions].sort(positionOrder), ledger: [...ledger].sort(ledgerOrder), settings, seededAt, leagues: byId(leagues), ...ordered };
}

/** Everything in the database exactly as stored (wrappers, revs, the quarantine), and every localStorage key. */
export async function storageSnapshot(): Promise<{ records: Record<string, unknown[]>; local: Record<string, string | null> }> {
  const records = await withDatabase(async (db) => {
    const all = await Promise.all(ALL_STORES.map((store) => db.getAll(store)));
    return Object.fromEntries(ALL_STORES.map((store, index) => [store, all[index] ?? []]));
  });
  const local = Object.fromEntries(
    Object.keys(localStorage)
      .sort()
      .map((key) => [key, localStorage.getItem(key)]),
  );
  return { records, local };
}

/** What the quarantine holds, oldest first. */
export function quarantined(): Promise<QuarantinedRecord[]> {
  return withDatabase((db) => db.getAll('quarantine'));
}

/** Tells the other tabs (this one) which records changed, as a tab does after its commit. */
export function announce(changed: ChangedKeys): void {
  const channel = new BroadcastChannel(CHANGES_CHANNEL);
  channel.postMessage({ kind: 'changed', changed });
  channel.close();
}

export interface OtherTabOptions {
  /** Whether the other tab's announcement is sent; without it this tab hears nothing (a lost or late message). */
  announce?: boolean;
  /** How far each written record's rev rises; a tab's commit raises it by one. */
  revStep?: number;
}

/**
 * What another tab does: reads the game as stored, changes it with a pure operation, writes the
 * records it changed in one transaction at a higher rev (deleting those it removed), and
 * announces them on the BroadcastChannel. Returns the game it stored and what it announced.
 */
export async function otherTabWrites(change: (data: GameData) => GameData, { announce: announced = true, revStep = 1 }: OtherTabOptions = {}): Promise<{ game: GameData; changed: ChangedKeys }> {
  const before = await stored();
  const base = gameOf(before);
  const after = change(base);
  const touched = touchedKeys(base, after);
  const stores = Object.keys(touched) as DataStore[];
  if (stores.length > 0) {
    // The records as the app's own save would write them (wallet heads derived from the ledger).
    const meta = { seededAt: after.seededAt, movedFromLocalStorage: before.meta?.movedFromLocalStorage ?? null };
    const changes = changesFromMemory({ ...after, meta }, touched, before.revs);
    await withDatabase(async (db) => {
      const transaction = db.transaction(stores, 'readwrite');
      const writes: Promise<unknown>[] = [];
      for (const store of stores) {
        const objectStore = transaction.objectStore(store);
        for (const put of changes.puts?.[store] ?? []) {
          const record = wrapRecord(store, put.value as never, (before.revs[store]?.[keyOf(store, put.value as never)] ?? 0) + revStep);
          writes.push(isKeyedById(store) ? objectStore.put(record as never) : objectStore.put(record as never, SINGLE_RECORD_KEY as never));
        }
        for (const { key } of changes.deletes?.[store] ?? []) writes.push(objectStore.delete(key as never));
      }
      await Promise.all([...writes, transaction.done]);
    });
  }
  if (announced) announce(touched);
  return { game: after, changed: touched };
}

/** Puts a raw record straight into a store, as a damaged disk or a newer app would leave it. */
export function plantRecord(store: DataStore, raw: unknown, key?: string): Promise<void> {
  return withDatabase(async (db) => {
    if (key === undefined) await db.put(store, raw as never);
    else await db.put(store, raw as never, key as never);
  });
}

/**
 * Retries `check` until it passes, for what arrives from another tab (an announcement is read
 * back asynchronously): fails with the last error after `timeoutMs`.
 */
export async function eventually(check: () => void, timeoutMs = 1000): Promise<void> {
  // performance.now, not Date.now, which tests pin.
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Lets the engine and the database finish what they started (IndexedDB answers on later turns). */
export async function settle(turns = 20): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** Every write to the database throws QuotaExceededError, as a full disk does. Returns how to stop. */
export function refuseWrites(): () => void {
  const spies = (['put', 'add', 'delete', 'clear'] as const).map((method) =>
    jest.spyOn(IDBObjectStore.prototype, method).mockImplementation(() => {
      throw quotaError();
    }),
  );
  return () => spies.forEach((spy) => spy.mockRestore());
}

/**
 * The `n`th put from now on fails part way through its transaction: 'throw' makes it throw
 * QuotaExceededError after the earlier puts were issued; 'abort' lets it succeed and then aborts
 * the transaction, after the earlier puts of the transaction succeeded too. Returns how to stop.
 */
export function failPut(n: number, how: 'throw' | 'abort' = 'throw'): () => void {
  const realPut = IDBObjectStore.prototype.put;
  let puts = 0;
  const spy = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    puts += 1;
    if (puts !== n) return realPut.apply(this, args);
    if (how === 'throw') throw quotaError();
    const request = realPut.apply(this, args);
    const transaction = this.transaction;
    request.addEventListener('success', () => transaction.abort());
    return request;
  });
  return () => spy.mockRestore();
}

/** Counts the readwrite transactions begun on any connection from now on: one per saved action. */
export function countWriteTransactions(): () => number {
  const spy = jest.spyOn(IDBDatabase.prototype, 'transaction');
  return () => spy.mock.calls.filter((call) => (call as unknown[])[1] === 'readwrite').length;
}

/**
 * A reload of the page: the engine closed and its memory gone (the game store, the notices and
 * the start-up flags start again); the database, localStorage and the IndexedDB factory stay.
 * Then start-up runs as it does on a page load.
 */
export async function reload(nowMs: number): Promise<void> {
  closeGameStorage();
  resetHydrationForTests();
  useGameStore.setState(useGameStore.getInitialState(), true);
  useNoticeStore.setState(useNoticeStore.getInitialState(), true);
  useHydrationStore.setState(useHydrationStore.getInitialState(), true);
  await hydrateStores(nowMs);
}

export const noticeMessages = () => useNoticeStore.getState().notices.map(noticeText);

export { ENTITY_STORES };

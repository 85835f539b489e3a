// What the page has stored, read and written the way another program on the machine could: the
// game's IndexedDB database opened with the raw IndexedDB API inside the page (never the app's
// own storage code), and localStorage. For journeys that check what was saved, plant damaged or
// newer records, or make storage refuse.

import type { Page } from '@playwright/test';
import type { GameData } from '@/lib/model/game';

/** The game's database and its stores (lib/storage/idb/database.ts), named here as a test must see them. */
export const DATABASE = 'predictoplay';
/** The version this app opens it at (lib/storage/idb/database.ts DATABASE_VERSION). */
export const DATABASE_VERSION = 5;
export const ENTITY_STORES = ['markets', 'accounts', 'positions', 'ledger', 'leagues', 'operatedLeagues', 'memberships', 'wallets', 'notifyOptIns'] as const;
export const SINGLE_STORES = ['settings', 'meta'] as const;
/** The one key of a single-record store. */
export const SINGLE_KEY = 'current';

export type EntityStore = (typeof ENTITY_STORES)[number];
export type SingleStore = (typeof SINGLE_STORES)[number];
export type DataStore = EntityStore | SingleStore;

/** A stored record: the version of its shape, its revision and the model record. */
export interface StoredRecord<T = Record<string, unknown>> {
  v: number;
  rev: number;
  value: T;
}

/** A record set aside (lib/storage/idb/quarantine-record.ts). */
export interface QuarantinedRecord {
  id: number;
  from: string;
  key: string;
  reason: string;
  problem: string;
  at: string;
  record: unknown;
}

/** Everything in the database as stored: each entity store's records in key order, the single records, the quarantine. */
export interface StoredDatabase {
  version: number;
  storeNames: string[];
  markets: unknown[];
  accounts: unknown[];
  positions: unknown[];
  ledger: unknown[];
  leagues: unknown[];
  operatedLeagues: unknown[];
  memberships: unknown[];
  notifyOptIns: unknown[];
  /** Each (account, wallet)'s head (lib/model/wallet-head.ts): derived from the ledger, not part of the game. */
  wallets: unknown[];
  settings: unknown;
  meta: unknown;
  quarantine: QuarantinedRecord[];
}

type TestWindow = Window & { __e2eOpen?: IDBFactory['open']; __e2eWrites?: Record<string, unknown> };

/**
 * The whole database, or null when the page has none. Opening never creates it: an open that
 * would create it is aborted, so the app still meets a first visit.
 */
export function storedDatabase(page: Page): Promise<StoredDatabase | null> {
  return page.evaluate(
    async ({ name, entityStores, singleStores, singleKey }) => {
      // An init script may have made indexedDB.open refuse; it keeps the real one for reading.
      const open = (window as TestWindow).__e2eOpen ?? IDBFactory.prototype.open;
      const db = await new Promise<IDBDatabase | null>((resolve) => {
        let request: IDBOpenDBRequest;
        try {
          request = open.call(indexedDB, name);
        } catch {
          resolve(null);
          return;
        }
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = () => resolve(request.result);
        request.onerror = (event) => {
          event.preventDefault();
          resolve(null);
        };
      });
      if (!db) return null;
      try {
        const names = [...db.objectStoreNames];
        const wanted = [...entityStores, ...singleStores, 'quarantine'].filter((store) => names.includes(store));
        const read = <T>(request: IDBRequest<T>) =>
          new Promise<T>((resolve, reject) => {
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        const transaction = wanted.length > 0 ? db.transaction(wanted, 'readonly') : null;
        const all = (store: string) => (transaction && wanted.includes(store) ? read(transaction.objectStore(store).getAll()) : Promise.resolve([]));
        const one = (store: string) => (transaction && wanted.includes(store) ? read(transaction.objectStore(store).get(singleKey)) : Promise.resolve(undefined));
        const [markets, accounts, positions, ledger, leagues, operatedLeagues, memberships, wallets, notifyOptIns, settings, meta, quarantine] = await Promise.all([
          all('markets'),
          all('accounts'),
          all('positions'),
          all('ledger'),
          all('leagues'),
          all('operatedLeagues'),
          all('memberships'),
          all('wallets'),
          all('notifyOptIns'),
          one('settings'),
          one('meta'),
          all('quarantine'),
        ]);
        return { version: db.version, storeNames: names.sort(), markets, accounts, positions, ledger, leagues, operatedLeagues, memberships, notifyOptIns, wallets, settings, meta, quarantine: quarantine as QuarantinedRecord[] };
      } finally {
        db.close();
      }
    },
    { name: DATABASE, entityStores: [...ENTITY_STORES], singleStores: [...SINGLE_STORES], singleKey: SINGLE_KEY },
  );
}

type Timed = { id: string; createdAt: string };

/** Oldest first, then by id: the order the app shows (lib/storage/idb/merge-records.ts). */
const byCreation = (a: Timed, b: Timed) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Revisions by store and key: equal before and after means nothing was written. */
export type Revisions = Record<string, Record<string, number>>;

export interface StoredGame {
  /** The stored records unwrapped; positions and ledger oldest first, markets, accounts and leagues in key order. */
  state: GameData;
  revs: Revisions;
  quarantine: QuarantinedRecord[];
}

/**
 * The game the page has stored, unwrapped from its records. Every record is expected to be a
 * sound one (`{ v: 1, rev, value }`); a test that plants others reads storedDatabase instead.
 */
export async function storedGame(page: Page): Promise<StoredGame> {
  const db = await storedDatabase(page);
  if (!db) throw new Error('nothing stored');
  const revs: Revisions = {};
  const unwrap = <T>(store: string, raws: unknown[], keyOf: (value: T) => string) =>
    raws.map((raw) => {
      const record = raw as StoredRecord<T>;
      (revs[store] ??= {})[keyOf(record.value)] = record.rev;
      return record.value;
    });
  const byId = (value: { id: string }) => value.id;
  const single = <T>(store: string, raw: unknown) => (raw === undefined ? undefined : unwrap<T>(store, [raw], () => SINGLE_KEY)[0]);
  const settings = single<GameData['settings']>('settings', db.settings);
  const meta = single<{ seededAt: string | null }>('meta', db.meta);
  return {
    state: {
      markets: unwrap<GameData['markets'][number]>('markets', db.markets, byId),
      accounts: unwrap<GameData['accounts'][number]>('accounts', db.accounts, byId),
      positions: unwrap<GameData['positions'][number]>('positions', db.positions, byId).sort(byCreation),
      ledger: unwrap<GameData['ledger'][number]>('ledger', db.ledger, byId).sort(byCreation),
      // As the app holds it before the admin first saves settings.
      settings: settings ?? { platformName: 'PredictoPlay', dailyBonus: 50 },
      seededAt: meta?.seededAt ?? null,
      leagues: unwrap<GameData['leagues'][number]>('leagues', db.leagues, byId),
      operatedLeagues: unwrap<GameData['operatedLeagues'][number]>('operatedLeagues', db.operatedLeagues, byId),
      memberships: unwrap<GameData['memberships'][number]>('memberships', db.memberships, byId),
      notifyOptIns: unwrap<GameData['notifyOptIns'][number]>('notifyOptIns', db.notifyOptIns, byId),
    },
    revs,
    quarantine: db.quarantine,
  };
}

/** The records of one entity store as stored, wrapped. */
export async function storedRecords<T = Record<string, unknown>>(page: Page, store: EntityStore): Promise<StoredRecord<T>[]> {
  const db = await storedDatabase(page);
  if (!db) throw new Error('nothing stored');
  return db[store] as StoredRecord<T>[];
}

/** One stored record by store and id (or the single record), wrapped; throws when there is none. */
export async function storedRecord<T = Record<string, unknown>>(page: Page, store: DataStore, id = SINGLE_KEY): Promise<StoredRecord<T>> {
  const db = await storedDatabase(page);
  if (!db) throw new Error('nothing stored');
  const found = (SINGLE_STORES as readonly string[]).includes(store)
    ? db[store as SingleStore]
    : db[store as EntityStore].find((raw) => (raw as StoredRecord<{ id?: unknown }>).value?.id === id);
  if (found === undefined) throw new Error(`no ${store} record ${id}`);
  return found as StoredRecord<T>;
}

/** The quarantine store's entries, oldest first, without the number the store gave each. */
export async function quarantined(page: Page): Promise<Omit<QuarantinedRecord, 'id'>[]> {
  const db = await storedDatabase(page);
  return (db?.quarantine ?? []).map((entry) => {
    const copy: Partial<QuarantinedRecord> = { ...entry };
    delete copy.id;
    return copy as Omit<QuarantinedRecord, 'id'>;
  });
}

/**
 * Writes raw values into a store exactly as given, as a damaged disk, an extension or another
 * program could: entity records are keyed by their `value.id`, single-store ones by SINGLE_KEY,
 * quarantine entries by the number the store gives them. In one transaction; resolves once it is
 * committed.
 */
export function plantRecords(page: Page, store: DataStore | 'quarantine', raws: unknown[]): Promise<void> {
  return page.evaluate(
    async ({ name, store: storeName, raws: values, single, singleKey }) => {
      const open = (window as TestWindow).__e2eOpen ?? IDBFactory.prototype.open;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = open.call(indexedDB, name);
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(`cannot open ${name}: ${request.error?.message}`));
      });
      try {
        await new Promise<void>((resolve, reject) => {
          const transaction = db.transaction(storeName, 'readwrite');
          const objectStore = transaction.objectStore(storeName);
          // The real put, even while failWrites makes the app's writes throw.
          const put = ((window as TestWindow).__e2eWrites?.put ?? IDBObjectStore.prototype.put) as IDBObjectStore['put'];
          for (const value of values) {
            if (single) put.call(objectStore, value, singleKey);
            else put.call(objectStore, value);
          }
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
          transaction.onabort = () => reject(transaction.error ?? new Error('aborted'));
        });
      } finally {
        db.close();
      }
    },
    { name: DATABASE, store, raws, single: (SINGLE_STORES as readonly string[]).includes(store), singleKey: SINGLE_KEY },
  );
}

/** Reads one record, lets `edit` change it (wrapper and all), writes it back; returns what was written. */
export async function editStoredRecord<T = Record<string, unknown>>(page: Page, store: DataStore, id: string, edit: (record: StoredRecord<T>) => unknown): Promise<unknown> {
  const record = structuredClone(await storedRecord<T>(page, store, id));
  const edited = edit(record) ?? record;
  await plantRecords(page, store, [edited]);
  return edited;
}

/**
 * As a newer app would: opens the database at `version` (above the app's own), adding a store of
 * its own with one record. Tabs of this app holding it open are asked to let go, and do.
 */
export function upgradeDatabaseAsNewerApp(page: Page, version = DATABASE_VERSION + 1): Promise<void> {
  return page.evaluate(
    async ({ name, version: to }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name, to);
        request.onupgradeneeded = () => {
          const store = request.result.createObjectStore('from-a-newer-app');
          store.put({ written: 'by a newer PredictoPlay' }, 'note');
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(`cannot upgrade ${name}: ${request.error?.message}`));
        request.onblocked = () => reject(new Error(`the upgrade of ${name} is blocked`));
      });
      db.close();
    },
    { name: DATABASE, version },
  );
}

/** What the newer app wrote into its own store, read back. */
export function newerAppNote(page: Page): Promise<unknown> {
  return page.evaluate(
    (name) =>
      new Promise((resolve) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('from-a-newer-app')) {
            db.close();
            resolve(undefined);
            return;
          }
          const get = db.transaction('from-a-newer-app').objectStore('from-a-newer-app').get('note');
          get.onsuccess = () => {
            db.close();
            resolve(get.result);
          };
        };
        request.onerror = () => resolve(undefined);
      }),
    DATABASE,
  );
}

/** Every key of localStorage with its text, sorted by key. */
export function localStorageNow(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).sort().map((key) => [key, localStorage.getItem(key)])));
}

/** Everything this origin has stored, to show that something stored nothing. */
export async function everythingStored(page: Page) {
  return { localStorage: await localStorageNow(page), database: await storedDatabase(page) };
}

/**
 * Before any script of the page runs: `indexedDB.open` throws, as a browser that refuses storage
 * does (private modes, a broken profile). The real one stays reachable for the helpers above.
 */
export function refuseIndexedDBOpen(page: Page): Promise<unknown> {
  return page.addInitScript(() => {
    const real = IDBFactory.prototype.open;
    (window as TestWindow).__e2eOpen = real;
    IDBFactory.prototype.open = function open() {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
}

/** Before any script of the page runs: the browser has no IndexedDB at all. */
export function removeIndexedDB(page: Page): Promise<unknown> {
  return page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => undefined });
  });
}

/** Before any script of the page runs: merely reading `indexedDB` throws, as some browsers do when it is disabled. */
export function throwOnIndexedDB(page: Page): Promise<unknown> {
  return page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
}

const WRITES = ['put', 'add', 'delete', 'clear'] as const;

/** Runs in the page: every IndexedDB write throws QuotaExceededError, the originals kept for allowWrites. */
function refuseWritesInPage(writes: readonly string[]): void {
  const proto = IDBObjectStore.prototype as unknown as Record<string, unknown>;
  (window as TestWindow).__e2eWrites = Object.fromEntries(writes.map((write) => [write, proto[write]]));
  for (const write of writes) {
    proto[write] = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  }
}

/**
 * From now on every IndexedDB write in the page throws QuotaExceededError, as a full disk does:
 * the transaction it was in then aborts, keeping nothing of it. `allowWrites` undoes it.
 */
export function failWrites(page: Page): Promise<void> {
  return page.evaluate(refuseWritesInPage, [...WRITES]);
}

/** The same as failWrites, from before any script of the page runs (the database still opens). */
export function failWritesFromTheStart(page: Page): Promise<unknown> {
  return page.addInitScript(refuseWritesInPage, [...WRITES]);
}

/** Lets IndexedDB writes through again after failWrites. */
export function allowWrites(page: Page): Promise<void> {
  return page.evaluate(() => {
    const saved = (window as TestWindow).__e2eWrites;
    if (saved) Object.assign(IDBObjectStore.prototype, saved);
  });
}

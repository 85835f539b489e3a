// The game's IndexedDB database: its name, its version, the stores and indexes the upgrade
// creates, and opening it. Opening never throws: a browser without IndexedDB, one that refuses it
// (private modes, a full disk, a newer app's database) or another tab holding an older version
// open each give a reason, and the game runs from memory with the notice.

import { wrap, type DBSchema, type IDBPDatabase, type StoreNames } from 'idb';
import { DATABASE_NAME } from '../keys';
import type { QuarantinedRecord } from './quarantine-record';
import type { RecordValues } from './record-stores';
import type { StoredRecord } from './records';

export { DATABASE_NAME };

/** Raised with every change of stores, indexes or record versions; the upgrade below handles each step. */
export const DATABASE_VERSION = 4;

export interface GameDB extends DBSchema {
  markets: { key: string; value: StoredRecord<RecordValues['markets']> };
  accounts: { key: string; value: StoredRecord<RecordValues['accounts']> };
  positions: {
    key: string;
    value: StoredRecord<RecordValues['positions']>;
    indexes: { byAccount: string; byMarket: string; byWallet: string; byAccountWallet: [string, string]; byAccountTime: [string, string] };
  };
  ledger: {
    key: string;
    value: StoredRecord<RecordValues['ledger']>;
    indexes: { byAccount: string; byWallet: string; byAccountWallet: [string, string]; byPosition: string; byAccountTime: [string, string] };
  };
  leagues: { key: string; value: StoredRecord<RecordValues['leagues']> };
  operatedLeagues: { key: string; value: StoredRecord<RecordValues['operatedLeagues']> };
  memberships: { key: string; value: StoredRecord<RecordValues['memberships']>; indexes: { byAccount: string } };
  wallets: { key: string; value: StoredRecord<RecordValues['wallets']>; indexes: { byAccount: string } };
  settings: { key: string; value: StoredRecord<RecordValues['settings']> };
  meta: { key: string; value: StoredRecord<RecordValues['meta']> };
  quarantine: { key: number; value: QuarantinedRecord };
}

export type GameDatabase = IDBPDatabase<GameDB>;
export type GameStoreName = StoreNames<GameDB>;

/** Why the database could not be used. */
export type OpenFailure =
  /** No IndexedDB in this browser (or none reachable, as in the export's build). */
  | 'missing'
  /** Another tab holds an older version open and did not let go. */
  | 'blocked'
  /** A newer app's database: this code cannot read it and must not write it. */
  | 'newer-version'
  /** The browser refused: indexedDB.open threw or failed (private mode, quota, a broken profile). */
  | 'refused';

export type OpenResult = { ok: true; db: GameDatabase } | { ok: false; reason: OpenFailure };

function upgrade(db: GameDatabase, oldVersion: number): void {
  if (oldVersion < 1) {
    // Entity records are keyed by their own id (inside the wrapper); the index paths reach into
    // the wrapped value. A record whose indexed field is missing is simply not in that index.
    db.createObjectStore('markets', { keyPath: 'value.id' });
    db.createObjectStore('accounts', { keyPath: 'value.id' });
    const positions = db.createObjectStore('positions', { keyPath: 'value.id' });
    positions.createIndex('byAccount', 'value.accountId');
    positions.createIndex('byMarket', 'value.marketId');
    positions.createIndex('byWallet', 'value.wallet');
    positions.createIndex('byAccountWallet', ['value.accountId', 'value.wallet']);
    positions.createIndex('byAccountTime', ['value.accountId', 'value.createdAt']);
    const ledger = db.createObjectStore('ledger', { keyPath: 'value.id' });
    ledger.createIndex('byAccount', 'value.accountId');
    ledger.createIndex('byWallet', 'value.wallet');
    ledger.createIndex('byAccountWallet', ['value.accountId', 'value.wallet']);
    // Entries without a position (a bonus, a welcome) hold null, which is no key: not indexed.
    ledger.createIndex('byPosition', 'value.positionId');
    ledger.createIndex('byAccountTime', ['value.accountId', 'value.createdAt']);
    // One record each, under SINGLE_RECORD_KEY.
    db.createObjectStore('settings');
    db.createObjectStore('meta');
    db.createObjectStore('quarantine', { keyPath: 'id', autoIncrement: true });
  }
  if (oldVersion < 2) {
    // The leagues this browser follows, by league id. No index: they are few and all read at start-up.
    // The other stores and their records are left exactly as they are.
    db.createObjectStore('leagues', { keyPath: 'value.id' });
  }
  if (oldVersion < 3) {
    // Leagues run from this browser (operator keys and logs), by league id, and which accounts
    // follow or left which league. All are read at start-up; byAccount finds one account's
    // memberships (a backup). The other stores and their records are left exactly as they are.
    db.createObjectStore('operatedLeagues', { keyPath: 'value.id' });
    const memberships = db.createObjectStore('memberships', { keyPath: 'value.id' });
    memberships.createIndex('byAccount', 'value.accountId');
  }
  if (oldVersion < 4) {
    // Wallet heads, one per account and wallet, by id; byAccount reads an account's with its
    // ledger. Nothing to write now: a wallet without a head is at revision 0, and its first
    // movement writes it. The other stores and their records are left exactly as they are.
    const wallets = db.createObjectStore('wallets', { keyPath: 'value.id' });
    wallets.createIndex('byAccount', 'value.accountId');
  }
}

export interface OpenOptions {
  /** The IndexedDB to open in; the browser's by default. */
  factory?: IDBFactory | null;
  /**
   * Another tab wants a newer version: this connection closes at once so it is not blocked, and
   * this tab is told, so it can carry on from memory and say so.
   */
  onVersionChange?: () => void;
  /** The browser closed the connection (the disk went away, the user cleared site data). */
  onClosed?: () => void;
}

function browserFactory(): IDBFactory | null {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDB;
  } catch {
    // Some browsers throw on merely reading `indexedDB` when it is disabled.
    return null;
  }
}

const errorName = (error: unknown) => (error instanceof Error || error instanceof DOMException ? error.name : '');

/** Opens the game's database at DATABASE_VERSION, creating or upgrading it. Never throws. */
export function openGameDatabase(options: OpenOptions = {}): Promise<OpenResult> {
  return openDatabaseAt(DATABASE_VERSION, options);
}

/** openGameDatabase at a given version: exported for the tests of an upgrade blocked by an older tab. */
export function openDatabaseAt(version: number, { factory = browserFactory(), onVersionChange, onClosed }: OpenOptions = {}): Promise<OpenResult> {
  if (!factory) return Promise.resolve({ ok: false, reason: 'missing' });
  return new Promise<OpenResult>((resolve) => {
    let settled = false;
    const settle = (result: OpenResult) => {
      if (settled) {
        // A connection that arrives after this open already gave up (it was blocked) is closed.
        if (result.ok) result.db.close();
        return;
      }
      settled = true;
      resolve(result);
    };
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(DATABASE_NAME, version);
    } catch {
      settle({ ok: false, reason: 'refused' });
      return;
    }
    request.addEventListener('upgradeneeded', (event) => {
      const db = wrap(request.result) as GameDatabase;
      try {
        upgrade(db, event.oldVersion);
      } catch {
        // The open then fails with an AbortError, reported below as refused.
        request.transaction?.abort();
      }
    });
    request.addEventListener('blocked', () => settle({ ok: false, reason: 'blocked' }));
    request.addEventListener('error', (event) => {
      // Handled here: without preventDefault some browsers also report it as uncaught.
      event.preventDefault();
      settle({ ok: false, reason: errorName(request.error) === 'VersionError' ? 'newer-version' : 'refused' });
    });
    request.addEventListener('success', () => {
      const raw = request.result;
      raw.addEventListener('versionchange', () => {
        raw.close();
        onVersionChange?.();
      });
      raw.addEventListener('close', () => onClosed?.());
      settle({ ok: true, db: wrap(raw) as GameDatabase });
    });
  });
}

// The game's IndexedDB database: its name, its version, the stores and indexes the upgrade
// creates, and opening it. Opening never throws: a browser without IndexedDB, one that refuses it
// (private modes, a full disk, a newer app's database) or another tab holding an older version
// open each give a reason, and the game runs from memory with the notice.

import { wrap, type DBSchema, type IDBPDatabase, type StoreNames } from 'idb';
import { DATABASE_VERSION, KIND_NAMES, RECORD_KINDS, RECORD_SHAPES, type IndexDeclaration, type KindName, type RecordShapes, type RecordValues } from '../../model/registry';
import { DATABASE_NAME } from '../keys';
import type { QuarantinedRecord } from './quarantine-record';
import type { StoredRecord } from './records';

export { DATABASE_NAME };

/** Raised with every store or index the registry declares (lib/model/registry.ts): the newest one's `since`. */
export { DATABASE_VERSION };

/** An index's key: one field's value, or one per field of a compound path. */
type IndexKey<P> = P extends readonly unknown[] ? { -readonly [I in keyof P]: string } : string;
type IndexKeys<K extends KindName> = { [I in keyof RecordShapes[K]['indexes']]: IndexKey<RecordShapes[K]['indexes'][I]['path']> };

/** One store per kind of the registry, named as the kind, and the quarantine. */
export type GameDB = DBSchema & { [K in KindName]: { key: string; value: StoredRecord<RecordValues[K]>; indexes: IndexKeys<K> } } & {
  quarantine: { key: number; value: QuarantinedRecord };
};

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

/**
 * Creates what the registry declares newer than `oldVersion`, up to `newVersion`: each such store (an entity keyed
 * by the id inside its wrapper, a single record under SINGLE_RECORD_KEY) and each such index,
 * whose path reaches into the wrapped value (a record whose indexed field is missing or null is
 * simply not in that index). Records already stored are left exactly as they are: a kind
 * added later starts empty (a wallet without a head is at revision 0).
 */
function upgrade(raw: IDBDatabase, transaction: IDBTransaction, oldVersion: number, newVersion: number): void {
  const added = (since: number) => since > oldVersion && since <= newVersion;
  for (const name of KIND_NAMES) {
    const { since, indexes }: { since: number; indexes: Readonly<Record<string, IndexDeclaration>> } = RECORD_SHAPES[name];
    if (since > newVersion) continue;
    if (added(since)) raw.createObjectStore(name, RECORD_KINDS[name].holding === 'single' ? undefined : { keyPath: 'value.id' });
    const store = transaction.objectStore(name);
    for (const [index, declared] of Object.entries(indexes)) if (added(declared.since)) store.createIndex(index, declared.path as string | string[]);
  }
  if (oldVersion < 1) raw.createObjectStore('quarantine', { keyPath: 'id', autoIncrement: true });
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
      try {
        upgrade(request.result, request.transaction as IDBTransaction, event.oldVersion, event.newVersion ?? version);
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

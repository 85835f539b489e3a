// Saving one action's changes: one readwrite transaction over exactly the stores it touches, so
// a bet (its position, its ledger entry, the market's totals, the account's coins) is all saved
// or none of it. A put never writes over a record whose stored rev is higher than the rev the
// change was based on: another tab changed it since, and that is reported as a conflict, never
// overwritten. Resolves, never throws; a saved commit is announced to the other tabs.

import * as v from 'valibot';
import type { ChangeChannel, ChangedKeys } from './broadcast';
import type { GameDatabase } from './database';
import type { Revisions } from './load';
import { RECORD_SCHEMAS, keyOf, type DataStore, type RecordValues } from './record-stores';
import { wrapRecord, type StoredRecord } from './records';
import { failureName, issueAll, runTransaction } from './transaction';

export interface Put<T> {
  value: T;
  /** The rev of the record this change was made from; 0 for a new record. */
  baseRev: number;
}

export interface Delete {
  key: string;
  baseRev: number;
}

export interface Changes {
  puts?: { [S in DataStore]?: readonly Put<RecordValues[S]>[] };
  deletes?: { [S in DataStore]?: readonly Delete[] };
}

export interface Conflict {
  store: DataStore;
  key: string;
  baseRev: number;
  storedRev: number;
}

export type CommitFailure =
  /** A record was changed by another tab since this change was made from it. */
  | 'conflict'
  /** A value is not a record of its store: a bug, caught before anything was written. */
  | 'invalid-record'
  /** The browser's storage is full. */
  | 'quota'
  /** The connection is closed (another tab upgraded, site data cleared). */
  | 'closed'
  /** Any other failure of the transaction. */
  | 'aborted';

export type CommitResult =
  /** `revisions` holds the new rev of each record written, for the next change to be based on. */
  | { status: 'saved'; revisions: Revisions; changed: ChangedKeys }
  | { status: 'failed'; reason: CommitFailure; conflicts: Conflict[] };

class ConflictFound extends Error {
  constructor(readonly conflicts: Conflict[]) {
    super('Records changed since this change was made from them');
  }
}

interface Planned {
  store: DataStore;
  key: string;
  baseRev: number;
  /** The value to write; absent for a delete. */
  value?: unknown;
}

function plan(changes: Changes): Planned[] | null {
  const planned: Planned[] = [];
  for (const store of Object.keys(changes.puts ?? {}) as DataStore[]) {
    for (const put of changes.puts?.[store] ?? []) {
      // Checked before anything is written: a bug must not store a record every read sets aside.
      if (!v.is(RECORD_SCHEMAS[store], put.value)) return null;
      planned.push({ store, key: keyOf(store, put.value), baseRev: put.baseRev, value: put.value });
    }
  }
  for (const store of Object.keys(changes.deletes ?? {}) as DataStore[]) {
    for (const { key, baseRev } of changes.deletes?.[store] ?? []) planned.push({ store, key, baseRev });
  }
  return planned;
}

function failureOf(error: unknown): CommitFailure {
  if (error instanceof ConflictFound) return 'conflict';
  const name = failureName(error);
  if (name === 'QuotaExceededError') return 'quota';
  if (name === 'InvalidStateError') return 'closed';
  return 'aborted';
}

const storedRevOf = (raw: unknown) => {
  const rev = (raw as { rev?: unknown } | undefined)?.rev;
  return typeof rev === 'number' && Number.isSafeInteger(rev) ? rev : 0;
};

export interface CommitOptions {
  /** Where to announce the saved changes; none in a tab without BroadcastChannel. */
  channel?: ChangeChannel | null;
}

export async function commitChanges(db: GameDatabase, changes: Changes, { channel }: CommitOptions = {}): Promise<CommitResult> {
  const planned = plan(changes);
  if (planned === null) return { status: 'failed', reason: 'invalid-record', conflicts: [] };
  const stores = [...new Set(planned.map((item) => item.store))];
  if (stores.length === 0) return { status: 'saved', revisions: {}, changed: {} };

  const result = await runTransaction(db, stores, async (transaction) => {
    const stored = await issueAll(planned, (item) => transaction.objectStore(item.store).get(item.key));
    const conflicts: Conflict[] = [];
    planned.forEach((item, index) => {
      const storedRev = storedRevOf(stored[index]);
      if (storedRev > item.baseRev) conflicts.push({ store: item.store, key: item.key, baseRev: item.baseRev, storedRev });
    });
    if (conflicts.length > 0) throw new ConflictFound(conflicts);

    const revisions: Revisions = {};
    await issueAll<Planned, unknown>(planned, (item, index) => {
      const objectStore = transaction.objectStore(item.store);
      if (item.value === undefined) return objectStore.delete(item.key);
      // Never below what is stored, even when the change was based on a rev since deleted.
      const rev = Math.max(storedRevOf(stored[index]), item.baseRev) + 1;
      (revisions[item.store] ??= {})[item.key] = rev;
      const record = wrapRecord(item.store, item.value as RecordValues[DataStore], rev) as StoredRecord<never>;
      return item.store === 'settings' || item.store === 'meta' ? objectStore.put(record, item.key) : objectStore.put(record);
    });
    return revisions;
  });

  if (!result.ok) {
    return { status: 'failed', reason: failureOf(result.error), conflicts: result.error instanceof ConflictFound ? result.error.conflicts : [] };
  }
  const changed: ChangedKeys = {};
  for (const item of planned) (changed[item.store] ??= []).push(item.key);
  channel?.announce(changed);
  return { status: 'saved', revisions: result.value, changed };
}

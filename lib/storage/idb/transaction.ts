// One readwrite transaction over the named stores, all or nothing: if the work throws (or any
// request in it fails) the transaction is aborted and nothing it did is kept. Never throws.
//
// The work may await only IndexedDB requests of this transaction: awaiting anything else lets
// the transaction commit early (an IndexedDB rule, which idb keeps).

import type { IDBPTransaction } from 'idb';
import type { GameDB, GameDatabase, GameStoreName } from './database';

export type WriteTransaction<Names extends GameStoreName[]> = IDBPTransaction<GameDB, Names, 'readwrite'>;

export type TransactionResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

export async function runTransaction<Names extends GameStoreName[], T>(
  db: GameDatabase,
  storeNames: Names,
  work: (transaction: WriteTransaction<Names>) => Promise<T>,
): Promise<TransactionResult<T>> {
  let transaction: WriteTransaction<Names>;
  try {
    transaction = db.transaction(storeNames, 'readwrite');
  } catch (error) {
    // A closed connection (InvalidStateError) or a store this database lacks (NotFoundError).
    return { ok: false, error };
  }
  try {
    const value = await work(transaction);
    await transaction.done;
    return { ok: true, value };
  } catch (error) {
    try {
      transaction.abort();
    } catch {
      // Already aborted by the failed request, or already finished.
    }
    // Settle `done` so its rejection is not reported as unhandled; the first error is the one that says why.
    const doneError: unknown = await transaction.done.then(
      () => null,
      (reason: unknown) => reason,
    );
    return { ok: false, error: error ?? doneError };
  }
}

/** The DOMException's name of an IndexedDB failure ('QuotaExceededError', 'InvalidStateError', ...), or ''. */
export function failureName(error: unknown): string {
  return error instanceof Error || error instanceof DOMException ? error.name : '';
}

/**
 * Issues a request per item and waits for all of them. If issuing one throws (a value that
 * cannot be cloned, a refused write), the requests already issued fail when the transaction
 * aborts: they are caught here, so only the first error is reported.
 */
export function issueAll<I, R>(items: readonly I[], issue: (item: I, index: number) => Promise<R>): Promise<R[]> {
  const issued: Promise<R>[] = [];
  try {
    items.forEach((item, index) => issued.push(issue(item, index)));
  } catch (error) {
    for (const request of issued) request.catch(() => undefined);
    return Promise.reject(error instanceof Error || error instanceof DOMException ? error : new Error(String(error)));
  }
  return Promise.all(issued);
}

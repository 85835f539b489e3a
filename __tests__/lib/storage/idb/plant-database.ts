// Plants a database of an earlier version, made without today's code: `createStores` is that
// version's upgrade, frozen in its fixture file; the records are stored as they were wrapped then.

import type { IDBFactory } from 'fake-indexeddb';
import { DATABASE_NAME } from '@/lib/storage/keys';

type StoredRecords = Readonly<Record<string, readonly unknown[]>>;

/** Creates the database at `version` in `factory` with `records` stored, and closes it. */
export function plantDatabase(factory: IDBFactory, version: number, createStores: (db: IDBDatabase) => void, records: StoredRecords): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DATABASE_NAME, version);
    request.onupgradeneeded = () => {
      createStores(request.result);
      const transaction = request.transaction as IDBTransaction;
      for (const [store, values] of Object.entries(records)) {
        for (const record of values) {
          if (store === 'settings' || store === 'meta') transaction.objectStore(store).put(record, 'current');
          else transaction.objectStore(store).put(record);
        }
      }
    };
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

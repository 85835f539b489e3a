// The game's storage: IndexedDB, record by record (lib/storage/idb), through one storage engine
// (storage-engine/engine.ts) that owns its state. Loaded with the stores, not with the first
// paint. This module holds the engine of this page and is the one way in.

import { StorageEngine } from './storage-engine/engine';

export type { UnsavedAction } from './storage-engine/state';
export type { StartOutcome } from './storage-engine/start-up';
export type { Reads } from './storage-engine/reads';

let engine = new StorageEngine();

export const startGameStorage: StorageEngine['start'] = (accountId, options) => engine.start(accountId, options);
export const saveAction: StorageEngine['save'] = (before, after, action) => engine.save(before, after, action);
export const loadReads: StorageEngine['read'] = (reads) => engine.read(reads);
export const loadAccountRecords: StorageEngine['loadAccountRecords'] = (accountId) => engine.loadAccountRecords(accountId);
export const loadAllRecords: StorageEngine['loadAllRecords'] = () => engine.loadAllRecords();
export const loadMarketPositions: StorageEngine['loadMarketPositions'] = (marketId) => engine.loadMarketPositions(marketId);
export const refreshFromDatabase: StorageEngine['refresh'] = (accountId) => engine.refresh(accountId);
export const adoptAnnounced: StorageEngine['adoptAnnounced'] = (changed) => engine.adoptAnnounced(changed);

/** Deletes every record of the game (the quarantine stays); false when the database refused. */
export const clearGameStorage = (): Promise<boolean> => engine.reset();

/** Whether saves reach the database. */
export const isSaving = (): boolean => engine.isSaving;

/**
 * Closes this page's engine and starts a new one that has opened and read nothing: for tests, which
 * each start on a fresh database, and for the service worker, which reads afresh at each wake.
 */
export function closeGameStorage(): void {
  engine.close();
  engine = new StorageEngine();
}

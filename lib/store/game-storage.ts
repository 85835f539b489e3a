// The game's storage: IndexedDB, record by record (lib/storage/idb). Loaded with the stores, not
// with the first paint. Memory (the game store) is the source for every screen; each action
// changes memory at once and is then saved in one transaction over exactly the records it
// touched. A save that fails keeps its records marked unsaved, so the next action's transaction
// carries them again; nothing in memory is lost. A record another tab changed first is a
// conflict: the records are read again and this tab's unsaved actions are replayed on top,
// with the same clock and ids, so nothing is paid twice.
//
// This is the engine's public entry; its parts live in storage-engine/: state.ts (the one state
// object), open.ts (the database and the change channel), start-up.ts, save.ts (saving, with
// rebase and replay), adopt.ts (joining records read into memory) and load.ts (reading more).

import { clearGameRecords } from '../storage/idb/clear-records';
import { open, stopListeningForChanges } from './storage-engine/open';
import { EMPTY_META, engine } from './storage-engine/state';

export type { UnsavedAction } from './storage-engine/state';
export { startGameStorage, type StartOutcome } from './storage-engine/start-up';
export { saveAction } from './storage-engine/save';
export { adoptAnnounced } from './storage-engine/adopt';
export { loadAccountRecords, loadAllRecords, loadMarketPositions, loadReads, refreshFromDatabase } from './storage-engine/load';

/** Deletes every record of the game (the quarantine stays); false when the database refused. */
export async function clearGameStorage(): Promise<boolean> {
  engine.unsaved = new Map();
  engine.unsavedActions = [];
  engine.revisions = {};
  engine.meta = EMPTY_META;
  engine.loadedAccounts.clear();
  engine.loadedMarkets.clear();
  engine.everythingLoaded = false;
  const opened = await open();
  return opened.kind === 'open' ? clearGameRecords(opened.db) : false;
}

/** Whether saves reach the database. */
export function isSaving(): boolean {
  return engine.mode.kind !== 'memory-only';
}

/** Closes the database and forgets everything: for tests, which each start on a fresh database. */
export function closeGameStorage(): void {
  engine.generation += 1;
  if (engine.mode.kind === 'open') engine.mode.db.close();
  stopListeningForChanges();
  engine.mode = { kind: 'closed' };
  engine.opening = null;
  engine.channel = null;
  engine.stopListening = null;
  engine.revisions = {};
  engine.meta = EMPTY_META;
  engine.unsaved = new Map();
  engine.unsavedActions = [];
  engine.saving = Promise.resolve();
  engine.loadedAccounts.clear();
  engine.loadedMarkets.clear();
  engine.everythingLoaded = false;
}

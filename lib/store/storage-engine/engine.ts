// The storage engine: one object that owns its state (state.ts) and hands it to its parts:
// open.ts (the database and the change channel), start-up.ts, save.ts (saving, with rebase and
// replay), adopt.ts (joining records read into memory) and load.ts (reading more, and what an
// action declares it reads). Memory (the game store) is the source for every screen; each action
// changes memory at once and is then saved in one transaction over exactly the records it
// touched. A save that fails keeps its records marked unsaved, so the next action's transaction
// carries them again; nothing in memory is lost. A record another tab changed first is a
// conflict: the records are read again and this tab's unsaved actions are replayed on top, with
// the same clock and ids, so nothing is paid twice.

import type { GameData } from '../../model/game';
import type { ChangedKeys } from '../../storage/idb/broadcast';
import { clearGameRecords } from '../../storage/idb/clear-records';
import { adoptAnnounced } from './adopt';
import { loadAccountRecords, loadAllRecords, loadMarketPositions, loadReads, refreshFromDatabase } from './load';
import { open, stopListeningForChanges } from './open';
import type { Reads } from './reads';
import { saveAction, type SavedAction } from './save';
import { startGameStorage, type StartOptions, type StartOutcome } from './start-up';
import { forgetRecords, newEngineState, type UnsavedAction } from './state';

export class StorageEngine {
  readonly #state = newEngineState();

  /** Moves an old game in, then reads what the first screens need (the logged-in account's records among them). */
  start(accountId: string | null, options?: StartOptions): Promise<StartOutcome> {
    return startGameStorage(this.#state, accountId, options);
  }

  /** Saves an action's changes to memory: the run that held, and whether it reached storage. */
  save(before: GameData, after: GameData, action: UnsavedAction): Promise<SavedAction> {
    return saveAction(this.#state, before, after, action);
  }

  /** Reads what an action declares before it runs, each read once. */
  read(reads: Reads): Promise<void> {
    return loadReads(this.#state, reads);
  }

  loadAccountRecords(accountId: string): Promise<void> {
    return loadAccountRecords(this.#state, accountId);
  }

  loadAllRecords(): Promise<void> {
    return loadAllRecords(this.#state);
  }

  loadMarketPositions(marketId: string): Promise<void> {
    return loadMarketPositions(this.#state, marketId);
  }

  /** Re-reads what start-up read, for a page back from the back/forward cache. */
  refresh(accountId: string | null): Promise<void> {
    return refreshFromDatabase(this.#state, accountId);
  }

  /** Another tab saved these records. */
  adoptAnnounced(changed: ChangedKeys): Promise<void> {
    return adoptAnnounced(this.#state, changed);
  }

  /** Whether saves reach the database. */
  get isSaving(): boolean {
    return this.#state.mode.kind !== 'memory-only';
  }

  /** Deletes every record of the game (the quarantine stays) and forgets what was read; false when the database refused. */
  async reset(): Promise<boolean> {
    // A save under way finishes first: it must not put back, or replay, what the reset forgets.
    await this.#state.saving;
    forgetRecords(this.#state);
    const opened = await open(this.#state);
    return opened.kind === 'open' ? clearGameRecords(opened.db) : false;
  }

  /** Closes the database and the channel; work still under way finds the engine closed and stops. */
  close(): void {
    const state = this.#state;
    state.closed = true;
    if (state.mode.kind === 'open') state.mode.db.close();
    stopListeningForChanges(state);
    state.stopFollowingPage?.();
    state.stopFollowingPage = null;
    state.mode = { kind: 'closed' };
    state.opening = null;
  }
}

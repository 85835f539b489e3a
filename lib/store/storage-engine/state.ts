// The storage engine's one state (see game-storage.ts): how the database is reached, the
// revisions memory was read at, which keys and actions are not yet saved, and what has been
// loaded. Every part of the engine reads and writes this one object; closeGameStorage resets it.

import type { GameData } from '../../model/game';
import { EMPTY_META } from '../../model/meta';
import type { OpContext } from '../../game/operation';
import { UNSAVED_NOTICE, leagueSetAsideNotice, quarantineNotice } from '../../storage/notices';
import type { ChangeChannel } from '../../storage/idb/broadcast';
import type { MemoryGame } from '../../storage/idb/changes-from-memory';
import type { GameDatabase } from '../../storage/idb/database';
import type { Revisions } from '../../storage/idb/load';
import type { QuarantineOutcome } from '../../storage/idb/quarantine';
import type { DataStore } from '../../storage/idb/record-stores';
import type { TouchedKeys } from '../../storage/idb/touched-keys';
import { gameDataOf, useGameStore } from '../game-store';
import { useNoticeStore } from '../notice-store';
import type { Reads } from './reads';
import type { OpOutcome } from '../commit-types';

/** An action not yet saved, kept to be replayed if another tab's change comes first. */
export interface UnsavedAction {
  operation: (data: GameData, ctx: OpContext) => OpOutcome;
  nowMs: number;
  ids: string[];
  /** What it declared it reads: read again, fresh, before it is replayed. */
  reads: Reads;
  /** Its latest run: the first, or a replay's on another tab's records (refused: undone, never saved). */
  outcome: OpOutcome;
}

export type Mode = { kind: 'closed' } | { kind: 'open'; db: GameDatabase } | { kind: 'memory-only' };

export { EMPTY_META };

export const engine = {
  mode: { kind: 'closed' } as Mode,
  opening: null as Promise<Mode> | null,
  channel: null as ChangeChannel | null,
  stopListening: null as (() => void) | null,
  revisions: {} as Revisions,
  meta: EMPTY_META,
  /** Unsaved keys, `store\nkey`, each with how many times it was touched (a save clears only what it saw). */
  unsaved: new Map<string, number>(),
  unsavedActions: [] as UnsavedAction[],
  saving: Promise.resolve() as Promise<unknown>,
  loadedAccounts: new Set<string>(),
  loadedMarkets: new Set<string>(),
  everythingLoaded: false,
  /** Raised by closeGameStorage: work begun before it must not touch the storage opened after. */
  generation: 0,
};

export const now = () => new Date();
export const notify = (notice: Parameters<ReturnType<typeof useNoticeStore.getState>['addNotice']>[0]) => useNoticeStore.getState().addNotice(notice);
export const unsavedKey = (store: DataStore, key: string) => `${store}\n${key}`;

export function memory(): MemoryGame {
  return { ...gameDataOf(useGameStore.getState()), meta: engine.meta };
}

export function markUnsaved(touched: TouchedKeys): void {
  for (const store of Object.keys(touched) as DataStore[]) {
    for (const key of touched[store] ?? []) {
      const id = unsavedKey(store, key);
      engine.unsaved.set(id, (engine.unsaved.get(id) ?? 0) + 1);
    }
  }
}

export function unsavedTouched(): TouchedKeys {
  const touched: TouchedKeys = {};
  for (const id of engine.unsaved.keys()) {
    const [store, key] = id.split('\n') as [DataStore, string];
    (touched[store] ??= []).push(key);
  }
  return touched;
}

export function noteRevisions(read: Revisions): void {
  for (const store of Object.keys(read) as DataStore[]) Object.assign((engine.revisions[store] ??= {}), read[store]);
}

export function reportQuarantine(outcome: QuarantineOutcome): void {
  if (outcome.setAside.length > 0) notify(quarantineNotice(outcome.setAside.length));
  if (outcome.alongside.length > 0) notify(leagueSetAsideNotice(outcome.alongside.length));
}

export function goMemoryOnly(notice = UNSAVED_NOTICE): Mode {
  engine.mode = { kind: 'memory-only' };
  notify(notice);
  return engine.mode;
}

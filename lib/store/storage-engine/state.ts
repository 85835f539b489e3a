// The storage engine's state (engine.ts owns it, one per engine): how the database is
// reached, the revisions memory was read at, which keys and actions are not yet saved, and what
// has been loaded; and the small steps on it the engine's parts share. Each part is handed the
// state by the engine; none keeps one of its own.

import type { GameData } from '../../model/game';
import { EMPTY_META } from '../../model/meta';
import type { OpContext } from '../../game/operation';
import { UNSAVED_NOTICE, leagueSetAsideNotice, quarantineNotice } from '../../storage/notices';
import type { ChangeChannel } from '../../storage/idb/broadcast';
import type { MemoryGame } from '../../storage/idb/changes-from-memory';
import type { GameDatabase } from '../../storage/idb/database';
import type { Revisions } from '../../storage/idb/load';
import type { QuarantineOutcome } from '../../storage/idb/quarantine';
import type { DataStore, Meta } from '../../storage/idb/record-stores';
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

/** Everything one engine knows (engine.ts owns one; nothing else holds it). */
export interface EngineState {
  mode: Mode;
  opening: Promise<Mode> | null;
  channel: ChangeChannel | null;
  stopListening: (() => void) | null;
  /** Removes the back/forward cache listeners of this engine's page. */
  stopFollowingPage: (() => void) | null;
  revisions: Revisions;
  meta: Meta;
  /** Unsaved keys, `store\nkey`, each with how many times it was touched (a save clears only what it saw). */
  unsaved: Map<string, number>;
  unsavedActions: UnsavedAction[];
  saving: Promise<unknown>;
  loadedAccounts: Set<string>;
  loadedMarkets: Set<string>;
  everythingLoaded: boolean;
  /** Set by close(): work begun before it must not touch the storage opened after. */
  closed: boolean;
}

/** A new engine's state: nothing opened, read or unsaved. */
export function newEngineState(): EngineState {
  return {
    mode: { kind: 'closed' },
    opening: null,
    channel: null,
    stopListening: null,
    stopFollowingPage: null,
    revisions: {},
    meta: EMPTY_META,
    unsaved: new Map(),
    unsavedActions: [],
    saving: Promise.resolve(),
    loadedAccounts: new Set(),
    loadedMarkets: new Set(),
    everythingLoaded: false,
    closed: false,
  };
}

/** What the database holds as this engine knows it, forgotten (a reset of this browser's data): the connection stays. */
export function forgetRecords(engine: EngineState): void {
  const { mode, opening, channel, stopListening, stopFollowingPage, saving, closed } = engine;
  Object.assign(engine, newEngineState(), { mode, opening, channel, stopListening, stopFollowingPage, saving, closed });
}

export const now = () => new Date();
export const notify = (notice: Parameters<ReturnType<typeof useNoticeStore.getState>['addNotice']>[0]) => useNoticeStore.getState().addNotice(notice);
export const unsavedKey = (store: DataStore, key: string) => `${store}\n${key}`;

export function memory(engine: EngineState): MemoryGame {
  return { ...gameDataOf(useGameStore.getState()), meta: engine.meta };
}

export function markUnsaved(engine: EngineState, touched: TouchedKeys): void {
  for (const store of Object.keys(touched) as DataStore[]) {
    for (const key of touched[store] ?? []) {
      const id = unsavedKey(store, key);
      engine.unsaved.set(id, (engine.unsaved.get(id) ?? 0) + 1);
    }
  }
}

export function unsavedTouched(engine: EngineState): TouchedKeys {
  const touched: TouchedKeys = {};
  for (const id of engine.unsaved.keys()) {
    const [store, key] = id.split('\n') as [DataStore, string];
    (touched[store] ??= []).push(key);
  }
  return touched;
}

export function noteRevisions(engine: EngineState, read: Revisions): void {
  for (const store of Object.keys(read) as DataStore[]) Object.assign((engine.revisions[store] ??= {}), read[store]);
}

export function reportQuarantine(outcome: QuarantineOutcome): void {
  if (outcome.setAside.length > 0) notify(quarantineNotice(outcome.setAside.length));
  if (outcome.alongside.length > 0) notify(leagueSetAsideNotice(outcome.alongside.length));
}

export function goMemoryOnly(engine: EngineState, notice = UNSAVED_NOTICE): Mode {
  engine.mode = { kind: 'memory-only' };
  // A closed engine's connection closing is its own doing, not news for the player.
  if (!engine.closed) notify(notice);
  return engine.mode;
}

// Saving: each action's records go in one transaction, one save after another. A save that
// fails keeps its keys unsaved for the next; a record another tab saved first is a conflict,
// answered by reading it again and replaying this tab's unsaved actions on top (same clock, same
// ids), so nothing is paid twice.

import type { GameData } from '../../model/game';
import { DEFAULT_SETTINGS } from '../../model/empty-game';
import { writeBootHints } from '../../storage/boot-hints';
import { UNSAVED_NOTICE } from '../../storage/notices';
import { rebaseNotice } from '../replay-words';
import { changesFromMemory } from '../../storage/idb/changes-from-memory';
import { commitChanges } from '../../storage/idb/commit';
import type { GameDatabase } from '../../storage/idb/database';
import { EMPTY_META } from '../../model/meta';
import { readRecords, type ReadResult } from '../../storage/idb/load';
import { replaceTouched } from '../../storage/idb/memory-records';
import { isEntityStore, type DataStore, type Meta } from '../../storage/idb/record-stores';
import { DERIVED_KINDS, RECORD_KINDS } from '../../model/record-kinds';
import { derivationOf } from '../../model/registry';
import { isNothingTouched, touchedKeys } from '../../storage/idb/touched-keys';
import { gameDataOf, useGameStore } from '../game-store';
import { newId, replayContext } from '../op-context';
import { adopt } from './adopt';
import { readScope, scopesOf, goneInScope, type ReadScope } from './reads';
import { open } from './open';
import type { OpOutcome } from '../commit-types';
import { type EngineState, goMemoryOnly, markUnsaved, memory, noteRevisions, notify, now, reportQuarantine, unsavedTouched, type UnsavedAction } from './state';

/** A conflict is another tab's save at the same moment; a few rounds settle any burst of them. */
const MAX_REBASES = 3;

/** What became of an action: whether it reached storage, and its run that held (a replay's, after a conflict). */
export interface SavedAction {
  saved: boolean;
  outcome: OpOutcome;
}

/** Saves an action's changes to memory: `saved`, or false when they are kept in this tab only. */
export function saveAction(engine: EngineState, before: GameData, after: GameData, action: UnsavedAction): Promise<SavedAction> {
  const touched = touchedKeys(before, after);
  if (!isNothingTouched(touched)) {
    markUnsaved(engine, touched);
    engine.unsavedActions.push(action);
  }
  if (after.seededAt !== before.seededAt) writeBootHints({ seededAt: after.seededAt });
  const run = engine.saving.then(() => saveUnsaved(engine));
  engine.saving = run.catch(() => undefined);
  // An action undone by a replay (the notice says why) was not saved, whatever became of the rest.
  return run.then((saved) => ({ saved: saved && action.outcome.ok, outcome: action.outcome }));
}

async function saveUnsaved(engine: EngineState): Promise<boolean> {
  if (engine.unsaved.size === 0) return true;
  const opened = await open(engine);
  if (opened.kind !== 'open' || engine.closed) return false;
  for (let round = 0; ; round += 1) {
    const seen = new Map(engine.unsaved);
    const replayable = engine.unsavedActions.length;
    const changes = changesFromMemory(memory(engine), unsavedTouched(engine), engine.revisions);
    const result = await commitChanges(opened.db, changes, { channel: engine.channel });
    if (engine.closed) return false;
    if (result.status === 'saved') {
      noteRevisions(engine, result.revisions);
      for (const store of Object.keys(changes.deletes ?? {}) as DataStore[]) for (const { key } of changes.deletes?.[store] ?? []) delete engine.revisions[store]?.[key];
      for (const [id, count] of seen) if (engine.unsaved.get(id) === count) engine.unsaved.delete(id);
      engine.unsavedActions = engine.unsavedActions.slice(replayable);
      return true;
    }
    if (result.reason === 'conflict' && round < MAX_REBASES) {
      if (await rebase(engine, opened.db)) continue;
    }
    if (result.reason === 'closed') goMemoryOnly(engine);
    else notify(UNSAVED_NOTICE);
    return false;
  }
}

/**
 * Another tab saved some of the records this tab has unsaved changes to. Reads them as stored,
 * puts them in memory in place of this tab's versions, and replays this tab's unsaved actions on
 * top; an action that no longer fits (the bonus was claimed there) is undone and the player told.
 */
async function rebase(engine: EngineState, db: GameDatabase): Promise<boolean> {
  const keys = unsavedTouched(engine);
  // Derived records (wallet heads) are read with their accounts' records below, never on their own.
  const stores = (Object.keys(keys) as DataStore[]).filter((store) => RECORD_KINDS[store].holding !== 'derived');
  // What the other tab changed around those records, which memory may not have heard of yet:
  // every position on a touched market (a replayed settlement settles them all) and every
  // position and entry of a touched account or wallet (a balance is the sum of its entries).
  const accounts = new Set([...(keys.accounts ?? []), ...DERIVED_KINDS.flatMap((kind) => (keys[kind] ?? []).map(derivationOf(kind).accountOf))]);
  // And what each unsaved action declared it reads, fresh: its replay runs on what is stored now.
  const scopes: ReadScope[] = [
    ...(keys.markets ?? []).map((marketId) => ({ marketId })),
    ...[...accounts].map((accountId) => ({ accountId })),
    ...engine.unsavedActions.flatMap((action) => scopesOf(action.reads)),
  ];
  const actionsSeen = engine.unsavedActions.length;
  const [around, reads] = await Promise.all([
    Promise.all(scopes.map((scope) => readScope(db, scope, now))),
    Promise.all(stores.map((store) => readRecords(db, store, keys[store] ?? [], { now }))),
  ]);
  if (engine.closed || reads.some((read) => !read.ok) || around.some((read) => !read.result.ok)) return false;
  // An action made while reading has records of its own first run in memory: read again with its keys.
  if (engine.unsavedActions.length !== actionsSeen) return rebase(engine, db);
  for (const read of around) {
    if (!read.result.ok) continue;
    reportQuarantine(read.result.quarantine);
    adopt(engine, read.result.records, read.result.revisions, goneInScope(useGameStore.getState(), read));
  }
  const accountReads = around.flatMap((read) => ('accountId' in read.scope && read.result.ok ? [read.result] : []));
  // Each touched head at the revision read with its account's ledger (one transaction), so the
  // replay below is made from the entries that head stands for; a head not stored is at 0.
  for (const kind of DERIVED_KINDS) {
    for (const read of accountReads) if (read.ok) noteRevisions(engine, { [kind]: read.revisions[kind] ?? {} });
    for (const key of keys[kind] ?? []) if (!accountReads.some((read) => read.ok && read.revisions[kind]?.[key] !== undefined)) delete engine.revisions[kind]?.[key];
  }
  const base = useGameStore.getState();
  const next: Partial<GameData> = {};
  stores.forEach((store, index) => {
    const read = reads[index] as Extract<ReadResult<{ found: unknown[]; gone: string[] }>, { ok: true }>;
    noteRevisions(engine, read.revisions);
    for (const key of read.records.gone) delete engine.revisions[store]?.[key];
    if (store === 'settings') next.settings = (read.records.found[0] as GameData['settings'] | undefined) ?? DEFAULT_SETTINGS;
    else if (store === 'meta') {
      engine.meta = (read.records.found[0] as Meta | undefined) ?? EMPTY_META;
      next.seededAt = engine.meta.seededAt;
    } else if (isEntityStore(store)) {
      const collection = store;
      (next as Record<string, unknown>)[collection] = replaceTouched(base[collection] as { id: string }[], keys[store] ?? [], read.records.found as { id: string }[]);
    }
  });
  const actions = engine.unsavedActions;
  engine.unsavedActions = [];
  engine.unsaved = new Map();
  useGameStore.setState(next);
  for (const action of actions) {
    const before = gameDataOf(useGameStore.getState());
    const result = action.operation(before, replayContext(action.nowMs, action.ids, newId));
    action.outcome = result;
    if (!result.ok) {
      notify(rebaseNotice('reason' in result ? String(result.reason) : undefined));
      continue;
    }
    useGameStore.setState(result.data);
    markUnsaved(engine, touchedKeys(before, result.data));
    engine.unsavedActions.push(action);
  }
  return true;
}

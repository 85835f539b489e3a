// Records read from the database joined into memory: never over a newer record memory holds or
// over a change of this tab not yet saved (that change keeps the revision it was made from, so
// saving it meets the other tab's record as a conflict instead of writing over it).

import type { GameData } from '../../model/game';
import type { ChangedKeys } from '../../storage/idb/broadcast';
import { readRecords, type Revisions } from '../../storage/idb/load';
import type { QuarantineOutcome } from '../../storage/idb/quarantine';
import { mergeIntoCollections, type EntityRecords, type GoneKeys } from '../../storage/idb/memory-records';
import { ENTITY_STORES, SINGLE_RECORD_KEY, isEntityStore, type DataStore, type EntityStore, type Meta } from '../../storage/idb/record-stores';
import { useGameStore } from '../game-store';
import { type EngineState, noteRevisions, now, reportQuarantine, unsavedKey } from './state';

/**
 * The revisions of records read that memory now holds as read: not those with a change of this
 * tab not yet saved, which keep the rev that change was made from, so that saving it finds the
 * other tab's newer record as a conflict (and replays this tab's change on it) instead of
 * writing over it.
 */
function adoptedRevisions(engine: EngineState, read: Revisions): Revisions {
  const adopted: Revisions = {};
  for (const store of Object.keys(read) as DataStore[]) {
    adopted[store] = Object.fromEntries(Object.entries(read[store] ?? {}).filter(([key]) => !engine.unsaved.has(unsavedKey(store, key))));
  }
  return adopted;
}

/** Whether `id` of `store` has a change of this tab not yet saved. */
function isUnsaved(engine: EngineState, store: DataStore) {
  return (id: string) => engine.unsaved.has(unsavedKey(store, id));
}

function knownRev(engine: EngineState, store: DataStore) {
  return (id: string) => engine.revisions[store]?.[id];
}

/** Joins records read from the database into memory (see memory-records.ts), then notes their revisions. */
export function adopt(engine: EngineState, read: EntityRecords, readRevs: Revisions, gone: GoneKeys = {}): void {
  const next = mergeIntoCollections(useGameStore.getState(), read, readRevs, gone, (store) => ({ knownRev: knownRev(engine, store), isUnsaved: isUnsaved(engine, store) }));
  noteRevisions(engine, adoptedRevisions(engine, readRevs));
  for (const store of Object.keys(gone) as EntityStore[]) for (const key of gone[store] ?? []) if (!engine.unsaved.has(unsavedKey(store, key))) delete engine.revisions[store]?.[key];
  if (Object.keys(next).length > 0) useGameStore.setState(next);
}

/** `gone` and the records a read moved to the quarantine along with a damaged one of their league: memory lets go of them too. */
export function withTakenAlong(outcome: QuarantineOutcome, gone: GoneKeys = {}): GoneKeys {
  for (const { store, key } of outcome.alongside) if (isEntityStore(store)) (gone[store] ??= []).push(key);
  return gone;
}

/** Another tab saved these records: read just those, and never over a newer one or an unsaved change here. */
export async function adoptAnnounced(engine: EngineState, changed: ChangedKeys): Promise<void> {
  if (engine.mode.kind !== 'open') return;
  const db = engine.mode.db;
  const entity = ENTITY_STORES.filter((store) => (changed[store]?.length ?? 0) > 0);
  const reads = await Promise.all(entity.map((store) => readRecords(db, store, changed[store] ?? [], { now })));
  if (engine.closed) return;
  const read: EntityRecords = {};
  const revs: Revisions = {};
  const gone: GoneKeys = {};
  entity.forEach((store, index) => {
    const result = reads[index];
    if (!result?.ok) return;
    reportQuarantine(result.quarantine);
    (read as Record<string, unknown>)[store] = result.records.found;
    revs[store] = result.revisions[store] ?? {};
    gone[store] = [...(gone[store] ?? []), ...result.records.gone];
    withTakenAlong(result.quarantine, gone);
  });
  adopt(engine, read, revs, gone);
  for (const store of ['settings', 'meta'] as const) {
    if (!changed[store]?.length) continue;
    const result = await readRecords(db, store, [SINGLE_RECORD_KEY], { now });
    if (engine.closed) return;
    if (result.ok) adoptSingle(engine, store, result.records.found[0], result.revisions[store]?.[SINGLE_RECORD_KEY]);
  }
}

/** The settings or meta record as read, unless memory holds a newer one or an unsaved change to it. */
export function adoptSingle(engine: EngineState, store: 'settings' | 'meta', found: unknown, rev: number | undefined): void {
  if (found == null || rev === undefined || engine.unsaved.has(unsavedKey(store, SINGLE_RECORD_KEY))) return;
  if (rev <= (engine.revisions[store]?.[SINGLE_RECORD_KEY] ?? 0)) return;
  (engine.revisions[store] ??= {})[SINGLE_RECORD_KEY] = rev;
  if (store === 'settings') useGameStore.setState({ settings: found as GameData['settings'] });
  else {
    engine.meta = found as Meta;
    useGameStore.setState({ seededAt: engine.meta.seededAt });
  }
}

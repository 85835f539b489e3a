// One transaction's changes, made from what memory holds now for the keys an action touched: a
// key still in memory is written with its current record, a key gone from memory is deleted.
// Writing memory's current record (not the record as the action left it) means actions made
// while an earlier save was in flight, or after one failed, are saved together and in order.
// A derived kind's records are made from the records they derive from (lib/model/registry.ts).

import type { GameData } from '../../model/game';
import { RECORD_KINDS, derivationOf, type DerivedKind } from '../../model/registry';
import type { Changes, Delete, Put } from './commit';
import type { Revisions } from './load';
import { SINGLE_RECORD_KEY, type DataStore, type Meta, type RecordValues } from './record-stores';
import type { TouchedKeys } from './touched-keys';

export type MemoryGame = GameData & { meta: Meta };

/** Each touched key's record as memory holds it now, or undefined when memory no longer has it. */
function currentRecords(game: MemoryGame, store: DataStore, keys: readonly string[]): Map<string, unknown> {
  const kind = RECORD_KINDS[store];
  if (kind.holding === 'single') {
    const value = store === 'settings' ? game.settings : { ...game.meta, seededAt: game.seededAt };
    return new Map([[SINGLE_RECORD_KEY, value]]);
  }
  if (kind.holding === 'derived') {
    const { from, valuesOf } = derivationOf(store as DerivedKind);
    return valuesOf(keys, game[from]);
  }
  const wanted = new Set(keys);
  const found = new Map<string, unknown>(keys.map((key) => [key, undefined]));
  for (const record of game[store as keyof GameData] as readonly { id: string }[]) if (wanted.has(record.id)) found.set(record.id, record);
  return found;
}

export function changesFromMemory(game: MemoryGame, touched: TouchedKeys, revisions: Revisions): Changes {
  const puts: { [S in DataStore]?: Put<RecordValues[S]>[] } = {};
  const deletes: { [S in DataStore]?: Delete[] } = {};
  for (const store of Object.keys(touched) as DataStore[]) {
    const keys = touched[store] ?? [];
    if (keys.length === 0) continue;
    for (const [key, value] of currentRecords(game, store, keys)) {
      const baseRev = revisions[store]?.[key] ?? 0;
      if (value === undefined) (deletes[store] ??= []).push({ key, baseRev });
      else ((puts[store] ??= []) as Put<unknown>[]).push({ value, baseRev });
    }
  }
  return { puts, deletes } as Changes;
}

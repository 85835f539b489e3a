// Which records an action changed: the keys, by store, that its one transaction must write or
// delete. Worked out from the game before and after the action's pure operation, which keeps
// every record it does not change as the very same object in the same place, so records are
// compared by reference and ids are looked up only for the few that differ. Every kind memory
// holds is compared (lib/model/registry.ts); a derived kind is touched through the records it
// derives from (a wallet's head through that wallet's ledger entries).

import type { GameData } from '../../model/game';
import { DERIVED_KINDS, LIST_KINDS, derivationOf } from '../../model/registry';
import { SINGLE_RECORD_KEY, type DataStore } from './record-stores';

export type TouchedKeys = { [S in DataStore]?: string[] };

type Identified = { readonly id: string };

/** The ids written (new or changed) or deleted between two lists of records. */
export function changedIds(before: readonly Identified[], after: readonly Identified[]): string[] {
  if (before === after) return [];
  const fresh = after.filter((record, index) => record !== before[index]);
  if (fresh.length === 0 && before.length === after.length) return [];
  // A record that only moved (others before it were removed) is the same object: not changed.
  const beforeById = new Map(before.map((record) => [record.id, record]));
  const ids = fresh.filter((record) => beforeById.get(record.id) !== record).map((record) => record.id);
  const kept = after.length - fresh.length + (fresh.length - ids.length);
  // Fewer old records kept than were there: some were deleted (an account, a restore).
  if (kept + ids.filter((id) => beforeById.has(id)).length < before.length) {
    const afterIds = new Set(after.map((record) => record.id));
    for (const record of before) if (!afterIds.has(record.id)) ids.push(record.id);
  }
  return [...new Set(ids)];
}

export function touchedKeys(before: GameData, after: GameData): TouchedKeys {
  const touched: TouchedKeys = {};
  for (const store of LIST_KINDS) {
    const ids = changedIds(before[store], after[store]);
    if (ids.length > 0) touched[store] = ids;
  }
  for (const store of DERIVED_KINDS) {
    const { from, keysOf } = derivationOf(store);
    const keys = keysOf(touched[from] ?? [], before[from], after[from]);
    if (keys.length > 0) touched[store] = keys;
  }
  if (before.settings !== after.settings) touched.settings = [SINGLE_RECORD_KEY];
  if (before.seededAt !== after.seededAt) touched.meta = [SINGLE_RECORD_KEY];
  return touched;
}

/** Both sets of keys together, each once. */
export function mergeTouched(into: TouchedKeys, more: TouchedKeys): TouchedKeys {
  const merged: TouchedKeys = { ...into };
  for (const store of Object.keys(more) as DataStore[]) {
    merged[store] = [...new Set([...(merged[store] ?? []), ...(more[store] ?? [])])];
  }
  return merged;
}

export function isNothingTouched(touched: TouchedKeys): boolean {
  return Object.values(touched).every((keys) => keys === undefined || keys.length === 0);
}

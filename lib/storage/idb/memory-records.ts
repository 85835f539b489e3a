// Records read from the database put into memory's collections, one per entity store: joined in
// by revision (merge-records.ts) when another tab announced them or a screen asked for them, or,
// for the records a conflict is about, taken as stored. A collection nothing changed stays the
// very same array, so subscribers do not render again and touched-keys.ts sees no change.

import type { GameData } from '../../model/game';
import type { Revisions } from './load';
import { RECORD_KINDS } from '../../model/registry';
import { byCreation, mergeRecords, type MergeRules } from './merge-records';
import { ENTITY_STORES, type EntityStore, type RecordValues } from './record-stores';

/** Memory's collection of each entity store: GameData names them as the stores are named. */
export type EntityCollections = Pick<GameData, EntityStore>;

export type EntityRecords = { [S in EntityStore]?: readonly RecordValues[S][] };

export type GoneKeys = { [S in EntityStore]?: string[] };

type Identified = { readonly id: string };


/**
 * `held` with `read` joined in, store by store; `gone` lists keys found deleted. Returns only
 * the collections that changed (an empty object when none did).
 */
export function mergeIntoCollections(
  held: EntityCollections,
  read: EntityRecords,
  readRevs: Revisions,
  gone: GoneKeys,
  rulesOf: (store: EntityStore) => MergeRules,
): Partial<EntityCollections> {
  const next: Partial<Record<EntityStore, Identified[]>> = {};
  for (const store of ENTITY_STORES) {
    const records = read[store] as readonly Identified[] | undefined;
    if (records === undefined && !gone[store]) continue;
    const found = (records ?? []).map((value) => ({ value, rev: readRevs[store]?.[value.id] ?? 0 }));
    // Kinds the registry holds in order (positions, ledger entries) are kept oldest first; the rest in the order they came.
    const order = RECORD_KINDS[store].ordered ? (byCreation as unknown as (a: Identified, b: Identified) => number) : undefined;
    const merged = mergeRecords(held[store] as readonly Identified[], found, gone[store] ?? [], rulesOf(store), order);
    if (merged !== held[store]) next[store] = merged;
  }
  return next as Partial<EntityCollections>;
}

/**
 * A conflict's records taken as stored: each touched record memory holds is replaced by the one
 * read (or dropped when the store no longer has it), and stored records memory lacked are added.
 */
export function replaceTouched<T extends Identified>(held: readonly T[], touched: readonly string[], found: readonly T[]): T[] {
  const byId = new Map(found.map((record) => [record.id, record]));
  const touchedIds = new Set(touched);
  const heldIds = new Set(held.map((record) => record.id));
  const kept = held.filter((record) => !touchedIds.has(record.id) || byId.has(record.id)).map((record) => byId.get(record.id) ?? record);
  return [...kept, ...found.filter((record) => !heldIds.has(record.id))];
}

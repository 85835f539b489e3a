// The object stores that hold the game's records, as storage sees the record registry
// (lib/model/registry.ts): one store per kind, named as the kind, each record checked against
// its kind's schema and version. Nothing here is declared twice: every list derives from the
// registry.

import type * as v from 'valibot';
import { KIND_NAMES, LIST_KINDS, RECORD_KINDS, RECORD_SHAPES, type DerivedKind, type KindName, type ListKind, type RecordValues } from '../../model/registry';

export type { RecordValues };
export type { Meta } from '../../model/meta';

export type DataStore = KindName;

/** Stores of many records, each keyed by its own id, that memory holds as GameData's collections. */
export const ENTITY_STORES: readonly ListKind[] = LIST_KINDS;
export type EntityStore = ListKind;

export const SINGLE_RECORD_KEY = 'current';

export const DATA_STORES: readonly DataStore[] = KIND_NAMES;

export const RECORD_SCHEMAS = Object.fromEntries(KIND_NAMES.map((name) => [name, RECORD_SHAPES[name].schema])) as unknown as { [S in DataStore]: v.GenericSchema<unknown, RecordValues[S]> };

/** The version of each store's record shape that this code writes and reads. */
export const RECORD_VERSIONS = Object.fromEntries(KIND_NAMES.map((name) => [name, RECORD_SHAPES[name].version])) as { readonly [S in DataStore]: number };

export function isEntityStore(store: DataStore): store is EntityStore {
  return RECORD_KINDS[store].holding === 'list';
}

/** Whether a store keys each record by its own id (held in memory or derived), not by SINGLE_RECORD_KEY. */
export function isKeyedById(store: DataStore): store is EntityStore | DerivedKind {
  return RECORD_KINDS[store].holding !== 'single';
}

/** The key a record is stored under: its id, or the one key of a single-record store. */
export function keyOf<S extends DataStore>(store: S, value: RecordValues[S]): string {
  return isKeyedById(store) ? (value as RecordValues[EntityStore | DerivedKind]).id : SINGLE_RECORD_KEY;
}

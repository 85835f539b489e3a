// Records read from the database joined to what memory holds. Memory may hold only part of the
// game (start-up reads the logged-in player's records, a screen asks for more), so a read adds
// the records memory lacks and replaces those it holds at an older revision, except records
// with a change of this tab not yet saved: those stay as they are in memory.
//
// The database hands records back in key order; memory keeps the order the game shows them in
// (ledger and positions oldest first, as appended), so what is read is put in that order.

import type { LedgerEntry } from '../../model/ledger-entry';
import type { Position } from '../../model/position';

type Timed = { readonly id: string; readonly createdAt: string };

/** Oldest first; records of the same millisecond by id, so every tab orders them alike. */
export function byCreation(a: Timed, b: Timed): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export interface MergeRules {
  /** The revision memory's copy of a record was read or saved at; undefined when memory lacks it. */
  knownRev: (id: string) => number | undefined;
  /** Records with a change of this tab that is not saved yet. */
  isUnsaved: (id: string) => boolean;
}

/**
 * `held` with `read` joined in. `gone` lists ids found deleted in the database. Returns `held`
 * itself when nothing changes, so subscribers do not render again.
 */
export function mergeRecords<T extends { readonly id: string }>(
  held: readonly T[],
  read: readonly { value: T; rev: number }[],
  gone: readonly string[],
  rules: MergeRules,
  order?: (a: T, b: T) => number,
): T[] {
  const replace = new Map<string, T>();
  const add: T[] = [];
  for (const { value, rev } of read) {
    if (rules.isUnsaved(value.id)) continue;
    const known = rules.knownRev(value.id);
    if (known === undefined) add.push(value);
    else if (rev > known) replace.set(value.id, value);
  }
  const remove = new Set(gone.filter((id) => !rules.isUnsaved(id) && rules.knownRev(id) !== undefined));
  if (replace.size === 0 && add.length === 0 && remove.size === 0) return held as T[];
  const heldIds = new Set(held.map((record) => record.id));
  const fresh = add.filter((record) => !heldIds.has(record.id));
  const kept = held.filter((record) => !remove.has(record.id)).map((record) => replace.get(record.id) ?? record);
  if (fresh.length === 0) return kept;
  const joined = [...kept, ...fresh];
  return order ? joined.sort(order) : joined;
}

export const positionOrder: (a: Position, b: Position) => number = byCreation;
export const ledgerOrder: (a: LedgerEntry, b: LedgerEntry) => number = byCreation;

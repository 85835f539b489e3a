// A reference copy of version 8's lib/storage code, for the tests only (see game-spec.ts).
// The fields of a position or a ledger entry that the packed row has no column for. They travel
// in one object at the end of the row, so that a field added to the model is stored, checked and
// read back with no change to the packer or the row check: the model's schema, less the columns,
// is what that object must be. A field whose value is nearly always the same (every practice
// bet's wallet) may name that value here, and a row leaves it out when it has it.

import * as v from 'valibot';
import { PRACTICE_WALLET } from '@/lib/model/practice-wallet';
import { ledgerEntrySchema, type LedgerEntry } from '@/lib/model/ledger-entry';
import { positionSchema, type Position } from '@/lib/model/position';

/** The position fields a packed position row has a column for (choice and status share one). */
const POSITION_COLUMNS = ['id', 'accountId', 'marketId', 'choice', 'status', 'amount', 'potentialWin', 'createdAt', 'settledAt', 'question', 'yesShareAfter'] as const;
/** The entry fields a packed entry tuple has a column for. */
const ENTRY_COLUMNS = ['id', 'accountId', 'amount', 'description', 'createdAt', 'positionId'] as const;

const positionExtrasSchema = v.omit(positionSchema, POSITION_COLUMNS);
const entryExtrasSchema = v.omit(ledgerEntrySchema, ENTRY_COLUMNS);

export type PositionExtras = v.InferOutput<typeof positionExtrasSchema>;
export type EntryExtras = v.InferOutput<typeof entryExtrasSchema>;

/** A row's trailing object: the extra fields whose value is not the usual one. */
export type PackedExtras<T> = Partial<T>;

interface ExtrasForm<R, E> {
  keys: readonly (keyof E & keyof R)[];
  usual: Partial<E>;
  schema: v.GenericSchema<unknown, E>;
  /** Whether a row without a trailing object is whole: every extra field has a usual value. */
  usualSuffices: boolean;
}

function extrasForm<R, E extends object>(schema: v.GenericSchema<unknown, E> & { entries: object }, usual: Partial<E>): ExtrasForm<R, E> {
  return { keys: Object.keys(schema.entries) as (keyof E & keyof R)[], usual, schema, usualSuffices: v.is(schema, usual) };
}

export const POSITION_EXTRAS = extrasForm<Position, PositionExtras>(positionExtrasSchema, { wallet: PRACTICE_WALLET });
export const ENTRY_EXTRAS = extrasForm<LedgerEntry, EntryExtras>(entryExtrasSchema, { wallet: PRACTICE_WALLET });

/** The trailing object a record's row ends with, or undefined when every extra field is usual. */
export function packExtras<R, E>(record: R, form: ExtrasForm<R, E>): PackedExtras<E> | undefined {
  let extras: Record<string, unknown> | undefined;
  for (const key of form.keys) {
    const value = record[key];
    if (value === undefined || value === form.usual[key]) continue;
    (extras ??= {})[key as string] = value;
  }
  return extras as PackedExtras<E> | undefined;
}

/**
 * Sets a record's extra fields from its row's trailing object (absent: all usual), checked by
 * `isPackedExtras` first. Set one by one, not spread: at 10,000 rows a spread costs more.
 */
export function unpackExtras<R, E>(record: Omit<R, keyof E>, trailing: PackedExtras<E> | undefined, form: ExtrasForm<R, E>): R {
  const target = record as Record<string, unknown>;
  for (const key of form.keys) {
    const value = trailing !== undefined && key in trailing ? trailing[key] : form.usual[key];
    if (value !== undefined) target[key as string] = value;
  }
  return record as R;
}

/** Whether a row's trailing object (undefined when the row has none) gives whole, valid extra fields. */
export function isPackedExtras<R, E>(trailing: unknown, form: ExtrasForm<R, E>): boolean {
  if (trailing === undefined) return form.usualSuffices;
  if (typeof trailing !== 'object' || trailing === null || Array.isArray(trailing)) return false;
  return v.is(form.schema, { ...form.usual, ...trailing });
}

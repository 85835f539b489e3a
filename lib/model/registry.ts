// The record registry, part two: each kind's lib/model schema, the version of that shape and,
// for a derived kind, how storage makes it (part one, what storage and memory need to know of
// each kind, is record-kinds.ts). The table is
// checked against the kinds: a kind without its schema, or a schema without its kind, does not
// compile. Loaded with storage, not with the page.

import type * as v from 'valibot';
import { accountSchema } from './account';
import { leagueSchema } from './league';
import { ledgerEntrySchema } from './ledger-entry';
import { marketSchema } from './market';
import { membershipSchema } from './membership';
import { metaSchema } from './meta';
import { operatedLeagueSchema } from './operated-league';
import { positionSchema } from './position';
import type { DerivedKind, KindName } from './record-kinds';
import { settingsSchema } from './settings';
import type { LedgerEntry } from './ledger-entry';
import { walletHeadSchema } from './wallet-head';
import { headsOfEntries, walletHeadsFromLedger } from './wallet-head-id';

export * from './record-kinds';

export interface Derivation<T> {
  readonly from: 'ledger';
  /** The keys an action's changes to `from` (these ids, before and after) touch. */
  readonly keysOf: (ids: readonly string[], before: readonly LedgerEntry[], after: readonly LedgerEntry[]) => string[];
  /** Each key's record as `from` holds it now; undefined to delete it. */
  readonly valuesOf: (keys: readonly string[], records: readonly LedgerEntry[]) => Map<string, T | undefined>;
}

interface RecordShape<S extends v.GenericSchema> {
  readonly schema: S;
  /** The version of the record's shape; a record read at another version is upgraded or set aside. */
  readonly version: number;
  /** How storage makes a derived kind's records (record-kinds.ts holds it 'derived'). */
  readonly derivation?: Derivation<v.InferOutput<S>>;
}

const shape = <S extends v.GenericSchema>(declared: RecordShape<S>) => declared;

export const RECORD_SHAPES = {
  markets: shape({ schema: marketSchema, version: 1 }),
  accounts: shape({ schema: accountSchema, version: 1 }),
  settings: shape({ schema: settingsSchema, version: 1 }),
  meta: shape({ schema: metaSchema, version: 1 }),
  positions: shape({ schema: positionSchema, version: 1 }),
  ledger: shape({ schema: ledgerEntrySchema, version: 1 }),
  leagues: shape({ schema: leagueSchema, version: 1 }),
  operatedLeagues: shape({ schema: operatedLeagueSchema, version: 1 }),
  memberships: shape({ schema: membershipSchema, version: 1 }),
  wallets: shape({ schema: walletHeadSchema, version: 1, derivation: { from: 'ledger', keysOf: headsOfEntries, valuesOf: walletHeadsFromLedger } }),
} satisfies { [K in KindName]: RecordShape<v.GenericSchema> };

/** The record each kind's store holds, as its schema defines it. */
export type RecordValues = { [K in KindName]: v.InferOutput<(typeof RECORD_SHAPES)[K]['schema']> };

/** How a derived kind is made; every derived kind declares one. */
export function derivationOf<K extends DerivedKind>(name: K): Derivation<RecordValues[K]> {
  const derivation = RECORD_SHAPES[name].derivation;
  if (!derivation) throw new Error(`The derived kind ${name} declares no derivation`);
  return derivation;
}

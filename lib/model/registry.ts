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
import { notifyOptInSchema } from './notify-opt-in';
import { operatedLeagueSchema } from './operated-league';
import { positionSchema } from './position';
import type { DerivedKind, KindName } from './record-kinds';
import { settingsSchema } from './settings';
import type { LedgerEntry } from './ledger-entry';
import { walletHeadSchema } from './wallet-head';
import { accountOfWalletHead, headsOfEntries, walletHeadsFromLedger } from './wallet-head-id';

export * from './record-kinds';

export interface Derivation<T> {
  readonly from: 'ledger';
  /** The keys an action's changes to `from` (these ids, before and after) touch. */
  readonly keysOf: (ids: readonly string[], before: readonly LedgerEntry[], after: readonly LedgerEntry[]) => string[];
  /** The account whose records a key stands for: a conflict on it reads that account's records again. */
  readonly accountOf: (key: string) => string;
  /** Each key's record as `from` holds it now; undefined to delete it. */
  readonly valuesOf: (keys: readonly string[], records: readonly LedgerEntry[]) => Map<string, T | undefined>;
}

/** An index of an object store: the key path inside the stored wrapper, and the database version that made it. */
export interface IndexDeclaration {
  readonly path: string | readonly string[];
  readonly since: number;
}

const BY_ACCOUNT = { path: 'value.accountId', since: 1 } as const;

/** The indexes positions and ledger entries have had since the first database. */
const PLAY_INDEXES = {
  byAccount: BY_ACCOUNT,
  byWallet: { path: 'value.wallet', since: 1 },
  byAccountWallet: { path: ['value.accountId', 'value.wallet'], since: 1 },
  byAccountTime: { path: ['value.accountId', 'value.createdAt'], since: 1 },
} as const;

interface RecordShape<S extends v.GenericSchema> {
  readonly schema: S;
  /** The version of the record's shape; a record read at another version is upgraded or set aside. */
  readonly version: number;
  /** The database version whose upgrade created the store (the upgrade makes every store newer than the old version). */
  readonly since: number;
  readonly indexes: Readonly<Record<string, IndexDeclaration>>;
  /** How storage makes a derived kind's records (record-kinds.ts holds it 'derived'). */
  readonly derivation?: Derivation<v.InferOutput<S>>;
}

/** An entry, its schema and indexes kept exact for the types derived from the table. */
const shape = <S extends v.GenericSchema, I extends Readonly<Record<string, IndexDeclaration>>>(declared: RecordShape<S> & { indexes: I }): RecordShape<S> & { readonly indexes: I } => declared;

export const RECORD_SHAPES = {
  markets: shape({ schema: marketSchema, version: 1, since: 1, indexes: {} }),
  accounts: shape({ schema: accountSchema, version: 1, since: 1, indexes: {} }),
  settings: shape({ schema: settingsSchema, version: 1, since: 1, indexes: {} }),
  meta: shape({ schema: metaSchema, version: 1, since: 1, indexes: {} }),
  positions: shape({ schema: positionSchema, version: 1, since: 1, indexes: { ...PLAY_INDEXES, byMarket: { path: 'value.marketId', since: 1 } } }),
  // Entries without a position (a bonus, a welcome) hold null, which is no key: not in byPosition.
  ledger: shape({ schema: ledgerEntrySchema, version: 1, since: 1, indexes: { ...PLAY_INDEXES, byPosition: { path: 'value.positionId', since: 1 } } }),
  leagues: shape({ schema: leagueSchema, version: 1, since: 2, indexes: {} }),
  operatedLeagues: shape({ schema: operatedLeagueSchema, version: 1, since: 3, indexes: {} }),
  memberships: shape({ schema: membershipSchema, version: 1, since: 3, indexes: { byAccount: { path: 'value.accountId', since: 3 } } }),
  wallets: shape({
    schema: walletHeadSchema,
    version: 1,
    since: 4,
    indexes: { byAccount: { path: 'value.accountId', since: 4 } },
    derivation: { from: 'ledger', keysOf: headsOfEntries, accountOf: accountOfWalletHead, valuesOf: walletHeadsFromLedger },
  }),
  notifyOptIns: shape({ schema: notifyOptInSchema, version: 1, since: 5, indexes: {} }),
} satisfies { [K in KindName]: RecordShape<v.GenericSchema> };

export type RecordShapes = typeof RECORD_SHAPES;

/** The database version this code opens: the newest store or index declared. */
export const DATABASE_VERSION = Math.max(
  ...Object.values(RECORD_SHAPES).flatMap((shaped: RecordShape<v.GenericSchema>) => [shaped.since, ...Object.values(shaped.indexes).map((index) => index.since)]),
);

/** The record each kind's store holds, as its schema defines it. */
export type RecordValues = { [K in KindName]: v.InferOutput<(typeof RECORD_SHAPES)[K]['schema']> };

/** How a derived kind is made; every derived kind declares one. */
export function derivationOf<K extends DerivedKind>(name: K): Derivation<RecordValues[K]> {
  const derivation = RECORD_SHAPES[name].derivation;
  if (!derivation) throw new Error(`The derived kind ${name} declares no derivation`);
  return derivation;
}

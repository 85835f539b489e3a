// The object stores that hold the game's records, what each record is (its lib/model schema) and
// the version of that shape. A record's version rises with its schema; the database's version
// (database.ts) rises with it, and the upgrade rewrites the records, so a tab of older code can
// no longer open the database instead of meeting records it cannot read.

import * as v from 'valibot';
import { accountSchema, type Account } from '../../model/account';
import { isoTimeSchema, wholeCountSchema } from '../../model/fields';
import { leagueSchema, type League } from '../../model/league';
import { ledgerEntrySchema, type LedgerEntry } from '../../model/ledger-entry';
import { marketSchema, type Market } from '../../model/market';
import { membershipSchema, type Membership } from '../../model/membership';
import { operatedLeagueSchema, type OperatedLeague } from '../../model/operated-league';
import { positionSchema, type Position } from '../../model/position';
import { settingsSchema, type Settings } from '../../model/settings';
import { walletHeadSchema, type WalletHead } from '../../model/wallet-head';

/** What the game knows about itself rather than about play: when the catalogue was seeded, and the move from localStorage. */
export const metaSchema = v.strictObject({
  seededAt: v.nullable(isoTimeSchema),
  /** Set by the move from localStorage, in the same transaction as the records it wrote. */
  movedFromLocalStorage: v.nullable(
    v.strictObject({
      at: isoTimeSchema,
      /** The envelope's version and rev the records came from. */
      fromVersion: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
      fromRev: wholeCountSchema,
    }),
  ),
});

export type Meta = v.InferOutput<typeof metaSchema>;

/** The value each store holds, as the model defines it. */
export interface RecordValues {
  markets: Market;
  accounts: Account;
  positions: Position;
  ledger: LedgerEntry;
  leagues: League;
  operatedLeagues: OperatedLeague;
  memberships: Membership;
  wallets: WalletHead;
  settings: Settings;
  meta: Meta;
}

export type DataStore = keyof RecordValues;

/** Stores of many records, each keyed by its own id. */
export const ENTITY_STORES = ['markets', 'accounts', 'positions', 'ledger', 'leagues', 'operatedLeagues', 'memberships'] as const satisfies readonly DataStore[];
export type EntityStore = (typeof ENTITY_STORES)[number];

/**
 * Stores of many records, each keyed by its own id, that memory does not hold: storage writes
 * them from the records an action changed (wallet heads, from its ledger entries).
 */
export const DERIVED_STORES = ['wallets'] as const satisfies readonly DataStore[];
export type DerivedStore = (typeof DERIVED_STORES)[number];

/** Stores of one record, kept under SINGLE_RECORD_KEY. */
export const SINGLE_RECORD_STORES = ['settings', 'meta'] as const satisfies readonly DataStore[];
export type SingleRecordStore = (typeof SINGLE_RECORD_STORES)[number];

export const SINGLE_RECORD_KEY = 'current';

export const DATA_STORES: readonly DataStore[] = [...ENTITY_STORES, ...DERIVED_STORES, ...SINGLE_RECORD_STORES];

export const RECORD_SCHEMAS: { [S in DataStore]: v.GenericSchema<unknown, RecordValues[S]> } = {
  markets: marketSchema,
  accounts: accountSchema,
  positions: positionSchema,
  ledger: ledgerEntrySchema,
  leagues: leagueSchema,
  operatedLeagues: operatedLeagueSchema,
  memberships: membershipSchema,
  wallets: walletHeadSchema,
  settings: settingsSchema,
  meta: metaSchema,
};

/** The version of each store's record shape that this code writes and reads. */
export const RECORD_VERSIONS: { readonly [S in DataStore]: number } = {
  markets: 1,
  accounts: 1,
  positions: 1,
  ledger: 1,
  leagues: 1,
  operatedLeagues: 1,
  memberships: 1,
  wallets: 1,
  settings: 1,
  meta: 1,
};

export function isEntityStore(store: DataStore): store is EntityStore {
  return (ENTITY_STORES as readonly DataStore[]).includes(store);
}

/** Whether a store keys each record by its own id (held in memory or derived), not by SINGLE_RECORD_KEY. */
export function isKeyedById(store: DataStore): store is EntityStore | DerivedStore {
  return !(SINGLE_RECORD_STORES as readonly DataStore[]).includes(store);
}

/** The key a record is stored under: its id, or the one key of a single-record store. */
export function keyOf<S extends DataStore>(store: S, value: RecordValues[S]): string {
  return isKeyedById(store) ? (value as RecordValues[EntityStore | DerivedStore]).id : SINGLE_RECORD_KEY;
}

// The record registry, part one: every kind of record the game stores, declared once with what
// memory and the rules need to know of it: how memory holds it, what start-up reads of it,
// whether a player's backup carries it, its order, whether it is one account's. How storage
// keeps it (its schema and record version, the database version of its store and indexes, how a
// derived kind is made) is part two (registry.ts), kept apart so that code on every page (the
// empty game, the store) can list the kinds without loading valibot or storage's code. The database upgrade, memory's collections (GameData), what a
// commit touches and writes, the reads, quarantine and reset all derive from these two tables.


/**
 * How memory holds a kind: 'list', a collection of GameData named as the store; 'single', one
 * record; 'derived', none: storage writes it from the records of `from` that an action changed.
 */
export type Holding = 'list' | 'single' | 'derived';

/** What start-up reads: every record, the logged-in account's (by its byAccount index), or the one record. */
export type StartupRead = 'all' | 'account' | 'single';

export interface RecordKind {
  readonly holding: Holding;
  readonly startup: StartupRead;
  /** Whether a player's backup carries records of this kind (which ones is the backup's rule). */
  readonly backup: boolean;
  /** Held oldest first by creation (ties by id), as appended; otherwise in the order read. */
  readonly ordered: boolean;
  /** Each record is one account's (its accountId): it goes when the account is deleted. */
  readonly ownedByAccount: boolean;
}

/** An entry, its holding and start-up read kept exact for the types derived from the table. */
const kind = <H extends Holding, R extends StartupRead>(declared: RecordKind & { holding: H; startup: R }): RecordKind & { readonly holding: H; readonly startup: R } => declared;

export const RECORD_KINDS = {
  markets: kind({ holding: 'list', startup: 'all', backup: true, ordered: false, ownedByAccount: false }),
  accounts: kind({ holding: 'list', startup: 'all', backup: true, ordered: false, ownedByAccount: false }),
  settings: kind({ holding: 'single', startup: 'single', backup: true, ordered: false, ownedByAccount: false }),
  meta: kind({ holding: 'single', startup: 'single', backup: false, ordered: false, ownedByAccount: false }),
  positions: kind({ holding: 'list', startup: 'account', backup: true, ordered: true, ownedByAccount: true }),
  ledger: kind({ holding: 'list', startup: 'account', backup: true, ordered: true, ownedByAccount: true }),
  // Few, and their questions are among the markets: all read at start-up.
  leagues: kind({ holding: 'list', startup: 'all', backup: true, ordered: false, ownedByAccount: false }),
  operatedLeagues: kind({ holding: 'list', startup: 'all', backup: true, ordered: false, ownedByAccount: true }),
  memberships: kind({ holding: 'list', startup: 'all', backup: true, ordered: false, ownedByAccount: true }),
  // Read with the account's ledger, in its transaction: a head is never newer than the entries memory holds.
  wallets: kind({ holding: 'derived', startup: 'account', backup: false, ordered: false, ownedByAccount: true }),
  // This browser's notification opt-in per account, read by the service worker too; not backed up:
  // it goes with this browser's permission.
  notifyOptIns: kind({ holding: 'list', startup: 'all', backup: false, ordered: false, ownedByAccount: true }),
};

export type RecordKinds = typeof RECORD_KINDS;
export type KindName = keyof RecordKinds;

type KindsHeld<H extends Holding> = { [K in KindName]: RecordKinds[K]['holding'] extends H ? K : never }[KindName];

/** Kinds memory holds as collections of GameData, each record keyed by its id. */
export type ListKind = KindsHeld<'list'>;
export type DerivedKind = KindsHeld<'derived'>;
export type SingleKind = KindsHeld<'single'>;
/** Kinds start-up reads for the logged-in account alone, by their byAccount index: an account's own records. */
export type AccountKind = { [K in KindName]: RecordKinds[K]['startup'] extends 'account' ? K : never }[KindName];

const names = Object.keys(RECORD_KINDS) as KindName[];
const held = <K extends KindName>(holding: Holding) => names.filter((name) => RECORD_KINDS[name].holding === holding) as K[];

export const KIND_NAMES: readonly KindName[] = names;
export const LIST_KINDS: readonly ListKind[] = held<ListKind>('list');
export const DERIVED_KINDS: readonly DerivedKind[] = held<DerivedKind>('derived');
export const SINGLE_KINDS: readonly SingleKind[] = held<SingleKind>('single');
export const ACCOUNT_KINDS: readonly AccountKind[] = names.filter((name) => RECORD_KINDS[name].startup === 'account') as AccountKind[];

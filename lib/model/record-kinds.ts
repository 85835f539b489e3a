// The record registry, part one: every kind of record the game stores, declared once with what
// storage and memory need to know of it: how memory holds it, the database version that created
// its object store and its indexes, what start-up reads of it, whether a player's backup carries
// it. Its schema, record version and, for a derived kind, how it is made are part two
// (registry.ts), kept apart so that code on every page (the empty game, the store) can list the
// kinds without loading valibot or storage's code. The database upgrade, memory's collections (GameData), what a
// commit touches and writes, the reads, quarantine and reset all derive from these two tables.


/** An index of an object store: the key path inside the stored wrapper, and the database version that made it. */
export interface IndexDeclaration {
  readonly path: string | readonly string[];
  readonly since: number;
}

/**
 * How memory holds a kind: 'list', a collection of GameData named as the store; 'single', one
 * record; 'derived', none: storage writes it from the records of `from` that an action changed.
 */
export type Holding = 'list' | 'single' | 'derived';

/** What start-up reads: every record, the logged-in account's (by its byAccount index), or the one record. */
export type StartupRead = 'all' | 'account' | 'single';

export interface RecordKind {
  readonly holding: Holding;
  /** The database version whose upgrade created the store (the upgrade makes every store newer than the old version). */
  readonly since: number;
  readonly indexes: Readonly<Record<string, IndexDeclaration>>;
  readonly startup: StartupRead;
  /** Whether a player's backup carries records of this kind (which ones is the backup's rule). */
  readonly backup: boolean;
  /** Held oldest first by creation (ties by id), as appended; otherwise in the order read. */
  readonly ordered: boolean;
}

const BY_ACCOUNT = { path: 'value.accountId', since: 1 } as const;

/** The indexes positions and ledger entries have had since the first database. */
const PLAY_INDEXES = {
  byAccount: BY_ACCOUNT,
  byWallet: { path: 'value.wallet', since: 1 },
  byAccountWallet: { path: ['value.accountId', 'value.wallet'], since: 1 },
  byAccountTime: { path: ['value.accountId', 'value.createdAt'], since: 1 },
} as const;

/** An entry, its holding, start-up read and indexes kept exact for the types derived from the table. */
const kind = <H extends Holding, R extends StartupRead, I extends Readonly<Record<string, IndexDeclaration>>>(
  declared: RecordKind & { holding: H; startup: R; indexes: I },
): RecordKind & { readonly holding: H; readonly startup: R; readonly indexes: I } => declared;

export const RECORD_KINDS = {
  markets: kind({ holding: 'list', since: 1, indexes: {}, startup: 'all', backup: true, ordered: false }),
  accounts: kind({ holding: 'list', since: 1, indexes: {}, startup: 'all', backup: true, ordered: false }),
  settings: kind({ holding: 'single', since: 1, indexes: {}, startup: 'single', backup: true, ordered: false }),
  meta: kind({ holding: 'single', since: 1, indexes: {}, startup: 'single', backup: false, ordered: false }),
  positions: kind({ holding: 'list', since: 1, indexes: { ...PLAY_INDEXES, byMarket: { path: 'value.marketId', since: 1 } }, startup: 'account', backup: true, ordered: true }),
  // Entries without a position (a bonus, a welcome) hold null, which is no key: not in byPosition.
  ledger: kind({ holding: 'list', since: 1, indexes: { ...PLAY_INDEXES, byPosition: { path: 'value.positionId', since: 1 } }, startup: 'account', backup: true, ordered: true }),
  // Few, and their questions are among the markets: all read at start-up.
  leagues: kind({ holding: 'list', since: 2, indexes: {}, startup: 'all', backup: true, ordered: false }),
  operatedLeagues: kind({ holding: 'list', since: 3, indexes: {}, startup: 'all', backup: true, ordered: false }),
  memberships: kind({ holding: 'list', since: 3, indexes: { byAccount: { path: 'value.accountId', since: 3 } }, startup: 'all', backup: true, ordered: false }),
  // Read with the account's ledger, in its transaction: a head is never newer than the entries memory holds.
  wallets: kind({ holding: 'derived', since: 4, indexes: { byAccount: { path: 'value.accountId', since: 4 } }, startup: 'account', backup: false, ordered: false }),
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

/** The database version this code opens: the newest store or index declared. */
export const DATABASE_VERSION = Math.max(...names.flatMap((name) => [RECORD_KINDS[name].since, ...Object.values(RECORD_KINDS[name].indexes).map((index) => index.since)]));

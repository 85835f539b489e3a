// Reading the game. Start-up reads, in parallel within one readonly transaction, what the first
// screens need, as the record registry declares it (lib/model/registry.ts): the catalogue, the
// leagues (followed and run) with the memberships, the settings, the meta record, every account,
// and the positions, ledger and wallet heads of the logged-in account alone. Other accounts' records and a market's positions are
// read by index when a screen asks. Every record is checked; those found wanting are left out
// and moved to quarantine in the same call, with what a damaged record of a league takes along
// (league-damage.ts), and the rest load. Never throws.

import type { GameDatabase } from './database';
import { damageTaking, damageTie, leagueDamages } from './league-damage';
import { NOTHING_SET_ASIDE, quarantineRecords, type FoundWanting, type QuarantineOutcome } from './quarantine';
import { ACCOUNT_KINDS, DERIVED_KINDS, KIND_NAMES, LIST_KINDS, RECORD_KINDS, SINGLE_KINDS, type AccountKind, type KindName, type ListKind, type StartupRead } from '../../model/registry';
import { SINGLE_RECORD_KEY, isKeyedById, keyOf, type DataStore, type Meta, type RecordValues } from './record-stores';
import { checkRecord } from './records';

/** The rev of every record read, by store and key: what the next change of each is based on. */
export type Revisions = { [S in DataStore]?: Record<string, number> };

export type ReadFailure = 'closed' | 'refused';

export type ReadResult<T> = { ok: true; records: T; revisions: Revisions; quarantine: QuarantineOutcome } | { ok: false; reason: ReadFailure };

/** Checks what a store returned: the sound records, their revs noted, the rest noted as wanting. */
function sortOut<S extends DataStore>(store: S, raws: readonly unknown[], revisions: Revisions, wanting: FoundWanting[]): RecordValues[S][] {
  const sound: RecordValues[S][] = [];
  const revs: Record<string, number> = (revisions[store] ??= {});
  for (const raw of raws) {
    const checked = checkRecord(store, raw);
    const storedKey = keyFound(store, raw);
    const key = String(storedKey);
    if (checked.ok) {
      sound.push(checked.value);
      revs[key] = checked.rev;
    } else {
      wanting.push({ store, key, storedKey, reason: checked.reason, problem: checked.problem, league: damageTie(store, (raw as { value?: unknown } | null)?.value) });
    }
  }
  return sound;
}

/**
 * The key a raw record was stored under: the wrapped id (the store's key path, which a tampered
 * record may have made a number or a date), or the one key.
 */
function keyFound(store: DataStore, raw: unknown): IDBValidKey {
  if (!isKeyedById(store)) return SINGLE_RECORD_KEY;
  const value = (raw as { value?: { id?: unknown } } | null)?.value;
  return value?.id as IDBValidKey;
}

/** The sound records of one store read, less those that go with a damaged record of their league. */
type Keep = <S extends DataStore>(store: S, sound: RecordValues[S][]) => RecordValues[S][];

/** What was read, made by `build` from the sound records `keep` lets through; the rest is moved to the quarantine. */
async function finish<T>(db: GameDatabase, revisions: Revisions, wanting: FoundWanting[], now: () => Date, build: (keep: Keep) => T): Promise<ReadResult<T>> {
  if (wanting.length === 0) return { ok: true, records: build((_, sound) => sound), revisions, quarantine: NOTHING_SET_ASIDE };
  const damages = leagueDamages(wanting);
  const records = build((store, sound) =>
    sound.filter((value) => {
      if (damageTaking(damages, store, value) === null) return true;
      delete revisions[store]?.[keyOf(store, value)];
      return false;
    }),
  );
  return { ok: true, records, revisions, quarantine: await quarantineRecords(db, wanting, now().toISOString(), damages) };
}

function readFailure(error: unknown): ReadFailure {
  return error instanceof DOMException && error.name === 'InvalidStateError' ? 'closed' : 'refused';
}

/**
 * What start-up reads, per the registry: each kind held as a list (every record, or the logged-in
 * account's own: none when nobody is logged in), and the one settings and meta records (null
 * before the first save, or when set aside). Derived kinds are read only for their revisions.
 */
export type StartupRecords = { [K in ListKind]: RecordValues[K][] } & { settings: RecordValues['settings'] | null; meta: Meta | null };

export interface ReadOptions {
  now: () => Date;
}

/** Just what reading needs of a store, whichever kind: idb's per-store types are no help over a list of kinds. */
interface ReadableStore {
  get(key: string): Promise<unknown>;
  getAll(): Promise<unknown[]>;
  index(name: 'byAccount'): { getAll(key: string): Promise<unknown[]> };
}

type ReadTransaction = { objectStore(name: KindName): unknown };

/** A kind's records as start-up reads them (see the registry's `startup`), `null` for an account's with nobody logged in. */
async function readKind(transaction: ReadTransaction, name: KindName, accountId: string | null, read: StartupRead): Promise<unknown[]> {
  const store = transaction.objectStore(name) as ReadableStore;
  if (read === 'single') {
    const value = await store.get(SINGLE_RECORD_KEY);
    return value === undefined ? [] : [value];
  }
  if (read === 'all') return store.getAll();
  return accountId === null ? [] : store.index('byAccount').getAll(accountId);
}

/** Every kind's records, read in one readonly transaction and checked; what was read keeps what `keep` lets through. */
async function readKinds(db: GameDatabase, names: readonly KindName[], readOf: (name: KindName) => StartupRead, accountId: string | null) {
  const raw = new Map<KindName, unknown[]>();
  try {
    const transaction = db.transaction([...names], 'readonly');
    await Promise.all([...names.map(async (name) => raw.set(name, await readKind(transaction as ReadTransaction, name, accountId, readOf(name)))), transaction.done]);
  } catch (error) {
    return { ok: false as const, reason: readFailure(error) };
  }
  const revisions: Revisions = {};
  const wanting: FoundWanting[] = [];
  const sound = new Map(names.map((name) => [name, sortOut(name, raw.get(name) ?? [], revisions, wanting) as unknown[]]));
  return { ok: true as const, sound, revisions, wanting };
}

export async function loadStartup(db: GameDatabase, accountId: string | null, { now }: ReadOptions): Promise<ReadResult<StartupRecords>> {
  const read = await readKinds(db, KIND_NAMES, (name) => RECORD_KINDS[name].startup, accountId);
  if (!read.ok) return read;
  const { sound, revisions, wanting } = read;
  return finish(db, revisions, wanting, now, (keep) => {
    const records: Record<string, unknown> = {};
    // A derived kind's records go through `keep` for their revisions only: memory derives them.
    for (const name of [...LIST_KINDS, ...DERIVED_KINDS]) records[name] = keep(name, (sound.get(name) ?? []) as never);
    for (const name of SINGLE_KINDS) records[name] = sound.get(name)?.[0] ?? null;
    for (const name of DERIVED_KINDS) delete records[name];
    return records as StartupRecords;
  });
}

/** An account's own records (the kinds start-up reads by account), or everyone's. */
export type AccountRecords = { [K in Extract<AccountKind, ListKind>]: RecordValues[K][] };

/** An account's own records of every kind (by index), or everyone's, in one readonly transaction. */
async function readPlayRecords(db: GameDatabase, accountId: string | null, now: () => Date): Promise<ReadResult<AccountRecords>> {
  // The wallet heads in the same transaction as the ledger: a head's revision noted here is never
  // newer than the entries memory holds, or a movement made on it would not conflict.
  const read = await readKinds(db, ACCOUNT_KINDS, () => (accountId === null ? 'all' : 'account'), accountId);
  if (!read.ok) return read;
  const { sound, revisions, wanting } = read;
  return finish(db, revisions, wanting, now, (keep) => {
    const records: Record<string, unknown> = {};
    for (const name of ACCOUNT_KINDS) {
      const kept = keep(name, (sound.get(name) ?? []) as never);
      if (RECORD_KINDS[name].holding === 'list') records[name] = kept;
    }
    return records as AccountRecords;
  });
}

/** One account's positions and ledger entries, by index. */
export function readAccountRecords(db: GameDatabase, accountId: string, { now }: ReadOptions): Promise<ReadResult<AccountRecords>> {
  return readPlayRecords(db, accountId, now);
}

/** Every position on one market (a settlement, the market's page), by index. */
export async function readMarketPositions(db: GameDatabase, marketId: string, { now }: ReadOptions): Promise<ReadResult<RecordValues['positions'][]>> {
  let raw: unknown[];
  try {
    raw = await db.getAllFromIndex('positions', 'byMarket', marketId);
  } catch (error) {
    return { ok: false, reason: readFailure(error) };
  }
  const revisions: Revisions = {};
  const wanting: FoundWanting[] = [];
  const positions = sortOut('positions', raw, revisions, wanting);
  return finish(db, revisions, wanting, now, (keep) => keep('positions', positions));
}

export interface RecordsByKey<S extends DataStore> {
  /** The records found, checked. */
  found: RecordValues[S][];
  /** Keys with no record any more (deleted), or whose record was set aside. */
  gone: string[];
}

/** Just these records of one store: what another tab announced it changed. */
export async function readRecords<S extends DataStore>(db: GameDatabase, store: S, keys: readonly string[], { now }: ReadOptions): Promise<ReadResult<RecordsByKey<S>>> {
  let raw: unknown[];
  try {
    const transaction = db.transaction(store, 'readonly');
    const objectStore = transaction.objectStore(store);
    raw = await Promise.all(keys.map((key) => objectStore.get(key)));
    await transaction.done;
  } catch (error) {
    return { ok: false, reason: readFailure(error) };
  }
  const revisions: Revisions = {};
  const wanting: FoundWanting[] = [];
  const present = raw.filter((value) => value !== undefined);
  const sound = sortOut(store, present, revisions, wanting);
  return finish(db, revisions, wanting, now, (keep) => {
    const found = keep(store, sound);
    const foundKeys = new Set(Object.keys(revisions[store] ?? {}));
    return { found, gone: keys.filter((key) => !foundKeys.has(key)) };
  });
}

/** Every position and ledger entry: for the screens that rank or count every player. */
export function readAllPlayRecords(db: GameDatabase, { now }: ReadOptions): Promise<ReadResult<AccountRecords>> {
  return readPlayRecords(db, null, now);
}

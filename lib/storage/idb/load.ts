// Reading the game. Start-up reads, in parallel within one readonly transaction, what the first
// screens need: the catalogue, the leagues (followed and run) with the memberships, the settings, the meta record, every account, and the positions
// and ledger of the logged-in account alone. Other accounts' records and a market's positions are
// read by index when a screen asks. Every record is checked; those found wanting are left out
// and moved to quarantine in the same call, with what a damaged record of a league takes along
// (league-damage.ts), and the rest load. Never throws.

import type { GameDatabase } from './database';
import { damageTaking, damageTie, leagueDamages } from './league-damage';
import { NOTHING_SET_ASIDE, quarantineRecords, type FoundWanting, type QuarantineOutcome } from './quarantine';
import { SINGLE_RECORD_KEY, isEntityStore, keyOf, type DataStore, type Meta, type RecordValues } from './record-stores';
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
  if (!isEntityStore(store)) return SINGLE_RECORD_KEY;
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

export interface StartupRecords {
  markets: RecordValues['markets'][];
  accounts: RecordValues['accounts'][];
  /** Null before the admin's settings were first saved, or when they were set aside. */
  settings: RecordValues['settings'] | null;
  meta: Meta | null;
  /** The logged-in account's own; none when nobody is logged in. */
  positions: RecordValues['positions'][];
  ledger: RecordValues['ledger'][];
  /** Every league followed: they are few, and their questions are among the markets. */
  leagues: RecordValues['leagues'][];
  /** Every league run from this browser, and every membership: few, and the league screens need them. */
  operatedLeagues: RecordValues['operatedLeagues'][];
  memberships: RecordValues['memberships'][];
}

export interface ReadOptions {
  now: () => Date;
}

export async function loadStartup(db: GameDatabase, accountId: string | null, { now }: ReadOptions): Promise<ReadResult<StartupRecords>> {
  let raw: [unknown[], unknown[], unknown, unknown, unknown[], unknown[], unknown[], unknown[], unknown[]];
  try {
    const stores = ['markets', 'accounts', 'settings', 'meta', 'positions', 'ledger', 'leagues', 'operatedLeagues', 'memberships'] as const;
    const transaction = db.transaction(stores, 'readonly');
    raw = await Promise.all([
      transaction.objectStore('markets').getAll(),
      transaction.objectStore('accounts').getAll(),
      transaction.objectStore('settings').get(SINGLE_RECORD_KEY),
      transaction.objectStore('meta').get(SINGLE_RECORD_KEY),
      accountId === null ? [] : transaction.objectStore('positions').index('byAccount').getAll(accountId),
      accountId === null ? [] : transaction.objectStore('ledger').index('byAccount').getAll(accountId),
      transaction.objectStore('leagues').getAll(),
      transaction.objectStore('operatedLeagues').getAll(),
      transaction.objectStore('memberships').getAll(),
      transaction.done,
    ]).then(([markets, accounts, settings, meta, positions, ledger, leagues, operated, memberships]) => [markets, accounts, settings, meta, positions, ledger, leagues, operated, memberships]);
  } catch (error) {
    return { ok: false, reason: readFailure(error) };
  }
  const [markets, accounts, settings, meta, positions, ledger, leagues, operatedLeagues, memberships] = raw;
  const revisions: Revisions = {};
  const wanting: FoundWanting[] = [];
  const one = <S extends 'settings' | 'meta'>(store: S, value: unknown) => (value === undefined ? null : (sortOut(store, [value], revisions, wanting)[0] ?? null));
  const sound: StartupRecords = {
    markets: sortOut('markets', markets, revisions, wanting),
    accounts: sortOut('accounts', accounts, revisions, wanting),
    settings: one('settings', settings),
    meta: one('meta', meta),
    positions: sortOut('positions', positions, revisions, wanting),
    ledger: sortOut('ledger', ledger, revisions, wanting),
    leagues: sortOut('leagues', leagues, revisions, wanting),
    operatedLeagues: sortOut('operatedLeagues', operatedLeagues, revisions, wanting),
    memberships: sortOut('memberships', memberships, revisions, wanting),
  };
  return finish(db, revisions, wanting, now, (keep) => ({
    ...sound,
    ...{ markets: keep('markets', sound.markets), positions: keep('positions', sound.positions), ledger: keep('ledger', sound.ledger) },
    ...{ leagues: keep('leagues', sound.leagues), memberships: keep('memberships', sound.memberships) },
  }));
}

export interface AccountRecords {
  positions: RecordValues['positions'][];
  ledger: RecordValues['ledger'][];
}

/** Positions and ledger entries, of one account (by index) or of everyone, in one readonly transaction. */
async function readPlayRecords(db: GameDatabase, accountId: string | null, now: () => Date): Promise<ReadResult<AccountRecords>> {
  let raw: [unknown[], unknown[]];
  try {
    const transaction = db.transaction(['positions', 'ledger'], 'readonly');
    const positions = transaction.objectStore('positions');
    const ledger = transaction.objectStore('ledger');
    const [ownPositions, ownLedger] = await Promise.all([
      accountId === null ? positions.getAll() : positions.index('byAccount').getAll(accountId),
      accountId === null ? ledger.getAll() : ledger.index('byAccount').getAll(accountId),
      transaction.done,
    ]);
    raw = [ownPositions, ownLedger];
  } catch (error) {
    return { ok: false, reason: readFailure(error) };
  }
  const revisions: Revisions = {};
  const wanting: FoundWanting[] = [];
  const positions = sortOut('positions', raw[0], revisions, wanting);
  const ledger = sortOut('ledger', raw[1], revisions, wanting);
  return finish(db, revisions, wanting, now, (keep) => ({ positions: keep('positions', positions), ledger: keep('ledger', ledger) }));
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

// Moving records that cannot be used into the quarantine store. Reading happens in a readonly
// transaction (so start-up never waits on, or holds up, another tab's writes); the records found
// wanting are then moved in one readwrite transaction that reads each again first: a record
// another tab rewrote in between, now sound, stays where it is. A damaged record of a league takes
// the records that go with it along (league-damage.ts), found in that same transaction.

import type { GameDatabase, GameStoreName } from './database';
import { LEAGUE_STORES, damageTaking, takenAlongProblem, type LeagueDamage, type LeagueTie } from './league-damage';
import type { QuarantineReason, QuarantinedRecord } from './quarantine-record';
import type { DataStore } from './record-stores';
import { checkRecord, type RecordProblem } from './records';
import { issueAll, runTransaction, type WriteTransaction } from './transaction';

/** A record found wanting while reading. */
export interface FoundWanting {
  store: DataStore;
  /** The key in words, for whoever reads the quarantine. */
  key: string;
  /** The key the record is stored under, exactly (a tampered record's id need not be a string). */
  storedKey: IDBValidKey;
  reason: RecordProblem;
  problem: string;
  /** Whose records its damage takes along, when it is a league's (league-damage.ts). */
  league?: LeagueTie | null;
}

/** A record moved to the quarantine with a damaged record of its league. */
export interface TakenAlong {
  store: DataStore;
  key: string;
}

export interface QuarantineOutcome {
  /** The records left out of what was read, with why. */
  setAside: FoundWanting[];
  /** The records moved with them, sound or not, because a damaged one of their league went. */
  alongside: TakenAlong[];
  /** False when moving them failed: they were still left out, and stay where they are until the next read. */
  moved: boolean;
}

export const NOTHING_SET_ASIDE: QuarantineOutcome = { setAside: [], alongside: [], moved: true };

function withoutStoredKey({ from, key, reason, problem, at, record }: QuarantinedRecord): QuarantinedRecord {
  return { from, key, reason, problem, at, record };
}

type Move = QuarantinedRecord & { storedKey: IDBValidKey };

/**
 * The records of `damages` still to be moved (their cause still damaged and moving), read in the
 * transaction: every league store read whole, which damage is rare enough to afford.
 */
async function takenAlong(transaction: WriteTransaction<GameStoreName[]>, damages: readonly LeagueDamage[], moving: readonly Move[], at: string): Promise<Move[]> {
  const movingKeys = new Set(moving.map((move) => `${move.from}\n${move.key}`));
  const live = damages.filter(({ cause }) => movingKeys.has(`${cause.store}\n${cause.key}`));
  if (live.length === 0) return [];
  const stored = await issueAll(LEAGUE_STORES, (store) => Promise.all([transaction.objectStore(store).getAllKeys(), transaction.objectStore(store).getAll()]));
  return LEAGUE_STORES.flatMap((store, index) => {
    const [keys, raws] = stored[index] ?? [[], []];
    return raws.flatMap((raw: unknown, n: number): Move[] => {
      const storedKey = keys[n] as IDBValidKey;
      const damage = damageTaking(live, store, (raw as { value?: unknown } | null)?.value);
      if (damage === null || movingKeys.has(`${store}\n${String(storedKey)}`)) return [];
      const checked = checkRecord(store, raw);
      const why = takenAlongProblem(damage);
      const [reason, problem] = checked.ok ? (['with-its-league', why] as const) : ([checked.reason, `${checked.problem}. ${why}`] as const);
      return [{ from: store, key: String(storedKey), storedKey, reason, problem, at, record: raw }];
    });
  });
}

export async function quarantineRecords(db: GameDatabase, found: readonly FoundWanting[], at: string, damages: readonly LeagueDamage[] = []): Promise<QuarantineOutcome> {
  if (found.length === 0) return NOTHING_SET_ASIDE;
  const stores = [...new Set([...found.map((item) => item.store), ...(damages.length > 0 ? LEAGUE_STORES : [])])];
  const result = await runTransaction(db, [...stores, 'quarantine'], async (transaction) => {
    const quarantine = transaction.objectStore('quarantine');
    const current = await issueAll(found, (item) => transaction.objectStore(item.store).get(item.storedKey as string));
    const moves: Move[] = [];
    found.forEach((item, index) => {
      const raw: unknown = current[index];
      if (raw === undefined) return;
      const checked = checkRecord(item.store, raw);
      if (checked.ok) return;
      moves.push({ from: item.store, key: item.key, storedKey: item.storedKey, reason: checked.reason satisfies QuarantineReason, problem: checked.problem, at, record: raw });
    });
    const along = await takenAlong(transaction, damages, moves, at);
    const all = [...moves, ...along];
    await issueAll(all, (move) => quarantine.add(withoutStoredKey(move)));
    await issueAll(all, (entry) => transaction.objectStore(entry.from as DataStore).delete(entry.storedKey as string));
    return along.map(({ from, key }) => ({ store: from as DataStore, key }));
  });
  return { setAside: [...found], alongside: result.ok ? result.value : [], moved: result.ok };
}

/** Everything set aside so far, oldest first. */
export async function readQuarantine(db: GameDatabase): Promise<QuarantinedRecord[]> {
  try {
    return await db.getAll('quarantine');
  } catch {
    return [];
  }
}

/** Sets one value aside that was not read from a store (the old localStorage game). True when it is kept. */
export async function quarantineValue(db: GameDatabase, entry: QuarantinedRecord): Promise<boolean> {
  const result = await runTransaction(db, ['quarantine'], async (transaction) => {
    await transaction.objectStore('quarantine').add(entry);
  });
  return result.ok;
}

/**
 * Moves records that are sound on their own but disagree with others (an account whose coins are
 * not its ledger) into the quarantine, in one transaction. A record rewritten since it was read
 * (its rev changed) is left where it is: the next read checks it again.
 */
export async function quarantineDisagreeing(
  db: GameDatabase,
  items: readonly { store: DataStore; key: string; rev: number; problem: string }[],
  at: string,
): Promise<boolean> {
  if (items.length === 0) return true;
  const stores = [...new Set(items.map((item) => item.store))];
  const result = await runTransaction(db, [...stores, 'quarantine'], async (transaction) => {
    const current = await issueAll(items, (item) => transaction.objectStore(item.store).get(item.key));
    const moves = items.flatMap((item, index) => {
      const raw = current[index] as { rev?: unknown } | undefined;
      return raw !== undefined && raw.rev === item.rev ? [{ item, raw }] : [];
    });
    await issueAll(moves, ({ item, raw }) => transaction.objectStore('quarantine').add({ from: item.store, key: item.key, reason: 'invalid', problem: item.problem, at, record: raw }));
    await issueAll(moves, ({ item }) => transaction.objectStore(item.store).delete(item.key));
  });
  return result.ok;
}

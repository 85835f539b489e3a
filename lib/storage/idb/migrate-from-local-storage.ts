// The move from localStorage, a named and frozen migration: the game's one packed value (any
// version accepted today, through the envelope's migrations) becomes records in IndexedDB. All
// records are written in one transaction, with a meta record saying where they came from; only
// after it commits is the old key replaced by a small envelope saying the game now lives in
// IndexedDB. A failed transaction leaves the key exactly as it was. A game found in the key after
// the move (a tab of older code wrote it) is set aside in quarantine, never merged.
//
// Frozen: the key is read through the envelope's migrations up to version 8 and then the frozen
// version 8 decoder (lib/storage/migrations/v8), never today's packer or schema; the records are
// written at version 1 of each store (the shapes of this move), not at whatever RECORD_VERSIONS
// says later; a later shape upgrades them as it upgrades any record.

import * as v from 'valibot';
import { isoTimeSchema } from '../../model/fields';
import { parseJson } from '../../json/parse-json';
import { ADMIN_EMAIL } from '../../account/admin-email';
import { encodeEnvelope, peekHead, type DecodeFailure } from '../envelope';
import { envelopeSchema } from '../envelope-schema';
import { STORAGE_KEYS } from '../keys';
import { GAME_MIGRATIONS, runMigrations } from '../migrations';
import { decodeV8Game } from '../migrations/v8/decode';
import type { V8Game } from '../migrations/v8/records';
import type { SafeStorage } from '../safe-storage';
import { MOVED_TO_INDEXEDDB_VERSION } from '../versions';
import type { GameDatabase } from './database';
import type { QuarantinedRecord } from './quarantine-record';
import { DATA_STORES, SINGLE_RECORD_KEY, type Meta } from './record-stores';
import { failureName, issueAll, runTransaction } from './transaction';

/** The record version every store had when this move was written. */
const MOVED_RECORD_VERSION = 1;
const MOVED_REV = 1;

export const movedStateSchema = v.strictObject({ movedTo: v.literal('indexeddb'), at: isoTimeSchema });

export type MovedState = v.InferOutput<typeof movedStateSchema>;

export type MoveFailure =
  | 'storage-unreadable'
  | DecodeFailure
  /** Two records of one store share an id: nothing is dropped silently, so nothing moves. */
  | 'duplicate-record'
  | 'quota'
  | 'closed'
  | 'aborted';

export type MoveOutcome =
  /** No game in localStorage: a new player, nothing to move. */
  | { outcome: 'nothing-stored' }
  /** The records are in IndexedDB; `keyReplaced` is false when the old key could not be rewritten (the next start finishes it). */
  | { outcome: 'moved'; fromVersion: number; keyReplaced: boolean }
  /** The key already says the game lives in IndexedDB. */
  | { outcome: 'already-moved' }
  /** A game written to the key after the move: set aside in quarantine (`quarantined`), with its text returned. */
  | { outcome: 'written-again'; raw: string; quarantined: boolean }
  /** Nothing was written; the key is exactly as it was. */
  | { outcome: 'failed'; reason: MoveFailure };

export interface MoveOptions {
  storage: SafeStorage;
  now: () => Date;
}

const KEY = STORAGE_KEYS.game;

function isMovedEnvelope(raw: string): boolean {
  const json = parseJson(raw);
  if (!json.ok) return false;
  const envelope = json.value as { version?: unknown; state?: unknown } | null;
  return envelope?.version === MOVED_TO_INDEXEDDB_VERSION && v.is(movedStateSchema, envelope.state);
}

/** The small envelope that replaces the game, with a rev above the game's so no reader takes it for older. */
export function movedEnvelopeText(rev: number, at: string): string {
  return encodeEnvelope<MovedState>({ version: MOVED_TO_INDEXEDDB_VERSION, rev, state: { movedTo: 'indexeddb', at } });
}

/** The last version stored in localStorage: what the move's decoder reads. */
const LAST_LOCAL_STORAGE_VERSION = 8;

type Decoded = { ok: true; game: V8Game; rev: number; fromVersion: number } | { ok: false; reason: DecodeFailure };

/** The stored game of any version up to 8: its envelope checked, migrated step by step to 8, then decoded. */
export function decodeStoredGame(raw: string, adminEmail: string): Decoded {
  const json = parseJson(raw);
  if (!json.ok) return { ok: false, reason: 'unreadable' };
  const envelope = v.safeParse(envelopeSchema, json.value);
  if (!envelope.success) return { ok: false, reason: 'wrong-shape' };
  const { version, rev, state } = envelope.output;
  if (version > LAST_LOCAL_STORAGE_VERSION) return { ok: false, reason: 'newer-version' };
  let migrated: ReturnType<typeof runMigrations>;
  try {
    migrated = runMigrations(state, version, LAST_LOCAL_STORAGE_VERSION, GAME_MIGRATIONS);
  } catch {
    // A step that throws met data it cannot upgrade: the same as a wrong shape.
    return { ok: false, reason: 'wrong-shape' };
  }
  if (!migrated.ok) return { ok: false, reason: 'wrong-shape' };
  const decoded = decodeV8Game(migrated.state, adminEmail);
  if (!decoded.ok) return { ok: false, reason: 'wrong-shape' };
  return { ok: true, game: decoded.game, rev, fromVersion: version };
}

function moveFailure(error: unknown): MoveFailure {
  const name = failureName(error);
  if (name === 'ConstraintError') return 'duplicate-record';
  if (name === 'QuotaExceededError') return 'quota';
  if (name === 'InvalidStateError') return 'closed';
  return 'aborted';
}

/** Replaces the key only while it still holds `raw`: another tab may have finished the move first. */
function replaceKey(storage: SafeStorage, raw: string, replacement: string): boolean {
  const now = storage.read(KEY);
  if (!now.ok) return false;
  if (now.value !== raw) return now.value !== null && isMovedEnvelope(now.value);
  return storage.write(KEY, replacement);
}

type Plan = { kind: 'moved' } | { kind: 'finished-earlier' } | { kind: 'set-aside' };

export async function moveGameFromLocalStorage(db: GameDatabase, { storage, now }: MoveOptions): Promise<MoveOutcome> {
  const read = storage.read(KEY);
  if (!read.ok) return { outcome: 'failed', reason: 'storage-unreadable' };
  const raw = read.value;
  if (raw === null) return { outcome: 'nothing-stored' };
  const head = peekHead(raw);
  if (head?.version === MOVED_TO_INDEXEDDB_VERSION) return isMovedEnvelope(raw) ? { outcome: 'already-moved' } : { outcome: 'failed', reason: 'wrong-shape' };
  if (head && head.version > MOVED_TO_INDEXEDDB_VERSION) return { outcome: 'failed', reason: 'newer-version' };
  const decoded = decodeStoredGame(raw, ADMIN_EMAIL);
  if (!decoded.ok) return { outcome: 'failed', reason: decoded.reason };
  const { game, rev, fromVersion } = decoded;
  const at = now().toISOString();

  const result = await runTransaction(db, [...DATA_STORES, 'quarantine'], async (transaction): Promise<Plan> => {
    // Read inside the writing transaction: two tabs starting together move the game once.
    const meta = (await transaction.objectStore('meta').get(SINGLE_RECORD_KEY)) as { value?: Partial<Meta> } | undefined;
    const counts = await issueAll(DATA_STORES, (store) => transaction.objectStore(store).count());
    const moved = meta?.value?.movedFromLocalStorage;
    if (moved && moved.fromVersion === fromVersion && moved.fromRev === rev) return { kind: 'finished-earlier' };
    if (moved || counts.some((count) => count > 0)) {
      // The game lives in IndexedDB already: this value was written by other code since.
      const entry: QuarantinedRecord = {
        from: `localStorage:${KEY}`,
        key: KEY,
        reason: 'written-after-move',
        problem: `A version ${fromVersion} game (rev ${rev}) written to localStorage after the game moved to IndexedDB`,
        at,
        record: raw,
      };
      await transaction.objectStore('quarantine').add(entry);
      return { kind: 'set-aside' };
    }
    const record = <T>(value: T) => ({ v: MOVED_RECORD_VERSION, rev: MOVED_REV, value });
    const movedMeta: Meta = { seededAt: game.seededAt, movedFromLocalStorage: { at, fromVersion, fromRev: rev } };
    const markets = transaction.objectStore('markets');
    const accounts = transaction.objectStore('accounts');
    const positions = transaction.objectStore('positions');
    const ledger = transaction.objectStore('ledger');
    // add, not put: two records under one id fail the move rather than one silently replacing the other.
    const writes: (() => Promise<unknown>)[] = [
      ...game.markets.map((market) => () => markets.add(record(market))),
      ...game.accounts.map((account) => () => accounts.add(record(account))),
      ...game.positions.map((position) => () => positions.add(record(position))),
      ...game.ledger.map((entry) => () => ledger.add(record(entry))),
      () => transaction.objectStore('settings').put(record(game.settings), SINGLE_RECORD_KEY),
      () => transaction.objectStore('meta').put(record(movedMeta), SINGLE_RECORD_KEY),
    ];
    await issueAll(writes, (write) => write());
    return { kind: 'moved' };
  });

  if (!result.ok) return { outcome: 'failed', reason: moveFailure(result.error) };
  const keyReplaced = replaceKey(storage, raw, movedEnvelopeText(rev + 1, at));
  if (result.value.kind === 'set-aside') return { outcome: 'written-again', raw, quarantined: true };
  return { outcome: 'moved', fromVersion, keyReplaced };
}

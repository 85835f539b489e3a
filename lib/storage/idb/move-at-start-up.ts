// What start-up does with the old localStorage game: the frozen move (migrate-from-local-storage.ts),
// and then, when it did not simply move, what becomes of the old value and what the player is
// told. Returns the notice rather than showing it, and the old game to play from memory when the
// database refused the move.

import { EMPTY_GAME_DATA } from '../../model/empty-game';
import type { GameData } from '../../model/game';
import { STORAGE_KEYS } from '../keys';
import { MOVE_FAILED_NOTICE, NEWER_OLD_GAME_NOTICE, WRITTEN_AFTER_MOVE_NOTICE, unreadableOldGameNotice, type StorageNotice } from '../notices';
import type { SafeStorage } from '../safe-storage';
import type { GameDatabase } from './database';
import { decodeStoredGame, moveGameFromLocalStorage } from './migrate-from-local-storage';
import { quarantineValue } from './quarantine';

export type StartMove =
  /** Carry on from the database. */
  | { ok: true; notice: StorageNotice | null }
  /** Play from memory: the old game when it could be read (null: start empty). */
  | { ok: false; game: GameData | null; notice: StorageNotice | null };

export async function moveOldGameAtStartUp(db: GameDatabase, storage: SafeStorage, now: () => Date, adminEmail: string): Promise<StartMove> {
  const moved = await moveGameFromLocalStorage(db, { storage, now });
  switch (moved.outcome) {
    case 'nothing-stored':
    case 'already-moved':
    case 'moved':
      return { ok: true, notice: null };
    case 'written-again':
      return { ok: true, notice: WRITTEN_AFTER_MOVE_NOTICE };
    case 'failed':
      break;
  }
  // The storage itself refused, and has said progress is not saved: whether an old game waits
  // there is unknown, so nothing was moved and no move failed. Memory, as before.
  if (moved.reason === 'storage-unreadable') return { ok: false, game: null, notice: null };
  if (moved.reason === 'newer-version') return { ok: true, notice: NEWER_OLD_GAME_NOTICE };
  const read = storage.read(STORAGE_KEYS.game);
  const raw = read.ok ? read.value : null;
  if ((moved.reason === 'unreadable' || moved.reason === 'wrong-shape') && raw !== null) {
    // Unusable text: kept whole in the quarantine, then the key is cleared so it is not set aside on every start.
    const kept = await quarantineValue(db, {
      from: `localStorage:${STORAGE_KEYS.game}`,
      key: STORAGE_KEYS.game,
      reason: 'invalid',
      problem: `The game in localStorage could not be read (${moved.reason})`,
      at: now().toISOString(),
      record: raw,
    });
    if (kept) storage.remove(STORAGE_KEYS.game);
    return { ok: true, notice: unreadableOldGameNotice(kept) };
  }
  // The database refused the move: the old game is still sound, so this tab plays it from memory.
  const decoded = raw === null ? null : decodeStoredGame(raw, adminEmail);
  // The old game has no collection of a kind newer than it: those start empty.
  return { ok: false, game: decoded?.ok ? { ...EMPTY_GAME_DATA, ...decoded.game } : null, notice: MOVE_FAILED_NOTICE };
}

// What the game store keeps in localStorage, read and written the way the app does, so tests
// say what is stored in the app's own terms rather than in its packed form.

import type { GameData } from '@/lib/model/game';
import { decodeEnvelope, encodeState } from '@/lib/storage/envelope';
import { GAME_SPEC } from '../storage/v8-reference/game-spec';
import { STORAGE_KEYS } from '@/lib/storage/keys';

export interface StoredGame {
  version: number;
  rev: number;
  state: GameData;
}

/** The stored game, decoded; throws when what is stored would not load. */
export function stored(): StoredGame {
  const raw = localStorage.getItem(STORAGE_KEYS.game);
  if (raw === null) throw new Error('nothing stored');
  const decoded = decodeEnvelope(raw, GAME_SPEC);
  if (!decoded.ok) throw new Error(`stored game does not load: ${decoded.reason}`);
  return { version: GAME_SPEC.version, rev: decoded.rev, state: decoded.state };
}

/** What another tab does: reads what is stored, changes it, and stores it at a later rev. */
export function otherTabWrites(change: (data: GameData) => GameData, revStep = 5): StoredGame {
  const { rev, state } = stored();
  const envelope = { version: GAME_SPEC.version, rev: rev + revStep, state: change(state) };
  localStorage.setItem(STORAGE_KEYS.game, encodeState(GAME_SPEC, envelope.rev, envelope.state));
  return envelope;
}

/** Every stored key and value, to show that a refused action saved nothing. */
export function storageSnapshot(): Record<string, string | null> {
  return Object.fromEntries(
    Object.keys(localStorage)
      .sort()
      .map((key) => [key, localStorage.getItem(key)]),
  );
}

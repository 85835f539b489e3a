// 'Reset this browser's data'. Every record of the game and every `predictoplay:` key goes,
// except what was set aside (the database's quarantine, and the `predictoplay:corrupt:` copies
// of older versions), which is the player's data kept for recovery, not the game; the stores
// return to a first visit.

import { CORRUPT_PREFIX, STORAGE_PREFIX } from '../storage/keys';
import { browserStorage } from './browser-storage';
import { useGameStore } from './game-store';
import { loadGameStorage } from './commit-game';
import { seedSampleCatalogue } from './hydrate-stores';
import { useSessionStore } from './session-store';

function keysToRemove(): string[] {
  return browserStorage.keys().filter((key) => key.startsWith(STORAGE_PREFIX) && !key.startsWith(CORRUPT_PREFIX));
}

/**
 * Deletes this browser's game, session and other app keys, then starts again from the sample
 * catalogue. True when every record and key was removed; memory is reset either way.
 */
export async function resetBrowserData(nowMs: number): Promise<boolean> {
  const storage = await loadGameStorage();
  // Resetting a persisted store writes its defaults; the keys are removed after, so none is left.
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useGameStore.setState(useGameStore.getInitialState(), true);
  const cleared = await storage.clearGameStorage();
  const removed = keysToRemove().map((key) => browserStorage.remove(key));
  await seedSampleCatalogue(nowMs);
  return cleared && removed.every(Boolean);
}

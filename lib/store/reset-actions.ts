// 'Reset this browser's data'. Every `predictoplay:` key goes except the copies of unreadable
// data set aside under `predictoplay:corrupt:`, which are the player's data kept for recovery,
// not the game; the stores return to a first visit.

import { CORRUPT_PREFIX, STORAGE_PREFIX } from '../storage/keys';
import { browserStorage } from './browser-storage';
import { useGameStore } from './game-store';
import { seedSampleCatalogue } from './hydrate-stores';
import { usePendingCommitsStore } from './pending-commits-store';
import { useSessionStore } from './session-store';

function keysToRemove(): string[] {
  return browserStorage.keys().filter((key) => key.startsWith(STORAGE_PREFIX) && !key.startsWith(CORRUPT_PREFIX));
}

/**
 * Deletes this browser's game, session and other app keys, then starts again from the sample
 * catalogue. True when every key was removed; memory is reset either way.
 */
export async function resetBrowserData(nowMs: number): Promise<boolean> {
  // Nothing of the old game may be replayed onto the new one.
  usePendingCommitsStore.setState(usePendingCommitsStore.getInitialState(), true);
  // Resetting a persisted store writes its defaults; the keys are removed after, so none is left.
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useGameStore.setState(useGameStore.getInitialState(), true);
  const removed = keysToRemove().map((key) => browserStorage.remove(key));
  await seedSampleCatalogue(nowMs);
  return removed.every(Boolean);
}

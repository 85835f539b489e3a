// Loads both persisted stores from storage, then seeds the catalogue on a first visit. Later,
// another tab's writes and a return through the back/forward cache re-read what is stored.

import { isLocalAreaEvent } from '../storage/browser-areas';
import { STORAGE_KEYS } from '../storage/keys';
import { browserStorage } from './browser-storage';
import { syncGameFromStorage, useGameStore } from './game-store';
import { useHydrationStore } from './hydration-store';
import { syncSessionFromStorage, useSessionStore } from './session-store';

// Only a first visit (or a reset) needs the sample catalogue, so it is its own chunk.
const loadSampleCatalogue = () => import('./sample-data').then((samples) => samples.SAMPLE_CATALOGUE);

export async function hydrateStores(nowMs: number): Promise<void> {
  const loaded = useHydrationStore.getState();
  // The two stores' codecs and, on a first visit (nothing stored yet), the sample catalogue are
  // separate chunks: fetched side by side rather than one after another, the first screen waits
  // for one round trip instead of three.
  const stored = loaded.game ? null : browserStorage.read(STORAGE_KEYS.game);
  const samples = stored && (!stored.ok || stored.value === null) ? loadSampleCatalogue() : null;
  samples?.catch(() => undefined);
  await Promise.all([
    loaded.session ? null : useSessionStore.persist.rehydrate(),
    loaded.game ? null : useGameStore.persist.rehydrate(),
  ]);
  if (useGameStore.getState().seededAt !== null) return;
  await seedSampleCatalogue(nowMs, samples ?? undefined);
}

/** The one place the app reads the sample catalogue: on a first visit, and after a reset. */
export async function seedSampleCatalogue(nowMs: number, samples = loadSampleCatalogue()): Promise<void> {
  // Only a first visit needs it, so it is fetched only then.
  const seeds = await samples;
  // Another tab may have seeded (or a newer app written) while the import was loading.
  syncGameFromStorage();
  useGameStore.getState().seedCatalogueIfNew(nowMs, seeds);
}

/**
 * Reacts to a `storage` event. A key of null means another tab cleared storage: this tab saves
 * what it holds again rather than lose it.
 */
export function syncStoresFromStorage(key: string | null): void {
  if (key === null) {
    useSessionStore.setState({});
    useGameStore.setState({});
    return;
  }
  if (key === STORAGE_KEYS.session) syncSessionFromStorage();
  if (key === STORAGE_KEYS.game) syncGameFromStorage();
}

/** Reacts to a `storage` event of this app's local area; other areas' events are not ours. */
export function syncStoresFromStorageEvent(event: Pick<StorageEvent, 'key' | 'storageArea'>): void {
  if (isLocalAreaEvent(event)) syncStoresFromStorage(event.key);
}

export function syncAllFromStorage(): void {
  syncSessionFromStorage();
  syncGameFromStorage();
}

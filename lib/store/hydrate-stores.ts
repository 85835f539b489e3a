// Loads both persisted stores from storage, then seeds the catalogue on a first visit.
// Called once from the app shell after mount; calling it again changes nothing.

import { useGameStore } from './game-store';
import { useSessionStore } from './session-store';

export async function hydrateStores(nowMs: number): Promise<void> {
  if (!useSessionStore.getState().hydrated) await useSessionStore.persist.rehydrate();
  if (!useGameStore.getState().hydrated) await useGameStore.persist.rehydrate();
  useGameStore.getState().seedCatalogueIfNew(nowMs);
}

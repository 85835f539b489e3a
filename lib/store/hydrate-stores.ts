// Loads both persisted stores from storage, then seeds the catalogue on a first visit.
// Called once from the app shell after mount; calling it again changes nothing.

import { useGameStore } from './game-store';
import { useHydrationStore } from './hydration-store';
import { useSessionStore } from './session-store';

export async function hydrateStores(nowMs: number): Promise<void> {
  const loaded = useHydrationStore.getState();
  if (!loaded.session) await useSessionStore.persist.rehydrate();
  if (!loaded.game) await useGameStore.persist.rehydrate();
  useGameStore.getState().seedCatalogueIfNew(nowMs);
}

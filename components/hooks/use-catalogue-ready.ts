'use client';

import { useGameStore } from '@/lib/store/game-store';
import { useHydrationStore } from '@/lib/store/hydration-store';

/** True once saved markets have loaded and a first visit has been seeded. */
export function useCatalogueReady(): boolean {
  const loaded = useHydrationStore((state) => state.game);
  const seeded = useGameStore((state) => state.seededAt !== null);
  return loaded && seeded;
}

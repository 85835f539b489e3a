'use client';

import { useEffect } from 'react';
import { useClockStore } from '@/lib/store/clock-store';
import { hydrateStores } from '@/lib/store/hydrate-stores';

/** Loads saved state and starts the countdown clock once the page runs in a browser. */
export function StoreHydrator() {
  useEffect(() => {
    void hydrateStores(Date.now());
    return useClockStore.getState().startClock();
  }, []);
  return null;
}

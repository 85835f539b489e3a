'use client';

import { useEffect } from 'react';
import { useClockStore } from '@/lib/store/clock-store';
import { loadStartUpWithItsChunks } from '@/lib/store/start-up-chunks';

/**
 * Loads saved state and starts the countdown clock once the page runs in a browser, then keeps
 * this tab in step with the others: another tab's write arrives as a `storage` event, and a
 * page restored from the back/forward cache re-reads what is stored.
 */
export function StoreHydrator() {
  useEffect(() => {
    // Start-up's code loads on demand (lib/store/start-up-chunks.ts), beside the chunks it waits on.
    const startUp = loadStartUpWithItsChunks();
    void startUp.then((stores) => stores.hydrateStores(Date.now()));
    const onStorage = (event: StorageEvent) => void startUp.then((stores) => stores.syncStoresFromStorageEvent(event));
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void startUp.then((stores) => stores.syncAllFromStorage());
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
    const stopClock = useClockStore.getState().startClock();
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
      stopClock();
    };
  }, []);
  return null;
}

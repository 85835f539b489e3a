'use client';

import { useEffect } from 'react';
import { useClockStore } from '@/lib/store/clock-store';
import { hydrateStores, syncAllFromStorage, syncStoresFromStorageEvent } from '@/lib/store/hydrate-stores';

/**
 * Loads saved state and starts the countdown clock once the page runs in a browser, then keeps
 * this tab in step with the others: another tab's write arrives as a `storage` event, and a
 * page restored from the back/forward cache re-reads what is stored.
 */
export function StoreHydrator() {
  useEffect(() => {
    void hydrateStores(Date.now());
    const onStorage = (event: StorageEvent) => syncStoresFromStorageEvent(event);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) syncAllFromStorage();
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

// A new browser for a test: every store at its initial state, an empty localStorage and an empty
// IndexedDB (a new fake-indexeddb factory) with the storage closed. Each test gets one
// (setup.ts); a property test calls it again for each of its runs.

import { IDBFactory } from 'fake-indexeddb';
import { useClockStore } from '@/lib/store/clock-store';
import { closeGameStorage } from '@/lib/store/game-storage';
import { useGameStore } from '@/lib/store/game-store';
import { resetHydrationForTests } from '@/lib/store/hydrate-stores';
import { useHydrationStore } from '@/lib/store/hydration-store';
import { useNoticeStore } from '@/lib/store/notice-store';
import { useSessionStore } from '@/lib/store/session-store';
import { useToastStore } from '@/lib/store/toast-store';

export function freshBrowser(): void {
  closeGameStorage();
  resetHydrationForTests();
  Object.defineProperty(globalThis, 'indexedDB', { value: new IDBFactory(), configurable: true, writable: true });
  useGameStore.setState(useGameStore.getInitialState(), true);
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useNoticeStore.setState(useNoticeStore.getInitialState(), true);
  useClockStore.setState(useClockStore.getInitialState(), true);
  useHydrationStore.setState(useHydrationStore.getInitialState(), true);
  useToastStore.setState(useToastStore.getInitialState(), true);
  // Cleared last: resetting a persisted store writes its initial state. Tests of Node-side code
  // (the league command line) run in Jest's node environment, which has no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
}

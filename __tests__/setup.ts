import '@testing-library/jest-dom';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { CompressionStream, DecompressionStream } from 'node:stream/web';
import { runInThisContext } from 'node:vm';
import { BroadcastChannel } from 'node:worker_threads';
import { useClockStore } from '@/lib/store/clock-store';
import { closeGameStorage } from '@/lib/store/game-storage';
import { resetHydrationForTests } from '@/lib/store/hydrate-stores';
import { useGameStore } from '@/lib/store/game-store';
import { useHydrationStore } from '@/lib/store/hydration-store';
import { useNoticeStore } from '@/lib/store/notice-store';
import { useSessionStore } from '@/lib/store/session-store';
import { useToastStore } from '@/lib/store/toast-store';

// jsdom has getRandomValues but neither Web Crypto's subtle API nor TextEncoder; Node's are the
// same standard implementations the browser offers.
Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
Object.assign(globalThis, { TextEncoder, TextDecoder });
// Nor the compression streams league updates are deflated with; Node's are the standard ones.
if (typeof globalThis.CompressionStream !== 'function') Object.assign(globalThis, { CompressionStream, DecompressionStream });

// Nor structuredClone (which IndexedDB, here fake-indexeddb, clones every record with) nor
// BroadcastChannel (how tabs announce their commits). Node's own are the same standards: its
// structuredClone is reached in Node's context, outside jsdom's. IndexedDB itself is
// fake-indexeddb's, a whole in-memory implementation; each storage test opens its own factory.
if (typeof globalThis.structuredClone !== 'function') {
  Object.assign(globalThis, { structuredClone: runInThisContext('structuredClone') as typeof structuredClone });
}
if (typeof globalThis.BroadcastChannel !== 'function') Object.assign(globalThis, { BroadcastChannel });

// zustand stores are module singletons: every test starts from their initial state, an empty
// localStorage and an empty IndexedDB (a new fake-indexeddb factory) with the storage closed.
beforeEach(() => {
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
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

// The last test's storage is closed too: its open BroadcastChannel would keep Jest from exiting.
afterAll(() => {
  closeGameStorage();
  resetHydrationForTests();
});

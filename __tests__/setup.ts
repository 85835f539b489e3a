import '@testing-library/jest-dom';
import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { CompressionStream, DecompressionStream } from 'node:stream/web';
import { runInThisContext } from 'node:vm';
import { BroadcastChannel } from 'node:worker_threads';
import { closeGameStorage } from '@/lib/store/game-storage';
import { resetHydrationForTests } from '@/lib/store/hydrate-stores';
import { freshBrowser } from './fresh-browser';

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

// Nor a browser's own stylesheet, which draws <bdi> (names are shown isolated in it) inline: without
// it every element counts as a block, and an accessible name gains spaces ('Join Office Cup ?').
// (Suites in the node environment have no document.)
if (typeof document !== 'undefined') {
  const inlineBdi = document.createElement('style');
  inlineBdi.textContent = 'bdi { display: inline; }';
  document.head.append(inlineBdi);
}

// zustand stores are module singletons: every test starts from their initial state, an empty
// localStorage and an empty IndexedDB (a new fake-indexeddb factory) with the storage closed.
beforeEach(freshBrowser);

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

// The last test's storage is closed too: its open BroadcastChannel would keep Jest from exiting.
afterAll(() => {
  closeGameStorage();
  resetHydrationForTests();
});

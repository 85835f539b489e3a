// Start-up's code (lib/store/hydrate-stores.ts) is its own chunk, not every route's first load.
// The chunks it waits on are fetched beside it rather than after it: the storage engine always,
// the sample catalogue on a first visit (what boot-hints remembers of an earlier one).

import { readBootHints } from '../storage/boot-hints';

export const loadStartUp = () => import('./hydrate-stores');

/** Fetches start-up and the chunks it needs at once, so the first screen waits for one round trip. */
export function loadStartUpWithItsChunks(): ReturnType<typeof loadStartUp> {
  const startUp = loadStartUp();
  void import('./game-storage').catch(() => undefined);
  if (readBootHints().seededAt === null) void import('./sample-data').catch(() => undefined);
  return startUp;
}

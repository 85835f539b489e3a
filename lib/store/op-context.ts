// The clock and id source that commits hand to the pure operations in lib/.

import type { OpContext } from '../game/operation';

const ID_PART = 36 ** 6;

function randomWords(): [number, number] {
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') {
    const [high = 0, low = 0] = crypto.getRandomValues(new Uint32Array(2));
    return [high, low];
  }
  // Without Web Crypto ids only need to be unique in this browser, which Math.random gives.
  return [Math.floor(Math.random() * 2 ** 32), Math.floor(Math.random() * 2 ** 32)];
}

/**
 * Twelve base-36 characters, about 62 random bits: unique among the ids one browser makes, and
 * a third of a UUID's length, which counts when tens of thousands of positions are stored.
 */
export function newId(): string {
  return randomWords()
    .map((word) => (word % ID_PART).toString(36).padStart(6, '0'))
    .join('');
}

/** A context that notes the ids it hands out, so the operation can be replayed with the same ones. */
export function recordingContext(): { ctx: OpContext; ids: string[] } {
  const ids: string[] = [];
  const ctx: OpContext = {
    nowMs: Date.now(),
    newId: () => {
      const id = newId();
      ids.push(id);
      return id;
    },
  };
  return { ctx, ids };
}

/** The context of a replay: the first run's clock, and its ids in order before any fresh one. */
export function replayContext(nowMs: number, ids: readonly string[], freshId: () => string): OpContext {
  let next = 0;
  return {
    nowMs,
    newId: () => {
      const id = ids[next] ?? freshId();
      next += 1;
      return id;
    },
  };
}

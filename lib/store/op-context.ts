// The clock and id source that commits hand to the pure operations in lib/.

import type { OpContext } from '../game-data';

export function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; ids only need to be unique in this browser.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
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

// The clock and id source that store actions hand to the pure operations in lib/.

import type { OpContext } from '../game-data';

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; ids only need to be unique in this browser.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function opContext(): OpContext {
  return { nowMs: Date.now(), newId };
}

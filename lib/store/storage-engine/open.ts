// Opening the database once, falling back to memory only when it can't be opened (or closes
// under the game), and the BroadcastChannel other tabs announce their saves on: open while the
// page is live, closed while it sits in the back/forward cache.

import { NEWER_GAME_NOTICE, UNSAVED_NOTICE } from '../../storage/notices';
import { openChangeChannel } from '../../storage/idb/broadcast';
import { openGameDatabase } from '../../storage/idb/database';
import { adoptAnnounced } from './adopt';
import { type EngineState, goMemoryOnly, type Mode } from './state';

export function open(engine: EngineState): Promise<Mode> {
  if (engine.mode.kind !== 'closed') return Promise.resolve(engine.mode);
  // A closed engine opens nothing again: what still runs on it finds no database.
  if (engine.closed) return Promise.resolve({ kind: 'memory-only' });
  engine.opening ??= openGameDatabase({
    onVersionChange: () => goMemoryOnly(engine),
    onClosed: () => goMemoryOnly(engine),
  }).then((opened) => {
    if (engine.closed) {
      if (opened.ok) opened.db.close();
      return { kind: 'memory-only' } satisfies Mode;
    }
    engine.opening = null;
    if (engine.mode.kind !== 'closed') return engine.mode;
    if (!opened.ok) return goMemoryOnly(engine, opened.reason === 'newer-version' ? NEWER_GAME_NOTICE : UNSAVED_NOTICE);
    engine.mode = { kind: 'open', db: opened.db };
    listenForChanges(engine);
    followBackForwardCache(engine);
    return engine.mode;
  });
  return engine.opening;
}

function listenForChanges(engine: EngineState): void {
  engine.channel = openChangeChannel();
  engine.stopListening = engine.channel?.listen((changed) => void adoptAnnounced(engine, changed)) ?? null;
}

export function stopListeningForChanges(engine: EngineState): void {
  engine.stopListening?.();
  engine.channel?.close();
  engine.channel = null;
  engine.stopListening = null;
}

/**
 * A page kept in the back/forward cache with a BroadcastChannel open is evicted by the first
 * announcement it receives, so going back reloads it instead of restoring it. The channel closes
 * as the page goes into the cache and opens again as it comes back (the page then reads again
 * what start-up read, see hydrate-stores.ts). Undone when the engine closes.
 */
function followBackForwardCache(engine: EngineState): void {
  if (engine.stopFollowingPage !== null || typeof window === 'undefined') return;
  const hide = (event: PageTransitionEvent) => {
    if (event.persisted) stopListeningForChanges(engine);
  };
  const show = (event: PageTransitionEvent) => {
    if (event.persisted && engine.mode.kind === 'open' && engine.channel === null) listenForChanges(engine);
  };
  window.addEventListener('pagehide', hide);
  window.addEventListener('pageshow', show);
  engine.stopFollowingPage = () => {
    window.removeEventListener('pagehide', hide);
    window.removeEventListener('pageshow', show);
  };
}

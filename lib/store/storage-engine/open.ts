// Opening the database once, falling back to memory only when it can't be opened (or closes
// under the game), and the BroadcastChannel other tabs announce their saves on: open while the
// page is live, closed while it sits in the back/forward cache.

import { NEWER_GAME_NOTICE, UNSAVED_NOTICE } from '../../storage/notices';
import { openChangeChannel } from '../../storage/idb/broadcast';
import { openGameDatabase } from '../../storage/idb/database';
import { adoptAnnounced } from './adopt';
import { engine, goMemoryOnly, type Mode } from './state';

export function open(): Promise<Mode> {
  if (engine.mode.kind !== 'closed') return Promise.resolve(engine.mode);
  const begun = engine.generation;
  engine.opening ??= openGameDatabase({
    onVersionChange: () => goMemoryOnly(),
    onClosed: () => goMemoryOnly(),
  }).then((opened) => {
    if (begun !== engine.generation) {
      if (opened.ok) opened.db.close();
      return { kind: 'memory-only' } satisfies Mode;
    }
    engine.opening = null;
    if (engine.mode.kind !== 'closed') return engine.mode;
    if (!opened.ok) return goMemoryOnly(opened.reason === 'newer-version' ? NEWER_GAME_NOTICE : UNSAVED_NOTICE);
    engine.mode = { kind: 'open', db: opened.db };
    listenForChanges();
    followBackForwardCache();
    return engine.mode;
  });
  return engine.opening;
}

function listenForChanges(): void {
  engine.channel = openChangeChannel();
  engine.stopListening = engine.channel?.listen((changed) => void adoptAnnounced(changed)) ?? null;
}

export function stopListeningForChanges(): void {
  engine.stopListening?.();
  engine.channel?.close();
  engine.channel = null;
  engine.stopListening = null;
}

let backForwardFollowed = false;

/**
 * A page kept in the back/forward cache with a BroadcastChannel open is evicted by the first
 * announcement it receives, so going back reloads it instead of restoring it. The channel closes
 * as the page goes into the cache and opens again as it comes back (the page then reads again
 * what start-up read, see hydrate-stores.ts).
 */
function followBackForwardCache(): void {
  if (backForwardFollowed || typeof window === 'undefined') return;
  backForwardFollowed = true;
  window.addEventListener('pagehide', (event) => {
    if (event.persisted) stopListeningForChanges();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && engine.mode.kind === 'open' && engine.channel === null) listenForChanges();
  });
}

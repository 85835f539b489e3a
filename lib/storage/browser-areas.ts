// The browser's storage areas, reached only from here: this tab's localStorage (the game and the
// session, through safe-storage) and sessionStorage (what lasts the tab's visit only). Null where
// there is no window (the export's build) or the browser refuses them (some private modes throw).

function area(pick: () => Storage): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return pick();
  } catch {
    return null;
  }
}

export function localArea(): Storage | null {
  return area(() => window.localStorage);
}

export function sessionArea(): Storage | null {
  return area(() => window.sessionStorage);
}

/** Whether a `storage` event concerns this app's local area (null: another tab cleared storage). */
export function isLocalAreaEvent(event: Pick<StorageEvent, 'storageArea'>): boolean {
  return event.storageArea === null || event.storageArea === localArea();
}

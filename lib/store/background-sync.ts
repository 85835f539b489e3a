// Periodic Background Sync of the site league's feed, where the browser has it (an installed app
// on Android Chrome, which grants the permission to installed apps only): the service worker is
// woken about twice a day, fetches the feed and applies it as a page would
// (lib/store/worker-feed-sync.ts), and notifies. Elsewhere a page open in any tab notifies, and
// without notifications the 'since your last visit' note is the channel.

import { SITE_LEAGUE_KEY } from '../config';

/** The one periodic sync the worker answers (worker/service-worker-events.ts). */
export const BACKGROUND_FEED_TAG = 'predictoplay-league-feed';

/** Twelve hours: the browser wakes the worker no more often than this, and usually less. */
export const BACKGROUND_FEED_MIN_INTERVAL_MS = 12 * 60 * 60 * 1000;

/** How settled results reach this player on this device. */
export type ResultChannel = 'background' | 'open-app' | 'visit-note';

/** The periodic sync of a registration (not yet in TypeScript's DOM types). */
export interface PeriodicSyncManager {
  register(tag: string, options?: { minInterval: number }): Promise<void>;
  getTags(): Promise<string[]>;
  unregister(tag: string): Promise<void>;
}

/** What this module asks of the browser: the page's worker registration, the permission, notifications. */
export interface BackgroundSyncEnvironment {
  /** This page's worker registration, or null where no worker runs. */
  registration: () => Promise<{ periodicSync?: PeriodicSyncManager } | null>;
  /** The 'periodic-background-sync' permission, or null where the browser does not know it. */
  permission: () => Promise<PermissionState | null>;
  /** Whether a page can show a system notification here (Notification and a service worker). */
  canNotify: () => boolean;
  /** The site league's key: a deploy without a league has no feed to fetch. */
  siteLeagueKey: string;
}

function browserEnvironment(): BackgroundSyncEnvironment {
  return {
    registration: async () => {
      if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
      return ((await navigator.serviceWorker.getRegistration()) as { periodicSync?: PeriodicSyncManager } | undefined) ?? null;
    },
    permission: async () => {
      try {
        // Not a PermissionName in TypeScript's DOM types; a browser without it throws a TypeError.
        return (await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName })).state;
      } catch {
        return null;
      }
    },
    canNotify: () => typeof Notification !== 'undefined' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    siteLeagueKey: SITE_LEAGUE_KEY,
  };
}

/** This page's periodic sync, or null where the browser has none (or no worker runs). */
async function periodicSyncOf(env: BackgroundSyncEnvironment): Promise<PeriodicSyncManager | null> {
  try {
    return (await env.registration())?.periodicSync ?? null;
  } catch {
    return null;
  }
}

/** Whether the worker's periodic sync of the feed is registered here. */
async function isRegistered(env: BackgroundSyncEnvironment): Promise<boolean> {
  const sync = await periodicSyncOf(env);
  try {
    return sync !== null && (await sync.getTags()).includes(BACKGROUND_FEED_TAG);
  } catch {
    return false;
  }
}

/** Which channel holds here: the worker woken in the background, a notification while the app is open, or only the visit note. */
export async function resultChannel(env: BackgroundSyncEnvironment = browserEnvironment()): Promise<ResultChannel> {
  if (env.canNotify() && (await isRegistered(env))) return 'background';
  return env.canNotify() ? 'open-app' : 'visit-note';
}

/** Registers the twice-a-day background check when this browser allows it; whether it did. */
export async function startBackgroundFeedSync(env: BackgroundSyncEnvironment = browserEnvironment()): Promise<boolean> {
  if (env.siteLeagueKey === '') return false;
  const sync = await periodicSyncOf(env);
  if (sync === null || (await env.permission()) !== 'granted') return false;
  try {
    await sync.register(BACKGROUND_FEED_TAG, { minInterval: BACKGROUND_FEED_MIN_INTERVAL_MS });
    return true;
  } catch {
    // Refused after all (the app was uninstalled, or the browser decided against it): the page notifies while open.
    return false;
  }
}

/** Stops the background check (the last account here turned notifications off); whether one was stopped. */
export async function stopBackgroundFeedSync(env: BackgroundSyncEnvironment = browserEnvironment()): Promise<boolean> {
  const sync = await periodicSyncOf(env);
  if (sync === null || !(await isRegistered(env))) return false;
  try {
    await sync.unregister(BACKGROUND_FEED_TAG);
    return true;
  } catch {
    return false;
  }
}

/**
 * At start-up: registers the background check again when some account of this browser asked to be
 * notified (`anyOptedIn`, the notification opt-in kept in IndexedDB), since a browser drops the
 * registration when the app is reinstalled or its permission changes. Whether it is registered.
 */
export async function resumeBackgroundFeedSync(anyOptedIn: () => Promise<boolean>, env: BackgroundSyncEnvironment = browserEnvironment()): Promise<boolean> {
  if (!(await anyOptedIn())) return false;
  return startBackgroundFeedSync(env);
}

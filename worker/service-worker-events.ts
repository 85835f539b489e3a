// The service worker's own events beyond what workbox generates (scripts/build-sw.mjs bundles this
// file with esbuild after `next build`, one bundle per language, and the generated worker loads it
// with importScripts): the periodic sync of the site league's feed, and a click on a notification.
// This is the outermost layer of the worker, as app/ is of the pages: it reaches the game only
// through lib/store.

import { BACKGROUND_FEED_TAG } from '../lib/store/background-sync';
import { syncSiteFeedInWorker } from '../lib/store/worker-feed-sync';
import { openClicked, type OpenWindow } from './notification-click';

/** The worker's events and globals used here: not in TypeScript's DOM types (no webworker lib in this project). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface PeriodicSyncEvent extends ExtendableEvent {
  tag: string;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly OpenWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'periodicsync', listener: (event: PeriodicSyncEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

worker.addEventListener('periodicsync', (event) => {
  if (event.tag !== BACKGROUND_FEED_TAG) return;
  // A failed wake leaves the game as it was: the next wake, or the next page, applies the feed.
  event.waitUntil(syncSiteFeedInWorker().catch(() => undefined));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openClicked(event.notification.data, {
      origin: worker.location.origin,
      scope: worker.registration.scope,
      windows: () => worker.clients.matchAll({ type: 'window', includeUncontrolled: true }),
      openWindow: (url) => worker.clients.openWindow(url),
    }).catch(() => undefined),
  );
});

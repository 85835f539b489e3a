// Shows the settled news as system notifications, for the accounts that asked for them, from a
// page or from the service worker: the opt-ins are read from the game database (no window, local storage
// or zustand on this path), and every notification goes through the worker's registration, the
// only way Android Chrome shows one. Where there is no registration or no permission nothing is
// shown: the 'since your last visit' note stays the channel.

import type { SettledNews } from '../notify/settled-news';

/** The part of a registration this needs: in a page the worker's, in the worker `self.registration`. */
export type NotifyingRegistration = Pick<ServiceWorkerRegistration, 'showNotification'>;

/** How long a page waits for a registered worker to become active before giving up. */
const ACTIVE_WAIT_MS = 5000;

function permissionGranted(): boolean {
  try {
    return typeof Notification !== 'undefined' && Notification.permission === 'granted';
  } catch {
    return false;
  }
}

/** The registration to show through: the worker's own inside it, else this page's worker once active; null when none. */
async function currentRegistration(): Promise<NotifyingRegistration | null> {
  const scope = globalThis as typeof globalThis & { registration?: ServiceWorkerRegistration; ServiceWorkerGlobalScope?: new () => unknown };
  if (typeof scope.ServiceWorkerGlobalScope === 'function' && globalThis instanceof scope.ServiceWorkerGlobalScope) return scope.registration ?? null;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  if (registration.active) return registration;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ACTIVE_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The accounts among `accountIds` whose stored opt-in is on (each record checked as every read is). */
export async function optedInAccounts(accountIds: readonly string[], factory?: IDBFactory | null): Promise<Set<string>> {
  const [{ openGameDatabase }, { checkRecord }] = await Promise.all([import('../storage/idb/database'), import('../storage/idb/records')]);
  const opened = await openGameDatabase(factory === undefined ? {} : { factory });
  if (!opened.ok) return new Set();
  try {
    const on = new Set<string>();
    for (const accountId of new Set(accountIds)) {
      const checked = checkRecord('notifyOptIns', await opened.db.get('notifyOptIns', accountId));
      if (checked.ok && checked.value.on && checked.value.accountId === accountId) on.add(accountId);
    }
    return on;
  } finally {
    opened.db.close();
  }
}

/**
 * Shows each opted-in account's news through `registration`: what the service worker calls with
 * its own registration after it applied a feed. Resolves with how many were shown; never throws.
 */
export async function showSettledNotifications(registration: NotifyingRegistration, news: readonly SettledNews[], factory?: IDBFactory | null): Promise<number> {
  try {
    if (news.length === 0 || !permissionGranted()) return 0;
    const optedIn = await optedInAccounts(news.map((item) => item.accountId), factory);
    const shown = news.filter((item) => optedIn.has(item.accountId));
    if (shown.length === 0) return 0;
    const { settledNotification } = await import('../notify/notification-words');
    await Promise.all(shown.map((item) => {
      const { title, options } = settledNotification(item);
      return registration.showNotification(title, options as NotificationOptions);
    }));
    return shown.length;
  } catch {
    // A notification is a courtesy: the visit note still says what happened.
    return 0;
  }
}

/** Shows the news from wherever this runs: a page (its worker's registration) or the worker itself. */
export async function notifySettled(news: readonly SettledNews[]): Promise<number> {
  if (news.length === 0 || !permissionGranted()) return 0;
  try {
    const registration = await currentRegistration();
    return registration ? await showSettledNotifications(registration, news) : 0;
  } catch {
    return 0;
  }
}

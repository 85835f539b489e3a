// Registers the service worker that out/sw.js is generated into, lets a waiting deploy take over
// at the start of a visit, and says 'Updated' on the first page of a new deploy. That page is told
// apart by the deploy id in its HTML, since a browser may also hand over on its own once no page
// of the old deploy is open.

import { UPDATED_MESSAGE } from '../deploy/deploy-words';
import { isNewDeploy, mayTakeOver } from '../deploy/service-worker-update';
import { STORAGE_KEYS } from '../storage/keys';
import type { SafeStorage } from '../storage/safe-storage';
import { BASE_LOCALE, LOCALE, localePrefix } from '../i18n/locale';
import { browserStorage } from './browser-storage';
import { showToast } from './toast-store';

export interface ServiceWorkerEnvironment {
  container: Pick<ServiceWorkerContainer, 'controller' | 'register' | 'addEventListener'>;
  /** This page's deploy, from its HTML. */
  deployId: string | null;
  /** Where the last deploy this browser ran is remembered: the safe storage every store uses. */
  storage: Pick<SafeStorage, 'read' | 'write'>;
  isBusy: () => boolean;
  reload: () => void;
}

function browserEnvironment(): ServiceWorkerEnvironment {
  return {
    container: navigator.serviceWorker,
    deployId: document.querySelector('meta[name="predictoplay-deploy"]')?.getAttribute('content') ?? null,
    storage: browserStorage,
    isBusy: () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null,
    reload: () => window.location.reload(),
  };
}

function noteDeploy({ deployId, storage }: ServiceWorkerEnvironment): void {
  if (deployId === null) return;
  // A storage that refuses costs only the toast (the safe storage reports it as for any key): a
  // deploy that cannot be read is not known to be new.
  const lastSeen = storage.read(STORAGE_KEYS.deploy);
  if (lastSeen.ok && isNewDeploy(lastSeen.value, deployId)) showToast(UPDATED_MESSAGE, 'info');
  storage.write(STORAGE_KEYS.deploy, deployId);
}

export async function registerServiceWorker(env: ServiceWorkerEnvironment = browserEnvironment()): Promise<void> {
  const controlled = env.container.controller !== null;
  // Each language has its own worker (scripts/build-sw.mjs makes them): the English pages' at the
  // root, scoped to the whole site; the Hindi pages' scoped to /hi, so a phone caches the one language it reads.
  const registration = await env.container.register(LOCALE === BASE_LOCALE ? '/sw.js' : `/sw-${LOCALE}.js`, {
    scope: localePrefix(LOCALE) || '/',
  });
  // Only a page a worker serves keeps the deploy: where no worker runs, nothing is written.
  if (controlled) noteDeploy(env);
  const waiting = registration.waiting;
  if (!waiting || !mayTakeOver({ controlled, waiting: true, busy: env.isBusy() })) return;
  // Only the take-over asked for here reloads: the first install also changes the controller,
  // and that page must stay as it is.
  env.container.addEventListener('controllerchange', () => env.reload());
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

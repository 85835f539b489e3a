'use client';

import { IS_PRODUCTION_BUILD } from '@/lib/config';
import { useEffect } from 'react';

// Long enough after `load` for a page that renders from storage (the detail page) to paint its
// largest element before the worker starts downloading the whole site.
const AFTER_LOAD_MS = 3000;

/**
 * Registers the offline service worker a moment after the page has loaded, so it never competes
 * with the first load. Only the exported production build has a worker; dev servers and Jest
 * never register one.
 */
export function ServiceWorkerRegistrar() {
  useEffect(() => {
    if (!IS_PRODUCTION_BUILD || !('serviceWorker' in navigator)) return;
    let timer: number | undefined;
    const scheduleRegistration = () => {
      timer = window.setTimeout(register, AFTER_LOAD_MS);
    };
    const register = () => {
      void import('@/lib/store/service-worker').then((module) => module.registerServiceWorker()).catch(() => {
        // Without a worker the site still works online; offline play is what is lost.
      });
    };
    if (document.readyState === 'complete') scheduleRegistration();
    else window.addEventListener('load', scheduleRegistration, { once: true });
    return () => {
      window.removeEventListener('load', scheduleRegistration);
      window.clearTimeout(timer);
    };
  }, []);
  return null;
}

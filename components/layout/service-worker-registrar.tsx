'use client';

import { useEffect } from 'react';

/**
 * Registers the offline service worker once the page has loaded, so it never competes with the
 * first load. Only the exported production build has a worker; dev servers and Jest never
 * register one.
 */
export function ServiceWorkerRegistrar() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      void import('@/lib/store/service-worker').then((module) => module.registerServiceWorker()).catch(() => {
        // Without a worker the site still works online; offline play is what is lost.
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}

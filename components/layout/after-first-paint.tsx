'use client';

import { ToasterHost } from '../ui/toaster-host';
import { LeagueNews } from './league-news';
import { PlatformTitle } from './platform-title';
import { ServiceWorkerRegistrar } from './service-worker-registrar';
import { SiteLeagueFollower } from './site-league-follower';

export { StorageNotices } from './storage-notices';

/**
 * What the layout runs that draws nothing at first: the site league's follower, league news, the
 * platform name in the title, the toaster and the service worker's registrar. One chunk, loaded by
 * deferred-layout.tsx, so no route's first load carries them.
 */
export function AfterFirstPaint() {
  return (
    <>
      <SiteLeagueFollower />
      <LeagueNews />
      <PlatformTitle />
      <ToasterHost />
      <ServiceWorkerRegistrar />
    </>
  );
}

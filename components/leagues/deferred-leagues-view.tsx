'use client';

import { lazy, Suspense } from 'react';
import { LeaguesPlaceholder } from './leagues-placeholder';

// The leagues screen's code is not in /leagues's first load. The export renders its placeholders
// (nothing is known before storage is read); in the browser React keeps that HTML until the code
// arrives, then hydrates it.
const LeaguesView = lazy(() => import('./leagues-view').then((module) => ({ default: module.LeaguesView })));

/** The leagues screen; the same placeholders show when a link inside the site opens the page. */
export function DeferredLeaguesView() {
  return (
    <Suspense fallback={<LeaguesPlaceholder />}>
      <LeaguesView />
    </Suspense>
  );
}

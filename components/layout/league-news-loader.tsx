'use client';

import { lazy, Suspense } from 'react';

// League news (notes since the last visit, the nudge before a close) is loaded after the page,
// not with every route's first load: it renders nothing of its own.
const LeagueNews = lazy(() => import('./league-news').then((module) => ({ default: module.LeagueNews })));

export function LeagueNewsLoader() {
  return (
    <Suspense fallback={null}>
      <LeagueNews />
    </Suspense>
  );
}

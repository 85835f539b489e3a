'use client';

import { lazy, Suspense } from 'react';

// The layout's pieces that the first paint does not need, in one chunk (after-first-paint.tsx)
// that loads as the page hydrates. The export still renders them in full, and until the chunk
// arrives React keeps their server HTML as it is (the notices' live region), so nothing moves.
const loadParts = () => import('./after-first-paint');
const LazyAfterFirstPaint = lazy(() => loadParts().then((parts) => ({ default: parts.AfterFirstPaint })));
const LazyStorageNotices = lazy(() => loadParts().then((parts) => ({ default: parts.StorageNotices })));

/** The storage notices' live region, from the HTML on; its logic and words load after. */
export function DeferredStorageNotices() {
  return (
    <Suspense fallback={null}>
      <LazyStorageNotices />
    </Suspense>
  );
}

/** The follower, league news, the title's platform name, the toaster and the worker's registrar. */
export function DeferredLayoutParts() {
  return (
    <Suspense fallback={null}>
      <LazyAfterFirstPaint />
    </Suspense>
  );
}

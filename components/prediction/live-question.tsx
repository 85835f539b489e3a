'use client';

import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { markPreviewChoice, PREVIEW_CLASS, PREVIEW_SKELETON_CLASS, previewChoice } from '@/lib/display/question-preview-choice';

// The live page loads on demand: until it and the stores are in, the exported HTML's preview of
// the question stands (question-previews.tsx), so none of its code is in the page's first load.
const PredictionById = lazy(() => import('./prediction-by-id').then((module) => ({ default: module.PredictionById })));

interface LiveQuestionProps {
  /** A preview per question the build knows, drawn at build time. */
  previews: readonly { id: string; preview: ReactNode }[];
  /** The page's shape for any other question. */
  skeleton: ReactNode;
  /** What a screen reader hears while the page loads. */
  loading: string;
}

export function LiveQuestion({ previews, skeleton, loading }: LiveQuestionProps) {
  const ids = previews.map((entry) => entry.id);
  // Reached by a link inside the app, the page runs no inline script: the mark is set here instead.
  useLayoutEffect(() => markPreviewChoice(document.documentElement, window.location.search, ids));
  // The exported HTML holds every preview (it cannot know ?id=); drawn here, in the browser, the
  // stack holds only the asked question's, so the others cost no work while the page loads. (This
  // boundary is drawn on the client, since the page reads the URL, so the two need not match.)
  const chosen = typeof window === 'undefined' ? undefined : previewChoice(window.location.search, ids);
  const stack = (
    <div aria-busy="true">
      <p className="sr-only">{loading}</p>
      {previews
        .filter((entry) => chosen === undefined || entry.id === chosen)
        .map((entry) => (
          <div key={entry.id} className={PREVIEW_CLASS} data-preview={entry.id}>
            {entry.preview}
          </div>
        ))}
      <div className={PREVIEW_SKELETON_CLASS}>{skeleton}</div>
    </div>
  );
  return (
    <Suspense fallback={stack}>
      <PredictionById previews={stack} />
    </Suspense>
  );
}

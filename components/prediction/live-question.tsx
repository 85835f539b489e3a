'use client';

import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { markPreviewChoice } from '@/lib/display/question-preview-choice';

// The live page loads on demand: until it and the stores are in, the exported HTML's preview of
// the question stands (question-previews.tsx), so none of its code is in the page's first load.
const PredictionById = lazy(() => import('./prediction-by-id').then((module) => ({ default: module.PredictionById })));

interface LiveQuestionProps {
  /** The questions the page carries a preview of. */
  previewIds: readonly string[];
  previews: ReactNode;
}

export function LiveQuestion({ previewIds, previews }: LiveQuestionProps) {
  // Reached by a link inside the app, the page runs no inline script: the mark is set here instead.
  useLayoutEffect(() => markPreviewChoice(document.documentElement, window.location.search, previewIds), [previewIds]);
  return (
    <Suspense fallback={previews}>
      <PredictionById previews={previews} />
    </Suspense>
  );
}

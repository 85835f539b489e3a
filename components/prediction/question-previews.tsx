// The exported detail page's previews (issue 33): one per sample question and per open question of
// the site league's shipped feed (up to 20, soonest to close first), all hidden, and a skeleton.
// The inline script written here names ?id='s question on <html> before the first paint, and the
// CSS beside it shows that preview (lib/display/question-preview-choice.ts); the live page then
// takes its place (live-question.tsx). Rendered at build time only: no 'use client'.

import { DEPLOY_ID } from '@/lib/config';
import { market_loading } from '@/lib/i18n/paraglide/messages';
import { isPreviewableId, previewChoiceScript, previewStyles } from '@/lib/display/question-preview-choice';
import { samplePreviews, siteLeaguePreviews } from '@/lib/store/question-previews';
import { LiveQuestion } from './live-question';
import { QuestionPreview, QuestionSkeleton } from './question-preview';

/** The build's time, for which league questions are still open; every one when it is not a time (next dev). */
function buildTimeMs(): number {
  const at = Date.parse(DEPLOY_ID);
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
}

export async function PredictionWithPreviews() {
  const now = buildTimeMs();
  // A sample's times are relative to a first visit; only the league's are read against the build's.
  const questions = [...samplePreviews(0), ...(await siteLeaguePreviews(now))].filter((question) => isPreviewableId(question.market.id));
  const ids = questions.map((question) => question.market.id);
  const previews = questions.map((question) => ({ id: question.market.id, preview: <QuestionPreview preview={question} /> }));
  return (
    <>
      <style>{previewStyles(ids)}</style>
      <script dangerouslySetInnerHTML={{ __html: previewChoiceScript(ids) }} />
      <LiveQuestion previews={previews} skeleton={<QuestionSkeleton />} loading={market_loading()} />
    </>
  );
}

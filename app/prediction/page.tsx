import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { pages_prediction_description, pages_prediction_title } from '@/lib/i18n/paraglide/messages';
import { PredictionWithPreviews } from '@/components/prediction/question-previews';

export const metadata: Metadata = pageMetadata(pages_prediction_title(), pages_prediction_description(), '/prediction');

// Markets are created in the browser, so no id can be known at build time: the id is a query
// parameter, and the exported page carries a preview of each question a build knows.
export default function PredictionPage() {
  return <PredictionWithPreviews />;
}

import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { pages_prediction_description, pages_prediction_title } from '@/lib/i18n/paraglide/messages';
import { Suspense } from 'react';
import { PredictionById, PredictionLoading } from '@/components/prediction/prediction-by-id';

export const metadata: Metadata = pageMetadata(pages_prediction_title(), pages_prediction_description(), '/prediction');

// Markets are created in the browser, so no id can be known at build time: the id is a query parameter.
export default function PredictionPage() {
  return (
    <Suspense fallback={<PredictionLoading />}>
      <PredictionById />
    </Suspense>
  );
}

import type { Metadata } from 'next';
import { pagePreview } from '@/lib/display/page-preview';
import { Suspense } from 'react';
import { PredictionById, PredictionLoading } from '@/components/prediction/prediction-by-id';

const DESCRIPTION = 'A YES/NO prediction: its pool, players, time left and where the crowd leans.';

export const metadata: Metadata = {
  title: 'Prediction',
  description: DESCRIPTION,
  ...pagePreview('Prediction · PredictoPlay', DESCRIPTION, '/prediction'),
};

// Markets are created in the browser, so no id can be known at build time: the id is a query parameter.
export default function PredictionPage() {
  return (
    <Suspense fallback={<PredictionLoading />}>
      <PredictionById />
    </Suspense>
  );
}

import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PredictionById, PredictionLoading } from '@/components/prediction/prediction-by-id';

export const metadata: Metadata = {
  title: 'Prediction',
  description: 'A YES/NO prediction: its pool, players, time left and where the crowd leans.',
};

// Markets are created in the browser, so no id can be known at build time: the id is a query parameter.
export default function PredictionPage() {
  return (
    <Suspense fallback={<PredictionLoading />}>
      <PredictionById />
    </Suspense>
  );
}

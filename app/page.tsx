import { Suspense } from 'react';
import { FeatureGrid } from '@/components/home/feature-grid';
import { Hero } from '@/components/home/hero';
import { MARKETING_CARDS, WHY_CHOOSE } from '@/components/home/home-copy';
import { TrendingPredictions, TrendingPredictionsFallback } from '@/components/home/trending-predictions';

export default function HomePage() {
  return (
    <>
      <Hero />
      <FeatureGrid
        id="how-we-play"
        title="Prediction markets, made simple"
        intro="Everything you know from the big markets, with free coins and nothing to risk."
        features={MARKETING_CARDS}
      />
      <section id="predictions" aria-labelledby="trending-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12">
        <h2 id="trending-title" className="mb-6 text-2xl font-bold text-white sm:text-3xl">
          Trending predictions
        </h2>
        <Suspense fallback={<TrendingPredictionsFallback />}>
          <TrendingPredictions />
        </Suspense>
      </section>
      <FeatureGrid
        id="why-choose"
        title="Why choose PredictoPlay"
        intro="What a browser-only game does better than anyone."
        features={WHY_CHOOSE}
      />
    </>
  );
}

import { FeatureGrid } from '@/components/home/feature-grid';
import { Hero } from '@/components/home/hero';
import { MARKETING_CARDS, WHY_CHOOSE } from '@/components/home/home-copy';
import { InstallCardSlot } from '@/components/install/install-card-slot';
import { HomeTrending } from '@/components/home/home-trending';
import { home_features_intro, home_features_title, home_trending_title, home_why_intro, home_why_title } from '@/lib/i18n/paraglide/messages';

// The game comes first: on a phone the first open question's button is on the first screen,
// and the marketing cards follow the list at every width. The home-screen offer, once due, sits
// between them: it never pushes the questions down as it appears after the page has loaded.
export default function HomePage() {
  return (
    <>
      <Hero />
      <section id="predictions" aria-labelledby="trending-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 pb-12 pt-1 sm:pt-12">
        {/* On a phone the heading is read, not drawn: the first question's button stays above the tab bar. */}
        <h2 id="trending-title" className="sr-only text-white sm:not-sr-only sm:mb-6 sm:block sm:text-3xl sm:font-bold">
          {home_trending_title()}
        </h2>
        <HomeTrending />
      </section>
      <InstallCardSlot />
      <FeatureGrid
        id="how-we-play"
        title={home_features_title()}
        intro={home_features_intro()}
        features={MARKETING_CARDS}
      />
      <FeatureGrid
        id="why-choose"
        title={home_why_title()}
        intro={home_why_intro()}
        features={WHY_CHOOSE}
      />
    </>
  );
}

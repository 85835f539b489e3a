import { AppLink } from '@/components/ui/app-link';
import { home_hero_explore, home_hero_how, home_hero_tagline, home_hero_text, home_hero_title, home_hero_title_accent } from '@/lib/i18n/paraglide/messages';
import { HeroImage } from './hero-image';

/** On a phone only the tagline and heading (a size smaller on the narrowest, so the first question's button clears the tab bar): the list follows at once. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,_rgba(99,102,241,0.35),_transparent_60%)]" />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-2 pt-3 sm:py-12 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-300 sm:text-sm">{home_hero_tagline()}</p>
          <h1 id="hero-title" className="mt-1 text-2xl font-extrabold leading-tight min-[400px]:text-3xl text-white sm:mt-3 sm:text-5xl">
            {home_hero_title()} <span className="text-brand-300">{home_hero_title_accent()}</span>
          </h1>
          <p className="mt-4 hidden max-w-lg text-lg text-slate-300 sm:block">
            {home_hero_text()}
          </p>
          <div className="mt-8 hidden flex-wrap gap-3 sm:flex">
            <AppLink
              href="/#predictions"
              className="rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
            >
              {home_hero_explore()}
            </AppLink>
            <AppLink
              href="/how-it-works"
              className="rounded-xl border border-ink-600 px-6 py-3 font-semibold text-white hover:border-brand-400"
            >
              {home_hero_how()}
            </AppLink>
          </div>
        </div>
        <div className="hidden aspect-[4/3] sm:block">
          <HeroImage src="/images/hero.svg" />
        </div>
      </div>
    </section>
  );
}

import type { Metadata } from 'next';
import { SCREEN_WORDS } from '@/components/leagues/leagues-screen-words';
import { DeferredLeaguesView } from '@/components/leagues/deferred-leagues-view';
import { pagePreview } from '@/lib/display/page-preview';
import { pages_leagues_description, pages_leagues_preview_title, pages_leagues_title } from '@/lib/i18n/paraglide/messages';

// The preview a shared invite shows says what to do: join.
export const metadata: Metadata = {
  title: pages_leagues_title(),
  description: pages_leagues_description(),
  ...pagePreview(pages_leagues_preview_title(), pages_leagues_description(), '/leagues'),
};

export default function LeaguesPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold text-white sm:text-4xl">{pages_leagues_title()}</h1>
        <p className="mt-2 max-w-3xl text-slate-300">{SCREEN_WORDS.intro}</p>
      </div>
      <DeferredLeaguesView />
    </div>
  );
}

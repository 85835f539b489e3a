import type { Metadata } from 'next';
import { SCREEN_WORDS } from '@/components/leagues/leagues-screen-words';
import { LeaguesView } from '@/components/leagues/leagues-view';
import { pagePreview } from '@/lib/display/page-preview';

const TITLE = 'Join a league on PredictoPlay';
const DESCRIPTION = 'Predict YES/NO questions with your group, each league with its own play coins. Open the invite link to join.';

export const metadata: Metadata = {
  title: 'Leagues',
  description: DESCRIPTION,
  ...pagePreview(TITLE, DESCRIPTION, '/leagues'),
};

export default function LeaguesPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold text-white sm:text-4xl">Leagues</h1>
        <p className="mt-2 max-w-3xl text-slate-300">{SCREEN_WORDS.intro}</p>
      </div>
      <LeaguesView />
    </div>
  );
}

import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/display/page-preview';
import { pages_leaderboard_description, pages_leaderboard_intro, pages_leaderboard_title } from '@/lib/i18n/paraglide/messages';
import { DeferredLeaderboardView } from '@/components/leaderboard/deferred-leaderboard-view';
import { LeaderboardPreview } from '@/components/leaderboard/leaderboard-preview';

export const metadata: Metadata = pageMetadata(pages_leaderboard_title(), pages_leaderboard_description(), '/leaderboard');

export default function LeaderboardPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-white sm:text-4xl">{pages_leaderboard_title()}</h1>
        <p className="mt-2 text-slate-300">{pages_leaderboard_intro()}</p>
      </div>
      <DeferredLeaderboardView preview={<LeaderboardPreview />} />
    </div>
  );
}

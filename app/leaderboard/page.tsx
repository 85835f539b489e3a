import type { Metadata } from 'next';
import { pagePreview } from '@/lib/display/page-preview';
import { LeaderboardView } from '@/components/leaderboard/leaderboard-view';

const DESCRIPTION = 'The top PredictoPlay players this week, this month and of all time.';

export const metadata: Metadata = {
  title: 'Leaderboard',
  description: DESCRIPTION,
  ...pagePreview('Leaderboard · PredictoPlay', DESCRIPTION, '/leaderboard'),
};

export default function LeaderboardPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-white sm:text-4xl">Leaderboard</h1>
        <p className="mt-2 text-slate-300">The sharpest predictors, by net winnings on settled predictions.</p>
      </div>
      <LeaderboardView />
    </div>
  );
}

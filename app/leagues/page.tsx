import type { Metadata } from 'next';
import { LeaguesView } from '@/components/leagues/leagues-view';

export const metadata: Metadata = {
  title: 'Leagues',
  description: 'The leagues this browser follows: their questions, results and your coins in each.',
};

export default function LeaguesPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-white sm:text-4xl">Leagues</h1>
        <p className="mt-2 max-w-3xl text-slate-300">
          A league’s questions and results come from its operator, signed with the league’s key, and each league has its own
          coins, apart from your practice coins. The key fingerprint names the league’s key: read it out with the operator
          to be sure the league is theirs.
        </p>
      </div>
      <LeaguesView />
    </div>
  );
}

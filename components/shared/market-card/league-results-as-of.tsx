'use client';

import { useGameStore } from '@/lib/store/game-store';
import { ResultsAsOf } from '../signed-time/results-as-of';

/** A league question's 'Results as of <time>', from its league's newest signed time; nothing for a practice question. */
export function LeagueResultsAsOf({ leagueId }: { leagueId: string | null }) {
  const signedAt = useGameStore((state) => (leagueId === null ? undefined : state.leagues.find((league) => league.id === leagueId)?.signedAt));
  if (signedAt === undefined) return null;
  return (
    <div className="mt-2">
      <ResultsAsOf signedAt={signedAt} />
    </div>
  );
}

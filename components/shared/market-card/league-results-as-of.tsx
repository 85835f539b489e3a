'use client';

import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { ResultsAsOf } from '../signed-time/results-as-of';
import { StaleResultsNote } from '../signed-time/stale-results-note';

/** A league question's 'Results as of <time>', from its league's newest signed time, and a note when that is over a week old; nothing for a practice question. */
export function LeagueResultsAsOf({ leagueId }: { leagueId: string | null }) {
  const signedAt = useGameStore((state) => (leagueId === null ? undefined : state.leagues.find((league) => league.id === leagueId)?.signedAt));
  const now = useClockStore((state) => state.now);
  if (signedAt === undefined) return null;
  return (
    <div className="mt-2">
      <ResultsAsOf signedAt={signedAt} />
      <StaleResultsNote signedAt={signedAt} nowMs={now} />
    </div>
  );
}

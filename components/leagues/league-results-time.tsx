import { resultsAreStale } from '@/lib/league/signed-time';
import { staleResultsText } from '@/lib/league/signed-time-words';
import { ResultsAsOf } from '../shared/signed-time/results-as-of';

/**
 * A league card's signed time: 'Results as of <time>', and a note when that is more than a week
 * before the clock. Nothing for a league whose applied updates carry no signed time.
 */
export function LeagueResultsTime({ signedAt, nowMs }: { signedAt: string | undefined; nowMs: number | null }) {
  if (signedAt === undefined) return null;
  const stale = nowMs !== null && resultsAreStale(nowMs, { signedAt });
  return (
    <div className="mt-4 space-y-2">
      <ResultsAsOf signedAt={signedAt} />
      {stale && (
        <p className="rounded-xl border border-gold-400/50 bg-gold-400/10 px-3 py-2 text-sm text-gold-300">
          <span aria-hidden="true">⚠️ </span>
          {staleResultsText(signedAt)}
        </p>
      )}
    </div>
  );
}

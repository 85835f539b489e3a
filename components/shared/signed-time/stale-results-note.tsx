import { resultsAreStale } from '@/lib/league/signed-time';
import { staleResultsText } from '@/lib/league/signed-time-words';

/** The note when a league's newest signed results are more than a week before the clock; nothing before the clock runs. */
export function StaleResultsNote({ signedAt, nowMs }: { signedAt: string | undefined; nowMs: number | null }) {
  if (signedAt === undefined || nowMs === null || !resultsAreStale(nowMs, { signedAt })) return null;
  return (
    <p className="mt-4 rounded-xl border border-gold-400/50 bg-gold-400/10 px-3 py-2 text-sm text-gold-300">
      <span aria-hidden="true">{'⚠️ '}</span>
      {staleResultsText(signedAt)}
    </p>
  );
}

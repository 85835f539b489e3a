import { formatDateTime } from '@/lib/display/format';
import { RESULTS_AS_OF } from '@/lib/league/signed-time-words';

/**
 * 'Results as of <time>': when the organiser signed the newest update applied here. Nothing for a
 * league whose applied updates carry no signed time: the time this browser applied them is not it.
 */
export function ResultsAsOf({ signedAt }: { signedAt: string | undefined }) {
  if (signedAt === undefined) return null;
  return (
    <p className="text-sm text-slate-300">
      {RESULTS_AS_OF} <time dateTime={signedAt}>{formatDateTime(signedAt)}</time>
    </p>
  );
}

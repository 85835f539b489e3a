import { formatDateTime } from '@/lib/display/format';
import { betting_results_as_of } from '@/lib/i18n/paraglide/messages';

/**
 * 'Results as of <time>': when the organiser signed the newest update applied here. Nothing for a
 * league whose applied updates carry no signed time: the time this browser applied them is not it.
 */
export function ResultsAsOf({ signedAt }: { signedAt: string | undefined }) {
  if (signedAt === undefined) return null;
  return (
    <p className="text-sm text-slate-300">
      {/* The whole line is the time's text: the words sit before the time in English, after it in Hindi. */}
      <time dateTime={signedAt}>{betting_results_as_of({ time: formatDateTime(signedAt) })}</time>
    </p>
  );
}

// The league's words for its signed time, apart from league-words.ts (which imports the model's
// schemas) because they show on the card routes' first load: when the newest results were sent,
// and a note when that was more than a week ago. Times go through lib/display/format.

import { formatDateTime } from '../display/format';
import { leagues_results_as_of, leagues_stale_results } from '../i18n/paraglide/messages';

/** Before the time the organiser sent the newest update applied here (League.signedAt). */
export function resultsAsOfText(): string {
  return leagues_results_as_of();
}

/** Words of the build's language, read once. */
export const RESULTS_AS_OF = resultsAsOfText();

/** Shown when the newest results were sent more than a week ago (`resultsAreStale`). */
export function staleResultsText(signedAt: string): string {
  return leagues_stale_results({ time: formatDateTime(signedAt) });
}

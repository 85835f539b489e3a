// The league's words for its signed time, apart from league-words.ts (which imports the model's
// schemas) because they show on the card routes' first load: when the newest results were signed,
// and a note when that was more than a week ago. Times go through lib/display/format.

import { formatDateTime } from '../display/format';

/** Before the time the organiser signed the newest update applied here (League.signedAt). */
export const RESULTS_AS_OF = 'Results as of';

/** Shown when the newest results were signed more than a week ago (`resultsAreStale`). */
export function staleResultsText(signedAt: string): string {
  return `The latest results are from ${formatDateTime(signedAt)}, over a week ago. Ask the organiser for an update.`;
}

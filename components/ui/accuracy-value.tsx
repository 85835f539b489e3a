import { formatPercent } from '@/lib/display/format';
import { NoValueYet } from './no-value-yet';

export const NO_ACCURACY_REASON = 'No settled predictions yet';

/**
 * Accuracy (the profile's Accuracy and Win Rate, the wallet's Win Rate, the leaderboard's
 * column), or one dash named for screen readers while nothing has settled.
 */
export function AccuracyValue({ accuracy }: { accuracy: number | null }) {
  return accuracy === null ? <NoValueYet reason={NO_ACCURACY_REASON} /> : <>{formatPercent(accuracy)}</>;
}

import { formatPercent } from '@/lib/display/format';
import { layout_no_results_yet } from '@/lib/i18n/paraglide/messages';
import { NoValueYet } from './no-value-yet';

/** Why there is no accuracy yet, for screen readers. */
export function noAccuracyReason(): string {
  return layout_no_results_yet();
}

/**
 * Accuracy (the profile's Accuracy and Win Rate, the wallet's Win Rate, the leaderboard's
 * column), or one dash named for screen readers while nothing has settled.
 */
export function AccuracyValue({ accuracy }: { accuracy: number | null }) {
  return accuracy === null ? <NoValueYet reason={noAccuracyReason()} /> : <>{formatPercent(accuracy)}</>;
}

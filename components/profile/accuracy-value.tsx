import { formatPercent } from '@/lib/format';
import { NoValueYet } from '../ui/no-value-yet';

/** A player's share of settled predictions won, or why there is none yet. */
export function AccuracyValue({ accuracy }: { accuracy: number | null }) {
  return accuracy === null ? <NoValueYet reason="No settled predictions yet" /> : formatPercent(accuracy);
}

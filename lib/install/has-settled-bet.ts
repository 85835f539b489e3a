// Whether an account has seen a whole round: the moment to offer the app on the home screen.
import type { Position } from '../model/position';

/**
 * The statuses a question's result (or its cancellation) gives a bet. A bet cashed out in full is
 * the player's own ending, before any result, so it does not count.
 */
const SETTLED: ReadonlySet<Position['status']> = new Set(['won', 'lost', 'refunded']);

/** True once any bet of the account, practice or league, has been settled or refunded. */
export function hasSettledBet(positions: readonly Pick<Position, 'accountId' | 'status'>[], accountId: string | null): boolean {
  if (accountId === null) return false;
  return positions.some((position) => position.accountId === accountId && SETTLED.has(position.status));
}

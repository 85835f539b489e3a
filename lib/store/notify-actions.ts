// The player's 'notify me on this phone' switch: its record saved for the logged-in account.

import { setOptIn } from '../notify/opt-in';
import { commitGame } from './commit-game';
import { sessionAccountId } from './session-store';

export function setNotifyOptInForSession(on: boolean) {
  return commitGame((data, ctx) => setOptIn(data, sessionAccountId(), on, ctx.nowMs));
}

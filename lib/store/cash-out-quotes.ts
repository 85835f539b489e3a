// What the cash-out dialog reads before a cash-out: what a part returns, from the game in memory.
// Loaded with the dialog; the cards ask only cash-out-offers.ts.

import { cashOutQuoteFor } from '../betting/cash-out-quote';
import { gameDataOf, useGameStore } from './game-store';
import { sessionAccountId } from './session-store';

/** What cashing out `part` of the position returns at `nowMs`, on the game in memory. */
export function cashOutQuoteNow(positionId: string, part: number, nowMs: number) {
  return cashOutQuoteFor(gameDataOf(useGameStore.getState()), sessionAccountId(), positionId, part, nowMs);
}

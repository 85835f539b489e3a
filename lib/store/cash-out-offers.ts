// Which of the player's bets on a question a card offers to cash out, from the game in memory.
// Apart from the quotes (cash-out-quotes.ts, loaded with the dialog) so a card carries no pricing.

import { mayOfferCashOut } from '../betting/cash-out-offer';
import type { Position } from '../model/position';
import { gameDataOf, useGameStore } from './game-store';
import { sessionAccountId } from './session-store';

/** The player's positions on a question that can be cashed out at `nowMs`, oldest first. */
export function cashableNow(marketId: string, nowMs: number): Position[] {
  const data = gameDataOf(useGameStore.getState());
  const accountId = sessionAccountId();
  return data.positions.filter((position) => position.marketId === marketId && position.accountId === accountId && mayOfferCashOut(data, accountId, position, nowMs));
}

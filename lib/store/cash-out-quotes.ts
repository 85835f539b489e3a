// What the cards and the cash-out dialog read before a cash-out: which of the player's bets on a
// question can be cashed out now, and what a part returns, from the game in memory. Apart from the
// operation (cash-out-actions.ts, loaded with the dialog) so a card stays light.

import { canCashOut, cashOutQuoteFor } from '../betting/cash-out-quote';
import type { Position } from '../model/position';
import { gameDataOf, useGameStore } from './game-store';
import { sessionAccountId } from './session-store';

/** What cashing out `part` of the position returns at `nowMs`, on the game in memory. */
export function cashOutQuoteNow(positionId: string, part: number, nowMs: number) {
  return cashOutQuoteFor(gameDataOf(useGameStore.getState()), sessionAccountId(), positionId, part, nowMs);
}

/** The player's positions on a question that can be cashed out at `nowMs`, oldest first. */
export function cashableNow(marketId: string, nowMs: number): Position[] {
  const data = gameDataOf(useGameStore.getState());
  const accountId = sessionAccountId();
  return data.positions.filter((position) => position.marketId === marketId && position.accountId === accountId && canCashOut(data, accountId, position, nowMs));
}

// Cashing out for the logged-in player: the quote the dialog shows, read from memory, and the
// operation itself applied through `commitGame`. Both take the same pricing path in lib/betting,
// so what the dialog showed is what is paid, unless the game changed in between (then the
// operation's own figure, or its refusal, is what holds). A league cash-out travels to the
// organiser with the next picks card, as an unsent item until then.

import { cashOutPosition, cashOutQuoteFor, canCashOut } from '../betting/cash-out';
import type { Position } from '../model/position';
import { commitGame } from './commit-game';
import { gameDataOf, useGameStore } from './game-store';
import { sessionAccountId } from './session-store';

export function cashOutForSession(input: { positionId: string; part: number }) {
  return commitGame((data, ctx) => cashOutPosition(data, { ...input, accountId: sessionAccountId() }, ctx));
}

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

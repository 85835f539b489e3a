// Cashing out for the logged-in player: the quote the dialog shows, read from memory, and the
// operation itself applied through `commitGame`. Both take the same pricing path in lib/betting,
// so what the dialog showed is what is paid, unless the game changed in between (then the
// operation's own figure, or its refusal, is what holds). A league cash-out travels to the
// organiser with the next picks card, as an unsent item until then.

import { cashOutPosition, cashOutQuoteFor, canCashOut } from '../betting/cash-out';
import type { Position } from '../model/position';
import { PRACTICE_WALLET } from '../model/practice-wallet';
import { commitGame } from './commit-game';
import { gameDataOf, useGameStore } from './game-store';
import { sessionAccountId } from './session-store';

/** An organiser's own cash-out in a league run here is collected at once, in a commit of its own like its own bet. */
export async function cashOutForSession(input: { positionId: string; part: number }) {
  const done = await commitGame((data, ctx) => cashOutPosition(data, { ...input, accountId: sessionAccountId() }, ctx));
  if (done.ok && done.position.wallet !== PRACTICE_WALLET) {
    const { collectOwnCashOut } = await import('./collect-actions');
    await collectOwnCashOut(done.position, done.cashOut);
  }
  return done;
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

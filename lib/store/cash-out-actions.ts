// Cashing out for the logged-in player: the quote the dialog shows, read from memory, and the
// operation itself applied through `commitGame` (the quotes are in cash-out-quotes.ts, loaded
// with the cards; this with the dialog). Both take the same pricing path in lib/betting,
// so what the dialog showed is what is paid, unless the game changed in between (then the
// operation's own figure, or its refusal, is what holds). A league cash-out travels to the
// organiser with the next picks card, as an unsent item until then.

import { cashOutPosition } from '../betting/cash-out';
import { PRACTICE_WALLET } from '../model/practice-wallet';
import { commitGame } from './commit-game';
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

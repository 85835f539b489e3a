// Cashing out a position, on the player's side: a part of its standing stake comes back now, for
// at most 90% (cash-out-rules.ts), in one new GameData (the position's cash-out, its credit and, in
// practice, the crowd). The quote the dialog shows and the operation take one pricing path, so
// they cannot disagree. Practice is priced on the question's own crowd under the fixed rule; a
// league position only once its organiser counted it, on the held snapshot's counted crowd under
// the league's rule, and its cash-out (a pick id of the same player) travels in the next picks card.

import type { OpContext, Refusal } from '../game/operation';
import type { GameData } from '../model/game';
import type { Market } from '../model/market';
import type { CashOut, Position } from '../model/position';
import { applyMovement } from '../wallet/ledger';
import { cashOutEntryId } from '../wallet/entry-text';
import { standingPotentialWin, standingStake } from './cash-out-rules';
import { pricing, quoteOf, type CashOutRefusal } from './cash-out-quote';
import { newPickId } from './pick-id';

export { canCashOut, cashOutQuoteFor, type CashOutQuoteResult, type CashOutRefusal } from './cash-out-quote';

export interface CashOutInput {
  accountId: string | null;
  positionId: string;
  part: number;
}

export type CashOutResult = { ok: true; data: GameData; cashOut: CashOut; position: Position } | Refusal<CashOutRefusal>;

/** Practice: the side's coins and the pool drop by the part; its heads by one once the account stakes nothing more there. */
function marketAfter(data: GameData, market: Market, position: Position, part: number): Market {
  const yes = position.choice === 'YES';
  const stillOnSide = data.positions.some(
    (other) => other.accountId === position.accountId && other.marketId === market.id && other.choice === position.choice && other.status === 'open' && standingStake(other) > 0,
  );
  return {
    ...market,
    totalPool: market.totalPool - part,
    yesCoins: market.yesCoins - (yes ? part : 0),
    noCoins: market.noCoins - (yes ? 0 : part),
    totalYes: market.totalYes - (yes && !stillOnSide ? 1 : 0),
    totalNo: market.totalNo - (!yes && !stillOnSide ? 1 : 0),
  };
}

export function cashOutPosition(data: GameData, input: CashOutInput, ctx: OpContext): CashOutResult {
  const priced = pricing(data, input.accountId, input.positionId, ctx.nowMs);
  if ('ok' in priced) return priced;
  const quoted = quoteOf(priced, input.part);
  if (!quoted.ok) return quoted;
  const { position, market, league } = priced;
  const { value, rest } = quoted.quote;
  const cashOut: CashOut = {
    id: league ? newPickId(league.playerId, ctx.newId) : ctx.newId(),
    amount: input.part,
    value,
    at: new Date(ctx.nowMs).toISOString(),
    ...(league?.record.snapshotAt === undefined ? {} : { pricedAt: league.record.snapshotAt }),
  };
  const withCashOut = { ...position, cashOuts: [...(position.cashOuts ?? []), cashOut] };
  const after: Position = { ...withCashOut, potentialWin: standingPotentialWin(withCashOut), status: rest === 0 ? 'cashed-out' : 'open' };
  const moved = applyMovement(
    data,
    { id: cashOutEntryId(cashOut.id, 'paid'), accountId: position.accountId, amount: value, kind: 'cash-out', question: position.question, positionId: position.id, wallet: position.wallet },
    ctx,
  );
  const positions = data.positions.map((candidate) => (candidate.id === position.id ? after : candidate));
  // A league's crowd is the organiser's count: the next snapshot brings it, this browser never edits it.
  const markets = league ? data.markets : data.markets.map((candidate) => (candidate.id === market.id ? marketAfter({ ...data, positions }, market, position, input.part) : candidate));
  return { ok: true, data: { ...data, ...moved, markets, positions }, cashOut, position: after };
}

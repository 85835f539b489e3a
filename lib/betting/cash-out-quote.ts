// Quoting a cash-out on the player's side: what a part of a position's standing stake returns now,
// or why it cannot be cashed out, on what cash-out-offer.ts prices it on. Shared by the dialog and
// the operation (cash-out.ts), so what the dialog shows is what is paid.

import type { Refusal } from '../game/operation';
import type { GameData } from '../model/game';
import type { PayoutRule } from '../model/payout-rule';
import type { Position } from '../model/position';
import { pricing, type CashOutRefusal, type Priced } from './cash-out-offer';
import { quoteCashOut, type CashOutQuote } from './cash-out-rules';
import { standingStake } from './standing-stake';

export { pricing, type CashOutRefusal, type Priced };

export type CashOutQuoteResult = { ok: true; quote: CashOutQuote; position: Position; rule: PayoutRule } | Refusal<CashOutRefusal>;

export function quoteOf(priced: Priced, part: number): CashOutQuoteResult {
  const quoted = quoteCashOut(priced.position, part, priced.crowd, priced.rule, priced.ended);
  return quoted.ok ? { ok: true, quote: quoted.quote, position: priced.position, rule: priced.rule } : quoted;
}

/** What cashing out `part` of the position would return now, or why it cannot: what the dialog shows before confirming. */
export function cashOutQuoteFor(data: GameData, accountId: string | null, positionId: string, part: number, nowMs: number): CashOutQuoteResult {
  const priced = pricing(data, accountId, positionId, nowMs);
  return 'ok' in priced ? priced : quoteOf(priced, part);
}

/** Whether any part of the position can be cashed out now (its whole standing stake, then). */
export function canCashOut(data: GameData, accountId: string | null, position: Position, nowMs: number): boolean {
  return position.status === 'open' && cashOutQuoteFor(data, accountId, position.id, standingStake(position), nowMs).ok;
}


// Settling a market: resolving it YES or NO pays every open position on the winning side
// floor(stake x 1.8) and marks the others Lost; voiding refunds every open stake. The whole
// settlement is one new GameData, and it pays once: a settled market is refused, and only
// positions still open are ever touched, so running it again changes nothing.

import { potentialWin } from './betting-rules';
import type { Choice, GameData, OpContext, Position, Refusal } from './game-data';
import { applyMovement } from './ledger';
import type { Market } from './markets';

export type Outcome = Choice | 'VOID';

export type SettleRefusal = 'unknown-market' | 'already-settled';

export interface SettlementSummary {
  settled: number;
  paidOut: number;
  refunded: number;
}

export type SettleResult = { ok: true; data: GameData; summary: SettlementSummary } | Refusal<SettleRefusal>;

function settlePosition(position: Position, outcome: Outcome, settledAt: string): Position {
  const status = outcome === 'VOID' ? 'refunded' : position.choice === outcome ? 'won' : 'lost';
  return { ...position, status, settledAt };
}

export function settleMarket(data: GameData, marketId: string, outcome: Outcome, ctx: OpContext): SettleResult {
  const market = data.markets.find((candidate) => candidate.id === marketId);
  if (!market) return { ok: false, reason: 'unknown-market' };
  if (market.isResolved) return { ok: false, reason: 'already-settled' };

  const settledAt = new Date(ctx.nowMs).toISOString();
  let { accounts, ledger } = data;
  const summary: SettlementSummary = { settled: 0, paidOut: 0, refunded: 0 };
  const positions = data.positions.map((position) => {
    if (position.marketId !== marketId || position.status !== 'open') return position;
    const settled = settlePosition(position, outcome, settledAt);
    summary.settled += 1;
    const credit =
      settled.status === 'won'
        ? { amount: potentialWin(position.amount), description: `Won prediction: ${market.question}` }
        : settled.status === 'refunded'
          ? { amount: position.amount, description: `Refund: ${market.question}` }
          : null;
    if (credit) {
      ({ accounts, ledger } = applyMovement({ accounts, ledger }, { accountId: position.accountId, positionId: position.id, ...credit }, ctx));
      if (settled.status === 'won') summary.paidOut += credit.amount;
      else summary.refunded += credit.amount;
    }
    return settled;
  });
  const resolved: Market = { ...market, isResolved: true, outcome, resolvedAt: settledAt };
  const markets = data.markets.map((candidate) => (candidate.id === marketId ? resolved : candidate));
  return { ok: true, data: { ...data, markets, accounts, ledger, positions }, summary };
}

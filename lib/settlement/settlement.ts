// Settling a market: resolving it YES or NO pays every open position on the winning side the
// potentialWin it records (what a win of its standing stake pays, cash-outs taken away), and marks
// the others Lost; voiding refunds every open position's standing stake. A position cashed out
// whole is not open, so a result never touches it. The whole settlement is one new GameData, and it pays once: a settled market
// is refused, and only positions still open are ever touched, so running it again changes nothing.
// A league's question is settled only by its operator's events (lib/league/apply-update.ts), and
// pays only the positions its organiser counted: the others stay open on the settled question
// until a snapshot counts them (lib/league/apply-snapshot.ts) or refunds them as not counted.

import type { Choice, Position } from '../model/position';
import type { GameData } from '../model/game';
import type { OpContext, Refusal } from '../game/operation';
import { applyMovements, type Movement } from '../wallet/ledger';
import { positionEntryId } from '../wallet/entry-text';
import type { Market } from '../model/market';
import { standingStake } from '../betting/standing-stake';

export type Outcome = Choice | 'VOID';

/** Why a settlement is refused; settlement-words.ts says it. */
export type SettleRefusal = 'unknown-market' | 'already-settled' | 'league-question';

export interface SettleOptions {
  /** The id of a win or refund entry; a position's own by default. A league names it after the settling event. */
  entryId?: EntryIdOf;
  /** Set only when applying a league's signed result: without it a league question is refused. */
  league?: true;
  /** Which open positions the result settles (all by default); the others stay open. */
  counts?: Counts;
}

/** Whether a result settles an open position now: a league's, only once its organiser counted it. */
export type Counts = (position: Position) => boolean;

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

/** How a win or refund entry is named: a position's own by default, a league's after the settling event. */
export type EntryIdOf = (positionId: string, kind: 'win' | 'refund') => string;

/**
 * The open positions on `market` settled as `outcome`, with the credits they earn; every other
 * position as it was. Shared by settleMarket and by a restore that settles from outcomes this
 * browser already applied (lib/backup/restore-leagues.ts).
 */
export function settleOpenPositions(
  positions: readonly Position[],
  market: Market,
  outcome: Outcome,
  settledAt: string,
  entryId: EntryIdOf = positionEntryId,
  counts: Counts = () => true,
): { positions: Position[]; credits: Movement[]; summary: SettlementSummary } {
  const summary: SettlementSummary = { settled: 0, paidOut: 0, refunded: 0 };
  const credits: Movement[] = [];
  const settledPositions = positions.map((position) => {
    if (position.marketId !== market.id || position.status !== 'open' || !counts(position)) return position;
    // Nothing of it stands (every coin was cashed out): cashed out, not settled, and never a credit of 0.
    if (standingStake(position) <= 0) return { ...position, status: 'cashed-out' as const };
    const settled = settlePosition(position, outcome, settledAt);
    summary.settled += 1;
    if (settled.status === 'won') {
      // The figure the bet recorded (and the player saw as 'pays'), never recomputed here.
      const amount = position.potentialWin;
      credits.push({
        id: entryId(position.id, 'win'),
        accountId: position.accountId,
        positionId: position.id,
        amount,
        kind: 'win',
        question: market.question,
        wallet: position.wallet,
      });
      summary.paidOut += amount;
    } else if (settled.status === 'refunded') {
      // What still stands: the coins cashed out came back already.
      const amount = standingStake(position);
      credits.push({
        id: entryId(position.id, 'refund'),
        accountId: position.accountId,
        positionId: position.id,
        amount,
        kind: 'refund',
        question: market.question,
        wallet: position.wallet,
      });
      summary.refunded += amount;
    }
    return settled;
  });
  return { positions: settledPositions, credits, summary };
}

export function settleMarket(data: GameData, marketId: string, outcome: Outcome, ctx: OpContext, options: SettleOptions = {}): SettleResult {
  const market = data.markets.find((candidate) => candidate.id === marketId);
  if (!market) return { ok: false, reason: 'unknown-market' };
  if (market.leagueId !== null && !options.league) return { ok: false, reason: 'league-question' };
  if (market.isResolved) return { ok: false, reason: 'already-settled' };

  const settledAt = new Date(ctx.nowMs).toISOString();
  const { positions, credits, summary } = settleOpenPositions(data.positions, market, outcome, settledAt, options.entryId, options.counts);
  // Every credit in one pass: settling thousands of positions stays linear.
  const { accounts, ledger } = applyMovements(data, credits, ctx);
  const resolved: Market = { ...market, isResolved: true, outcome, resolvedAt: settledAt };
  const markets = data.markets.map((candidate) => (candidate.id === marketId ? resolved : candidate));
  return { ok: true, data: { ...data, markets, accounts, ledger, positions }, summary };
}

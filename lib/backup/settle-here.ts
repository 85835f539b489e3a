// Settling a restore's open positions from the results this browser already holds, as its own
// settlement would have: a win pays the position's potentialWin, a void refunds its stake, and no
// question is changed. A league credit is named after the league's applied seq, a practice one
// after its position, so restoring again pays nothing twice.

import type { League } from '../model/league';
import type { LedgerEntry } from '../model/ledger-entry';
import type { Market, MarketOutcome } from '../model/market';
import type { Membership } from '../model/membership';
import type { Position } from '../model/position';
import { PRACTICE_WALLET } from '../model/practice-wallet';
import { countPositions, poolCountOf } from '../league/count-positions';
import { cashOutJudge, leagueJudge, type Judgement } from '../league/judged';
import { takeBackRefusedCashOuts } from '../league/player/taken-back';
import { settleOpenPositions } from '../settlement/settlement';
import { entryText } from '../wallet/entry-text';

/** The outcome a question has in this browser, or null while it has none. */
export function outcomeHere(market: Market | undefined): MarketOutcome | null {
  return market?.isResolved && market.outcome !== undefined ? market.outcome : null;
}

/**
 * Open positions on questions this browser has a result for, settled from it: a win pays the
 * position's potentialWin, a void refunds its stake. A league position is settled only as the
 * league's held snapshot judges it (counted: settled; refused: refunded as not counted; else left
 * open), its credit named `<leagueId>:<seq>:<positionId>` by the league's applied seq, after any
 * cash-out of it that snapshot refused is taken back (a debit); a practice one after its position. `memberships`: this browser's after the restore (whose player keys judge).
 */
export function settleHere(positions: readonly Position[], marketOf: ReadonlyMap<string, Market>, leagues: readonly League[], memberships: readonly Membership[], nowMs: number): { positions: Position[]; credits: LedgerEntry[] } {
  const leagueOf = new Map(leagues.map((league) => [league.id, league]));
  const judges = new Map<string, (position: Position) => Judgement>();
  const judgeOf = (league: League) => {
    let judge = judges.get(league.id);
    if (judge === undefined) judges.set(league.id, (judge = leagueJudge(league.snapshot, memberships, league.id)));
    return judge;
  };
  const settledAt = new Date(nowMs).toISOString();
  const credits: LedgerEntry[] = [];
  const settled = positions.map((position) => {
    const market = marketOf.get(position.marketId);
    if ((position.status !== 'open' && position.status !== 'cashed-out') || market === undefined) return position;
    const { leagueId } = market;
    if (leagueId !== null) {
      const league = leagueOf.get(leagueId);
      if (league === undefined || position.wallet !== leagueId) return position;
      // A cash-out the held snapshot refused is taken back first, as that snapshot's arrival did here.
      const backs = takeBackRefusedCashOuts([position], leagueId, cashOutJudge(league.snapshot, memberships, leagueId), nowMs);
      credits.push(...backs.debits);
      const standing = backs.positions[0] ?? position;
      const counted = countPositions([standing], leagueId, marketOf, judgeOf(league), league.seq, nowMs, poolCountOf(league));
      credits.push(...counted.credits);
      return counted.positions[0] ?? standing;
    }
    if (position.status !== 'open') return position;
    const outcome = outcomeHere(market);
    if (outcome === null) return position;
    const result = settleOpenPositions([position], market, outcome, settledAt);
    for (const { id, accountId, amount, kind, question, positionId, wallet = PRACTICE_WALLET } of result.credits) {
      if (id === undefined) throw new Error('settleOpenPositions names every credit');
      credits.push({ id, accountId, amount, description: entryText(kind, question), createdAt: settledAt, positionId: positionId ?? null, kind, wallet });
    }
    return result.positions[0] ?? position;
  });
  return { positions: settled, credits };
}

// Settling a restore's open positions from the results this browser already holds, as its own
// settlement would have: a win pays the position's potentialWin, a void refunds its stake, and no
// question is changed. A league credit is named after the league's applied seq, a practice one
// after its position, so restoring again pays nothing twice.

import type { League } from '../model/league';
import type { LedgerEntry } from '../model/ledger-entry';
import type { Market, MarketOutcome } from '../model/market';
import type { Position } from '../model/position';
import { PRACTICE_WALLET } from '../model/practice-wallet';
import { leagueCreditEntryId } from '../league/apply-update';
import { settleOpenPositions, type EntryIdOf } from '../settlement/settlement';
import { entryText } from '../wallet/entry-text';

/** The outcome a question has in this browser, or null while it has none. */
export function outcomeHere(market: Market | undefined): MarketOutcome | null {
  return market?.isResolved && market.outcome !== undefined ? market.outcome : null;
}

/**
 * Open positions on questions this browser has a result for, settled from it: a win pays the
 * position's potentialWin, a void refunds its stake. A league credit is named
 * `<leagueId>:<seq>:<positionId>` by the league's applied seq, a practice one after its position.
 */
export function settleHere(positions: readonly Position[], marketOf: ReadonlyMap<string, Market>, leagues: readonly League[], nowMs: number): { positions: Position[]; credits: LedgerEntry[] } {
  const seqOf = new Map(leagues.map((league) => [league.id, league.seq]));
  const settledAt = new Date(nowMs).toISOString();
  const credits: LedgerEntry[] = [];
  const settled = positions.map((position) => {
    const market = marketOf.get(position.marketId);
    const outcome = position.status === 'open' ? outcomeHere(market) : null;
    if (market === undefined || outcome === null) return position;
    const { leagueId } = market;
    const seq = leagueId === null ? undefined : seqOf.get(leagueId);
    if (leagueId !== null && seq === undefined) return position;
    const entryId: EntryIdOf | undefined = leagueId === null || seq === undefined ? undefined : (positionId) => leagueCreditEntryId(leagueId, seq, positionId);
    const result = settleOpenPositions([position], market, outcome, settledAt, entryId);
    for (const { id, accountId, amount, kind, question, positionId, wallet = PRACTICE_WALLET } of result.credits) {
      if (id === undefined) throw new Error('settleOpenPositions names every credit');
      credits.push({ id, accountId, amount, description: entryText(kind, question), createdAt: settledAt, positionId: positionId ?? null, kind, wallet });
    }
    return result.positions[0] ?? position;
  });
  return { positions: settled, credits };
}

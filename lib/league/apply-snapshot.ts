// An organiser's snapshot taken by a player's browser: of two snapshots the one signed later wins,
// so a replayed or older one changes nothing. Taking a newer one first takes back every cash-out it
// refuses (the coins go back, the stake stands again), then refunds every open position it refuses
// ('Not counted') and pays every open position it counts whose question is settled, as the result
// would have paid it (in a pool-share league, exactly the payout it publishes); the league keeps the
// snapshot and its update's signed time, and its questions show the counted crowd.

import type { OpContext } from '../game/operation';
import type { GameData } from '../model/game';
import { CROWD_POINTS_KEPT, type CrowdPoint, type League } from '../model/league';
import type { Snapshot } from '../model/picks';
import { coinShares } from '../market/markets';
import { countPositions, poolCountOf } from './count-positions';
import { withCountedCrowd } from './counted-crowd';
import { cashOutJudge, leagueJudge } from './judged';
import { tallySettled } from './league-questions';
import { takeBackRefusedCashOuts } from './player/taken-back';
import { tally, type LeagueChangeSummary } from './update-summary';

/** The league's counted-crowd points with this snapshot's added: one per question with counted coins, the newest kept. */
export function withCrowdPoints(held: readonly CrowdPoint[] | undefined, snapshot: Snapshot, at: string): CrowdPoint[] {
  const added = snapshot.crowd.flatMap((row) => {
    const total = row.yesCoins + row.noCoins;
    return total === 0 ? [] : [{ at, questionId: row.questionId, yes: coinShares({ yesCoins: row.yesCoins, totalPool: total }).yes }];
  });
  return [...(held ?? []), ...added].slice(-CROWD_POINTS_KEPT);
}

/** Whether a snapshot signed at `signedAt` is newer than the one the league holds. */
export function isNewerSnapshot(league: Pick<League, 'snapshotAt'>, signedAt: string | undefined): signedAt is string {
  if (signedAt === undefined) return false;
  return league.snapshotAt === undefined || Date.parse(signedAt) > Date.parse(league.snapshotAt);
}

/**
 * `league` as the update's events left it (holding events up to snapshot.seq, which the caller
 * checks); the same data and league back when the snapshot is not newer than the held one.
 */
export function applySnapshot(data: GameData, league: League, snapshot: Snapshot, signedAt: string | undefined, summary: LeagueChangeSummary, ctx: OpContext): { data: GameData; league: League } {
  if (!isNewerSnapshot(league, signedAt)) return { data, league };
  const judge = leagueJudge(snapshot, data.memberships, league.id);
  const backs = takeBackRefusedCashOuts(data.positions, league.id, cashOutJudge(snapshot, data.memberships, league.id), ctx.nowMs);
  for (const debit of backs.debits) {
    const reason = backs.changed.find((position) => position.id === debit.positionId)?.cashOuts?.find((cashOut) => debit.id.startsWith(`${cashOut.id}:`))?.notCounted;
    tally(summary, debit.accountId, reason === 'crowd-moved' ? 'cashOutTakenBack' : 'cashOutRefused', -debit.amount);
  }
  const marketOf = new Map(data.markets.flatMap((market) => (market.leagueId === league.id ? [[market.id, market] as const] : [])));
  const taken: League = { ...league, snapshot, snapshotAt: signedAt, crowdSeen: withCrowdPoints(league.crowdSeen, snapshot, signedAt) };
  const counted = countPositions(backs.positions, league.id, marketOf, judge, league.seq, ctx.nowMs, poolCountOf(taken));
  const paidOf = new Map<string, number>();
  for (const credit of counted.credits) if (credit.positionId !== null) paidOf.set(credit.positionId, (paidOf.get(credit.positionId) ?? 0) + credit.amount);
  for (const position of counted.changed) tallySettled(summary, position, paidOf.get(position.id));
  summary.snapshot = true;
  const changed = backs.changed.length > 0 || counted.changed.length > 0;
  const paid = changed ? { ...data, positions: counted.positions, ledger: [...data.ledger, ...backs.debits, ...counted.credits] } : data;
  // Questions show the crowd the organiser counted, with the bets made here it doesn't list yet.
  return { data: withCountedCrowd(paid, league.id, snapshot, leagueJudge(snapshot, paid.memberships, league.id)), league: taken };
}

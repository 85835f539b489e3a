// An organiser's snapshot taken by a player's browser: of two snapshots the one signed later wins,
// so a replayed or older one changes nothing. Taking a newer one refunds every open position it
// refuses ('Not counted') and pays every open position it counts whose question is settled, as the
// result would have paid it; the league keeps the snapshot and its update's signed time, and its
// questions show the counted crowd.

import type { OpContext } from '../game/operation';
import type { GameData } from '../model/game';
import { CROWD_POINTS_KEPT, type CrowdPoint, type League } from '../model/league';
import type { Snapshot } from '../model/picks';
import { coinShares } from '../market/markets';
import { countPositions } from './count-positions';
import { withCountedCrowd } from './counted-crowd';
import { leagueJudge } from './judged';
import { tallySettled } from './league-questions';
import type { LeagueChangeSummary } from './update-summary';

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
  const marketOf = new Map(data.markets.flatMap((market) => (market.leagueId === league.id ? [[market.id, market] as const] : [])));
  const counted = countPositions(data.positions, league.id, marketOf, judge, league.seq, ctx.nowMs);
  for (const position of counted.changed) tallySettled(summary, position);
  summary.snapshot = true;
  const taken: League = { ...league, snapshot, snapshotAt: signedAt, crowdSeen: withCrowdPoints(league.crowdSeen, snapshot, signedAt) };
  const paid = counted.changed.length === 0 ? data : { ...data, positions: counted.positions, ledger: [...data.ledger, ...counted.credits] };
  // Questions show the crowd the organiser counted, with the bets made here it doesn't list yet.
  return { data: withCountedCrowd(paid, league.id, snapshot, leagueJudge(snapshot, paid.memberships, league.id)), league: taken };
}

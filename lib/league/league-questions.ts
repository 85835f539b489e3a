// The two things a league does to a question here, from an event or from a checkpoint: add it
// (or rebuild it) as a market, and settle it through settleMarket, each credit under an entry id
// of the settling seq, so it is paid once. A result pays only what the organiser counted.

import type { OpContext } from '../game/operation';
import type { GameData } from '../model/game';
import { standingStake, winPaid } from '../betting/standing-stake';
import { payoutRuleOf, type League, type LeagueEvent } from '../model/league';
import type { Market } from '../model/market';
import type { Position } from '../model/position';
import { isPickId } from '../model/pick-id-pattern';
import { settleMarket } from '../settlement/settlement';
import { leagueJudge } from './judged';
import { tally, type LeagueChangeSummary, type UpdateProblem } from './update-summary';

/** A league credit's entry id: one per settling event and position. */
export function leagueCreditEntryId(leagueId: string, seq: number, positionId: string): string {
  return `${leagueId}:${seq}:${positionId}`;
}

export type QuestionFields = Extract<LeagueEvent, { type: 'question-added' }>;

/**
 * A question of this league added here, or rebuilt: one left here while the league is new here
 * (its league record was set aside, and its log is followed again from the start) is rebuilt from
 * its signed event: open again, the pool of the positions placed here kept, and the log's own
 * result settles it. One whose result this browser already applied keeps it (a log that stops
 * before the result must not reopen it for bets); the result's event then changes nothing.
 */
export function addQuestion(data: GameData, league: League, event: Omit<QuestionFields, 'type' | 'seq' | 'prev'>, summary: LeagueChangeSummary): GameData | UpdateProblem {
  const held = data.markets.find((market) => market.id === event.id);
  if (!event.id.startsWith(`${league.id}.`) || (held && (held.leagueId !== league.id || league.seq > 0))) return { problem: 'question-not-added', questionId: event.id };
  if (held?.isResolved) return data;
  const { id, question, category, description, endTime, at } = event;
  const market: Market = {
    ...{ id, question, category, endTime, createdAt: at, leagueId: league.id, isResolved: false },
    ...(held ? { totalYes: held.totalYes, totalNo: held.totalNo, totalPool: held.totalPool, yesCoins: held.yesCoins, noCoins: held.noCoins } : { totalYes: 0, totalNo: 0, totalPool: 0, yesCoins: 0, noCoins: 0 }),
    ...(description ? { description } : {}),
  };
  summary.added += 1;
  return { ...data, markets: held ? data.markets.map((each) => (each === held ? market : each)) : [market, ...data.markets] };
}

/**
 * A result applied to an open question of this league: the positions its organiser counted (by the
 * snapshot held here) settled, each credit under an id of `seq`; the others stay open, marked with
 * `seq`, until a snapshot counts them (paid then under the same id) or refunds them as not counted.
 */
export function settleQuestion(data: GameData, league: League, questionId: string, outcome: 'YES' | 'NO' | 'VOID', seq: number, summary: LeagueChangeSummary, ctx: OpContext): GameData | UpdateProblem {
  const market = data.markets.find((candidate) => candidate.id === questionId && candidate.leagueId === league.id);
  if (!market || market.isResolved) return { problem: 'question-unknown-or-final', questionId };
  const judge = leagueJudge(league.snapshot, data.memberships, league.id);
  // A bet placed before picks travelled (no pick id) could never be sent: the result settles it
  // as it did when it was placed. Every bet since has a pick id and waits for the organiser's count.
  // In a league that shares the pool, a win's share is the organiser's to publish: the snapshot
  // pays it (count-positions.ts), and only a void (every standing stake back) settles here.
  const sharesPool = payoutRuleOf(league) === 'pool' && outcome !== 'VOID';
  const counts = (position: Position) => {
    if (!isPickId(position.id)) return true;
    const judgement = judge(position);
    return !sharesPool && judgement.state === 'counted' && !judgement.cashOutsWaiting;
  };
  const entryId = (positionId: string) => leagueCreditEntryId(league.id, seq, positionId);
  const settled = settleMarket(data, market.id, outcome, ctx, { league: true, entryId, counts });
  if (!settled.ok) return { problem: 'question-not-settled', questionId };
  const positions = settled.data.positions.map((position, index) => {
    if (position.marketId !== market.id) return position;
    const was = data.positions[index];
    if (position.status === 'open') return { ...position, resultSeq: seq };
    if (was?.status === 'open') tallySettled(summary, position);
    return position;
  });
  summary.settled += 1;
  return { ...settled.data, positions };
}

/** A position just settled, added to its account's change; `paid` is what it was paid when that is not its own figure (a pool's share). */
export function tallySettled(summary: LeagueChangeSummary, position: Position, paid?: number): void {
  if (position.status === 'won') tally(summary, position.accountId, 'won', paid ?? winPaid(position));
  else if (position.status === 'lost') tally(summary, position.accountId, 'lost', standingStake(position));
  else if (position.status === 'refunded') tally(summary, position.accountId, position.notCounted ? 'notCounted' : 'refunded', paid ?? standingStake(position));
}

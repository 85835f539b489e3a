// The two things a league does to a question here, from an event or from a checkpoint: add it
// (or rebuild it) as a market, and settle it through settleMarket, each credit under an entry id
// of the settling seq, so it is paid once.

import type { OpContext } from '../game/operation';
import type { GameData } from '../model/game';
import type { League, LeagueEvent } from '../model/league';
import type { Market } from '../model/market';
import { settleMarket } from '../settlement/settlement';
import type { LeagueChangeSummary, UpdateProblem } from './update-summary';

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

/** A result applied to an open question of this league: its positions settled, each credit under an id of `seq`. */
export function settleQuestion(data: GameData, league: League, questionId: string, outcome: 'YES' | 'NO' | 'VOID', seq: number, summary: LeagueChangeSummary, ctx: OpContext): GameData | UpdateProblem {
  const market = data.markets.find((candidate) => candidate.id === questionId && candidate.leagueId === league.id);
  if (!market || market.isResolved) return { problem: 'question-unknown-or-final', questionId };
  for (const position of data.positions) {
    if (position.marketId !== market.id || position.status !== 'open') continue;
    const change = (summary.byAccount[position.accountId] ??= { won: 0, refunded: 0, lost: 0 });
    if (outcome === 'VOID') change.refunded += position.amount;
    else if (position.choice === outcome) change.won += position.potentialWin;
    else change.lost += 1;
  }
  const entryId = (positionId: string) => leagueCreditEntryId(league.id, seq, positionId);
  const settled = settleMarket(data, market.id, outcome, ctx, { league: true, entryId });
  if (!settled.ok) return { problem: 'question-not-settled', questionId };
  summary.settled += 1;
  return settled.data;
}

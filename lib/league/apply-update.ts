// Applying a verified update to the game, purely: each event once, in seq order. A replay (the
// hash already applied at its seq) changes nothing; a different event at an applied seq is a
// conflict, a missing run a gap, and either refuses the whole update. Results are final and settle
// through settleMarket with entry ids `<leagueId>:<seq>:<positionId>`, so a credit is paid once.

import type { OpContext } from '../game/operation';
import type { GameData } from '../model/game';
import type { League, LeagueEvent, LeagueSource } from '../model/league';
import type { Market } from '../model/market';
import { settleMarket } from '../settlement/settlement';
import type { VerifiedUpdate } from './read-update';

export interface AccountChange {
  /** Coins paid for won positions. */
  won: number;
  /** Stakes given back by voids. */
  refunded: number;
  /** Positions lost. */
  lost: number;
}

export interface LeagueChangeSummary {
  leagueId: string;
  name: string;
  added: number;
  settled: number;
  byAccount: Record<string, AccountChange>;
}

/** What is wrong with an update that breaks the league's rules; league-words.ts words it. */
export type UpdateProblem =
  | { problem: 'no-events' | 'not-started' | 'not-following-on' | 'started-twice' }
  | { problem: 'question-not-added' | 'question-unknown-or-final' | 'question-not-settled'; questionId: string };

/** Why an update was refused, with what the player is told about it. */
export type ApplyRefusal =
  | { ok: false; reason: 'gap'; startsAt: number; haveUpTo: number }
  | { ok: false; reason: 'conflict' | 'bad-signature'; leagueName: string }
  | ({ ok: false; reason: 'invalid'; leagueName: string } & UpdateProblem);

export type ApplyFailureReason = ApplyRefusal['reason'];

export type ApplyResult = { ok: true; data: GameData; summary: LeagueChangeSummary } | ApplyRefusal;

type Refused = ApplyRefusal;

function gap(startsAt: number, haveUpTo: number): Refused {
  return { ok: false, reason: 'gap', startsAt, haveUpTo };
}

export function conflictRefusal(leagueName: string): Refused {
  return { ok: false, reason: 'conflict', leagueName };
}

/** A league credit's entry id: one per settling event and position. */
export function leagueCreditEntryId(leagueId: string, seq: number, positionId: string): string {
  return `${leagueId}:${seq}:${positionId}`;
}

function newLeague(update: VerifiedUpdate, source: LeagueSource, nowMs: number): League | Refused {
  const first = update.events[0];
  if (first?.seq !== 1) return gap(first?.seq ?? 0, 0);
  if (first.type !== 'started') return { ok: false, reason: 'invalid', leagueName: update.name, problem: 'not-started' };
  const { name, startingCoins } = first;
  return { id: update.leagueId, name, publicKey: update.publicKey, startingCoins, seq: 0, hashes: [], updatedAt: new Date(nowMs).toISOString(), source };
}

/** One new event applied to `data`, or what is wrong with it. */
/** `before` is the game as the update found it: what was settled here before it, not by its own events. */
function applyEvent(data: GameData, before: GameData, league: League, event: LeagueEvent, summary: LeagueChangeSummary, ctx: OpContext): GameData | UpdateProblem {
  switch (event.type) {
    case 'started':
      return event.seq === 1 && event.startingCoins === league.startingCoins ? data : { problem: 'started-twice' };
    case 'renamed':
      summary.name = event.name;
      return data;
    case 'question-added': {
      // A question of this league left here while the league is new here (its league record was
      // set aside, and its log is followed again from the start) is rebuilt from its signed event:
      // open again, the pool of the positions placed here kept, and the log's own result settles it.
      // One whose result this browser already applied keeps it (a log that stops before the
      // result must not reopen it for bets); the result's event then changes nothing.
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
    default: {
      const market = data.markets.find((candidate) => candidate.id === event.questionId && candidate.leagueId === league.id);
      const outcome = event.type === 'voided' ? 'VOID' : event.outcome;
      // The same result on a question kept settled through a rebuild (above), settled here before
      // this update, is applied already: nothing is open on it, nothing is paid. A log that gives a
      // question two results, or a different one, is refused.
      const settledBefore = before.markets.find((candidate) => candidate.id === event.questionId);
      if (market?.isResolved && settledBefore?.isResolved && settledBefore.outcome === outcome) return data;
      if (!market || market.isResolved) return { problem: 'question-unknown-or-final', questionId: event.questionId };
      for (const position of data.positions) {
        if (position.marketId !== market.id || position.status !== 'open') continue;
        const change = (summary.byAccount[position.accountId] ??= { won: 0, refunded: 0, lost: 0 });
        if (outcome === 'VOID') change.refunded += position.amount;
        else if (position.choice === outcome) change.won += position.potentialWin;
        else change.lost += 1;
      }
      const entryId = (positionId: string) => leagueCreditEntryId(league.id, event.seq, positionId);
      const settled = settleMarket(data, market.id, outcome, ctx, { league: true, entryId });
      if (!settled.ok) return { problem: 'question-not-settled', questionId: event.questionId };
      summary.settled += 1;
      return settled.data;
    }
  }
}

export function applyLeagueUpdate(data: GameData, update: VerifiedUpdate, source: LeagueSource, ctx: OpContext): ApplyResult {
  const { leagues } = data;
  const known = leagues.find((league) => league.id === update.leagueId);
  const label = known?.name ?? update.name;
  const invalid = (problem: UpdateProblem): Refused => ({ ok: false, reason: 'invalid', leagueName: label, ...problem });
  const { events, hashes } = update;
  if (events.length === 0 || events.length !== hashes.length) return invalid({ problem: 'no-events' });
  if (known && known.publicKey !== update.publicKey) return { ok: false, reason: 'bad-signature', leagueName: label };
  const league = known ?? newLeague(update, source, ctx.nowMs);
  if (!('id' in league)) return league;

  // Events already applied: each must be the very event applied at its seq.
  let start = 0;
  for (; start < events.length && (events[start]?.seq ?? 0) <= league.seq; start += 1) {
    const seq = events[start]?.seq ?? 0;
    if (league.hashes[seq - 1] !== hashes[start]) return conflictRefusal(label);
  }
  const summary: LeagueChangeSummary = { leagueId: league.id, name: league.name, added: 0, settled: 0, byAccount: {} };
  if (start === events.length) return { ok: true, data, summary };
  const firstNew = events[start]?.seq ?? 0;
  if (firstNew !== league.seq + 1) return gap(firstNew, league.seq);

  let next = data;
  for (let index = start; index < events.length; index += 1) {
    const event = events[index] as LeagueEvent;
    const prev = index === start ? (league.hashes.at(-1) ?? '') : hashes[index - 1];
    if (event.prev !== prev) return index === start ? conflictRefusal(label) : invalid({ problem: 'not-following-on' });
    if (event.seq !== firstNew + index - start) return invalid({ problem: 'not-following-on' });
    const applied = applyEvent(next, data, league, event, summary, ctx);
    if ('problem' in applied) return invalid(applied);
    next = applied;
  }
  const updated: League = {
    ...league,
    name: summary.name,
    seq: events.at(-1)?.seq ?? league.seq,
    hashes: [...league.hashes, ...hashes.slice(start)],
    updatedAt: new Date(ctx.nowMs).toISOString(),
  };
  const nextLeagues = known ? leagues.map((candidate) => (candidate.id === league.id ? updated : candidate)) : [...leagues, updated];
  return { ok: true, data: { ...next, leagues: nextLeagues }, summary };
}

// Applying a verified update to the game, purely: each event once, in seq order. A replay (the
// hash already applied at its seq) changes nothing; a different event at an applied seq is a
// conflict, a missing run a gap, and either refuses the whole update. Results are final and settle
// through settleMarket with entry ids `<leagueId>:<seq>:<positionId>`, so a credit is paid once.
// An update from a checkpoint (the league's state at event N) starts a league new here, or one
// behind N, from that state; a browser that joined from a checkpoint judges the events before it
// only by whether their chain reaches the checkpoint's hash. A result pays only the positions the
// organiser counted; the update's snapshot, when newer than the one held, counts or refunds the
// rest (apply-snapshot.ts), and needs the events up to its seq held here.

import type { OpContext } from '../game/operation';
import type { GameData } from '../model/game';
import { updateEndSeq, type League, type LeagueEvent, type LeagueSource } from '../model/league';
import { applyCheckpoint } from './apply-checkpoint';
import { applySnapshot, isNewerSnapshot } from './apply-snapshot';
import { addQuestion, settleQuestion } from './league-questions';
import type { VerifiedUpdate } from './read-update';
import type { LeagueChangeSummary, UpdateProblem } from './update-summary';

export type { AccountChange, LeagueChangeSummary, UpdateProblem } from './update-summary';
export { leagueCreditEntryId } from './league-questions';

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

function newLeague(update: VerifiedUpdate, source: LeagueSource, nowMs: number): League | Refused {
  const first = update.events[0];
  if (first?.seq !== 1) return gap(first?.seq ?? (update.snapshot ? update.snapshot.seq + 1 : 0), 0);
  if (first.type !== 'started') return { ok: false, reason: 'invalid', leagueName: update.name, problem: 'not-started' };
  const { name, startingCoins, payout } = first;
  return { id: update.leagueId, name, publicKey: update.publicKey, startingCoins, ...(payout ? { payout } : {}), seq: 0, hashes: [], updatedAt: new Date(nowMs).toISOString(), source };
}

/** The later of two ISO times, either possibly absent. */
function later(held: string | undefined, signed: string | undefined): string | undefined {
  if (held === undefined) return signed;
  if (signed === undefined) return held;
  return Date.parse(signed) > Date.parse(held) ? signed : held;
}

/** One new event applied to `data`, or what is wrong with it. */
/** `before` is the game as the update found it: what was settled here before it, not by its own events. */
function applyEvent(data: GameData, before: GameData, league: League, event: LeagueEvent, summary: LeagueChangeSummary, ctx: OpContext): GameData | UpdateProblem {
  switch (event.type) {
    case 'started':
      return event.seq === 1 && event.startingCoins === league.startingCoins && (league.payout === undefined || event.payout === league.payout) ? data : { problem: 'started-twice' };
    case 'renamed':
      summary.name = event.name;
      return data;
    case 'question-added':
      return addQuestion(data, league, event, summary);
    default: {
      const market = data.markets.find((candidate) => candidate.id === event.questionId && candidate.leagueId === league.id);
      const outcome = event.type === 'voided' ? 'VOID' : event.outcome;
      // The same result on a question kept settled through a rebuild (addQuestion), settled here
      // before this update, is applied already: nothing is open on it, nothing is paid. A log that
      // gives a question two results, or a different one, is refused.
      const settledBefore = before.markets.find((candidate) => candidate.id === event.questionId);
      if (market?.isResolved && settledBefore?.isResolved && settledBefore.outcome === outcome) return data;
      return settleQuestion(data, league, event.questionId, outcome, event.seq, summary, ctx);
    }
  }
}

export function applyLeagueUpdate(data: GameData, update: VerifiedUpdate, source: LeagueSource, ctx: OpContext): ApplyResult {
  const { leagues } = data;
  const known = leagues.find((league) => league.id === update.leagueId);
  const label = known?.name ?? update.name;
  const invalid = (problem: UpdateProblem): Refused => ({ ok: false, reason: 'invalid', leagueName: label, ...problem });
  const { events, hashes, checkpoint, snapshot } = update;
  if ((events.length === 0 && !checkpoint && !snapshot) || events.length !== hashes.length) return invalid({ problem: 'no-events' });
  if (known && known.publicKey !== update.publicKey) return { ok: false, reason: 'bad-signature', leagueName: label };
  const summary: LeagueChangeSummary = { leagueId: update.leagueId, name: known?.name ?? update.name, added: 0, settled: 0, snapshot: false, byAccount: {} };

  // A league new here, or behind the checkpoint, starts from the checkpoint's state.
  let league: League;
  let next = data;
  if (checkpoint && (known?.seq ?? 0) < checkpoint.seq) {
    const base: League = known ?? { id: update.leagueId, name: checkpoint.name, publicKey: update.publicKey, startingCoins: checkpoint.startingCoins, ...(checkpoint.payout ? { payout: checkpoint.payout } : {}), seq: 0, hashes: [], updatedAt: new Date(ctx.nowMs).toISOString(), source };
    const caught = applyCheckpoint(data, base, known !== undefined, checkpoint, summary, ctx);
    if ('problem' in caught) return invalid(caught);
    ({ league, data: next } = caught);
  } else {
    const made = known ?? newLeague(update, source, ctx.nowMs);
    if (!('id' in made)) return made;
    league = made;
  }

  // Events already applied: each must be the very event applied at its seq. Those before the
  // first kept hash (a league joined from a checkpoint) are judged by the chain reaching it.
  const firstKept = league.firstSeq ?? 1;
  const heldHash = (seq: number) => (seq >= firstKept ? league.hashes[seq - firstKept] : undefined);
  if (checkpoint && checkpoint.seq <= league.seq) {
    const held = heldHash(checkpoint.seq);
    if (held !== undefined && held !== checkpoint.hash) return conflictRefusal(label);
  }
  let start = 0;
  for (; start < events.length && (events[start]?.seq ?? 0) <= league.seq; start += 1) {
    const held = heldHash(events[start]?.seq ?? 0);
    if (held !== undefined && held !== hashes[start]) return conflictRefusal(label);
  }
  const firstNew = events[start]?.seq;
  if (firstNew !== undefined && firstNew !== league.seq + 1) return gap(firstNew, league.seq);

  const before = next;
  for (let index = start; index < events.length; index += 1) {
    const event = events[index] as LeagueEvent;
    const prev = index === start ? (league.hashes.at(-1) ?? '') : hashes[index - 1];
    if (event.prev !== prev) return index === start ? conflictRefusal(label) : invalid({ problem: 'not-following-on' });
    if (event.seq !== (firstNew ?? 0) + index - start) return invalid({ problem: 'not-following-on' });
    const applied = applyEvent(next, before, league, event, summary, ctx);
    if ('problem' in applied) return invalid(applied);
    next = applied;
  }
  // An update that stops short of what is applied here is old news: its time says nothing of now.
  // (Signing always runs to the end of the log, so a later time with an earlier end is a rollback.)
  const updateEnd = updateEndSeq(update) ?? 0;
  const signedAt = updateEnd >= league.seq ? later(league.signedAt, update.signedAt) : league.signedAt;
  // A snapshot counts picks against the events up to its seq: without them here, it waits.
  if (snapshot && snapshot.seq > league.seq && events.length === 0 && !checkpoint) return gap(snapshot.seq + 1, league.seq);
  const newerSnapshot = snapshot !== undefined && isNewerSnapshot(league, update.signedAt);
  // Nothing new and no newer signing time or snapshot: a replay, which changes nothing.
  if (start === events.length && league === known && signedAt === known.signedAt && !newerSnapshot) return { ok: true, data, summary };
  // A league kept here with nothing applied (restored) takes its rule from its 'started' event.
  const started = events.slice(start).find((event) => event.type === 'started');
  const advanced: League = {
    ...league,
    ...(started?.type === 'started' && started.payout ? { payout: started.payout } : {}),
    name: summary.name,
    seq: start < events.length ? (events.at(-1)?.seq ?? league.seq) : league.seq,
    hashes: [...league.hashes, ...hashes.slice(start)],
    updatedAt: new Date(ctx.nowMs).toISOString(),
    ...(signedAt ? { signedAt } : {}),
  };
  const counted = snapshot ? applySnapshot(next, advanced, snapshot, update.signedAt, summary, ctx) : { data: next, league: advanced };
  next = counted.data;
  const updated = counted.league;
  const nextLeagues = known ? leagues.map((candidate) => (candidate.id === league.id ? updated : candidate)) : [...leagues, updated];
  return { ok: true, data: { ...next, leagues: nextLeagues }, summary };
}

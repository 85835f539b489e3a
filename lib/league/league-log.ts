// The operator's side of a league: its append-only event log, where each appended event takes
// the next seq, names the last event's hash and extends `hashes`. Questions get the admin form's
// checks; a result is final; the log's shape is what signUpdate turns into updates.

import * as v from 'valibot';
import { hasDirectionControl } from '../display/bidi';
import { validateMarketDraft, type DraftErrors, type MarketDraft } from '../market/market-draft';
import { DUPLICATE_QUESTION, questionKey } from '../market/question-text';
import { leagueEventSchema, leagueNameSchema, startingCoinsSchema, type LeagueEvent } from '../model/league';
import { fromBase64Url } from './encoding';
import { chainHolds, hashEvent, hashEvents } from './event-hash';
import { leagueIdOf } from './league-id';
import { describeLog } from './log-state';

export { describeLog, type LeagueQuestionState, type LogState } from './log-state';

export interface LeagueLog {
  leagueId: string;
  publicKey: string;
  events: LeagueEvent[];
  /** hashes[i] is the hash of events[i]. */
  hashes: string[];
}

type Appendable = LeagueEvent extends infer E ? (E extends LeagueEvent ? Omit<E, 'seq' | 'prev' | 'at'> : never) : never;

async function append(log: LeagueLog, event: Appendable, nowMs: number): Promise<LeagueLog> {
  const full = { ...event, seq: log.events.length + 1, prev: log.hashes.at(-1) ?? '', at: new Date(nowMs).toISOString() } as LeagueEvent;
  return { ...log, events: [...log.events, full], hashes: [...log.hashes, await hashEvent(full)] };
}

/** Why a new league's name or starting coins cannot be used. */
export type LeagueSetupProblem = LeagueNameProblem | 'coins-range';

/** Why a new name cannot be used: its length, or a character that turns text around (so it could pass for another name). */
export type LeagueNameProblem = 'name-length' | 'direction-control';

/**
 * Why a new league name cannot be used, or null: LEAGUE_NAME_LENGTH characters once trimmed, and no
 * direction control. Names already signed stay as they are; only new ones are checked.
 */
export function leagueNameProblem(name: string): LeagueNameProblem | null {
  if (!v.is(leagueNameSchema, name.trim())) return 'name-length';
  return hasDirectionControl(name) ? 'direction-control' : null;
}

/** Why starting coins cannot be used, or null: whole coins within STARTING_COINS. */
export function startingCoinsProblem(coins: number): 'coins-range' | null {
  return v.is(startingCoinsSchema, coins) ? null : 'coins-range';
}

/** A new league's log: event 1 starts it with its name and starting coins. Throws on a name or coins the checks above refuse. */
export async function startLeagueLog(publicKey: string, name: string, startingCoins: number, nowMs: number): Promise<LeagueLog> {
  const problem = leagueNameProblem(name) ?? startingCoinsProblem(startingCoins);
  if (problem) throw new RangeError(`startLeagueLog: ${problem}`);
  const raw = fromBase64Url(publicKey);
  if (!raw) throw new RangeError('startLeagueLog: not a public key');
  const empty: LeagueLog = { leagueId: await leagueIdOf(raw), publicKey, events: [], hashes: [] };
  return append(empty, { type: 'started', name: name.trim(), startingCoins }, nowMs);
}

export type AppendQuestionResult = { ok: true; log: LeagueLog; questionId: string } | { ok: false; errors: DraftErrors };

/** Adds a question with the admin form's checks; an open question of this league asking the same is refused. */
export async function appendQuestion(log: LeagueLog, draft: MarketDraft, nowMs: number): Promise<AppendQuestionResult> {
  const checked = validateMarketDraft(draft, nowMs);
  const { questions } = describeLog(log.events);
  const key = questionKey(draft.question);
  const duplicate = key !== '' && questions.some((question) => question.state === 'open' && questionKey(question.question) === key);
  if (!checked.ok || duplicate) {
    const errors = checked.ok ? {} : checked.errors;
    return { ok: false, errors: duplicate && !errors.question ? { ...errors, question: DUPLICATE_QUESTION } : errors };
  }
  const { question, category, endTime, description = '' } = checked.value;
  const questionId = `${log.leagueId}.${questions.length + 1}`;
  const next = await append(log, { type: 'question-added', id: questionId, question, category, description, endTime }, nowMs);
  return { ok: true, log: next, questionId };
}

export type AppendOutcomeRefusal =
  | { ok: false; reason: 'unknown-question'; questionId: string }
  | { ok: false; reason: 'already-final'; questionId: string; state: 'YES' | 'NO' | 'VOID' };

export type AppendOutcomeResult = { ok: true; log: LeagueLog } | AppendOutcomeRefusal;

/** Resolves a question YES or NO, or voids it: once, since a result is final. */
export async function appendOutcome(log: LeagueLog, questionId: string, outcome: 'YES' | 'NO' | 'VOID', nowMs: number): Promise<AppendOutcomeResult> {
  const question = describeLog(log.events).questions.find((candidate) => candidate.id === questionId);
  if (!question) return { ok: false, reason: 'unknown-question', questionId };
  if (question.state !== 'open') return { ok: false, reason: 'already-final', questionId, state: question.state };
  const event: Appendable = outcome === 'VOID' ? { type: 'voided', questionId } : { type: 'resolved', questionId, outcome };
  return { ok: true, log: await append(log, event, nowMs) };
}

export type AppendRenameRefusal = { ok: false; reason: LeagueNameProblem } | { ok: false; reason: 'same-name'; name: string };

export type AppendRenameResult = { ok: true; log: LeagueLog } | AppendRenameRefusal;

export async function appendRename(log: LeagueLog, name: string, nowMs: number): Promise<AppendRenameResult> {
  const problem = leagueNameProblem(name);
  if (problem) return { ok: false, reason: problem };
  if (describeLog(log.events).name === name.trim()) return { ok: false, reason: 'same-name', name: name.trim() };
  return { ok: true, log: await append(log, { type: 'renamed', name: name.trim() }, nowMs) };
}

/** Why stored events are not a league's log; `issue` is the schema's own words for an invalid event. */
export type LoadLogRefusal = { ok: false; reason: 'not-a-key' | 'not-started' | 'broken-chain' } | { ok: false; reason: 'invalid-event'; issue: string };

export type LoadLogResult = { ok: true; log: LeagueLog } | LoadLogRefusal;

/** A log read back from its stored events (the command line's events file): checked event by event and along its chain. */
export async function loadLeagueLog(publicKey: string, events: unknown): Promise<LoadLogResult> {
  const raw = fromBase64Url(publicKey);
  const parsed = v.safeParse(v.array(leagueEventSchema), events);
  if (!raw) return { ok: false, reason: 'not-a-key' };
  if (!parsed.success) return { ok: false, reason: 'invalid-event', issue: parsed.issues[0].message };
  const list = parsed.output;
  if (list[0]?.type !== 'started' || list[0].seq !== 1) return { ok: false, reason: 'not-started' };
  const hashes = await hashEvents(list);
  if (!chainHolds(list, hashes)) return { ok: false, reason: 'broken-chain' };
  return { ok: true, log: { leagueId: await leagueIdOf(raw), publicKey, events: list, hashes } };
}

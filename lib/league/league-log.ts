// The operator's side of a league: its append-only event log, where each appended event takes
// the next seq, names the last event's hash and extends `hashes`. Questions get the admin form's
// checks; a result is final; the log's shape is what signUpdate turns into updates.

import * as v from 'valibot';
import { hasDirectionControl } from '../display/bidi';
import { validateMarketDraft, type DraftErrors, type MarketDraft } from '../market/market-draft';
import { DUPLICATE_QUESTION, questionKey } from '../market/question-text';
import { leagueEventSchema, leagueNameSchema, startingCoinsSchema, type LeagueEvent, type PayoutRule } from '../model/league';
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

/** The log with `events` after its last: each takes the next seq, names the hash before it and is stamped `nowMs`. */
async function append(log: LeagueLog, events: readonly Appendable[], nowMs: number): Promise<LeagueLog> {
  const at = new Date(nowMs).toISOString();
  const added: LeagueEvent[] = [];
  const hashes = [...log.hashes];
  for (const event of events) {
    const full = { ...event, seq: log.events.length + added.length + 1, prev: hashes.at(-1) ?? '', at } as LeagueEvent;
    added.push(full);
    hashes.push(await hashEvent(full));
  }
  return { ...log, events: [...log.events, ...added], hashes };
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

/**
 * A new league's log: event 1 starts it with its name, starting coins and payout rule (always
 * written, so it never changes: no event changes it). Throws on a name or coins the checks above refuse.
 */
export async function startLeagueLog(publicKey: string, name: string, startingCoins: number, nowMs: number, payout: PayoutRule = 'fixed'): Promise<LeagueLog> {
  const problem = leagueNameProblem(name) ?? startingCoinsProblem(startingCoins);
  if (problem) throw new RangeError(`startLeagueLog: ${problem}`);
  const raw = fromBase64Url(publicKey);
  if (!raw) throw new RangeError('startLeagueLog: not a public key');
  const empty: LeagueLog = { leagueId: await leagueIdOf(raw), publicKey, events: [], hashes: [] };
  return append(empty, [{ type: 'started', name: name.trim(), startingCoins, payout }], nowMs);
}

export type AppendQuestionResult = { ok: true; log: LeagueLog; questionId: string } | { ok: false; errors: DraftErrors };

/** Adds a question with the admin form's checks; an open question of this league asking the same is refused. */
export async function appendQuestion(log: LeagueLog, draft: MarketDraft, nowMs: number): Promise<AppendQuestionResult> {
  const added = await appendQuestions(log, [draft], nowMs);
  return added.ok ? { ok: true, log: added.log, questionId: added.questionIds[0] as string } : { ok: false, errors: added.errors[0]?.errors ?? {} };
}

export type AppendQuestionsResult = { ok: true; log: LeagueLog; questionIds: string[] } | { ok: false; errors: { index: number; errors: DraftErrors }[] };

/**
 * Adds every draft or none (a season at once), each with the admin form's checks; a question an
 * open question of the league (or an earlier draft) asks is refused. Every refusal comes back with
 * its index. The log is described and extended once, so thousands of rows cost one pass.
 */
export async function appendQuestions(log: LeagueLog, drafts: readonly MarketDraft[], nowMs: number): Promise<AppendQuestionsResult> {
  const { questions } = describeLog(log.events);
  const asked = new Set(questions.filter((question) => question.state === 'open').map((question) => questionKey(question.question)));
  const events: Appendable[] = [];
  const refused: { index: number; errors: DraftErrors }[] = [];
  drafts.forEach((draft, index) => {
    const checked = validateMarketDraft(draft, nowMs);
    const key = questionKey(draft.question);
    const duplicate = key !== '' && asked.has(key);
    asked.add(key);
    if (!checked.ok || duplicate) {
      const errors = checked.ok ? {} : checked.errors;
      refused.push({ index, errors: duplicate && !errors.question ? { ...errors, question: DUPLICATE_QUESTION } : errors });
      return;
    }
    const { question, category, endTime, description = '' } = checked.value;
    events.push({ type: 'question-added', id: `${log.leagueId}.${questions.length + events.length + 1}`, question, category, description, endTime });
  });
  if (refused.length > 0) return { ok: false, errors: refused };
  const questionIds = events.flatMap((event) => (event.type === 'question-added' ? [event.id] : []));
  return { ok: true, log: await append(log, events, nowMs), questionIds };
}

export type AppendOutcomeRefusal =
  | { ok: false; reason: 'unknown-question'; questionId: string }
  | { ok: false; reason: 'already-final'; questionId: string; state: 'YES' | 'NO' | 'VOID' };

export type AppendOutcomeResult = { ok: true; log: LeagueLog } | AppendOutcomeRefusal;

/** Resolves a question YES or NO, or voids it: once, since a result is final. */
export async function appendOutcome(log: LeagueLog, questionId: string, outcome: 'YES' | 'NO' | 'VOID', nowMs: number): Promise<AppendOutcomeResult> {
  const settled = await appendOutcomes(log, [{ questionId, outcome }], nowMs);
  return settled.ok ? settled : (settled.refusals[0]?.refusal ?? { ok: false, reason: 'unknown-question', questionId });
}

export interface OutcomeEntry {
  questionId: string;
  outcome: 'YES' | 'NO' | 'VOID';
}

export type AppendOutcomesResult = { ok: true; log: LeagueLog } | { ok: false; refusals: { index: number; refusal: AppendOutcomeRefusal }[] };

/** Settles every question or none: an unknown id, or a question already final (here or earlier in the list), is refused. */
export async function appendOutcomes(log: LeagueLog, entries: readonly OutcomeEntry[], nowMs: number): Promise<AppendOutcomesResult> {
  const states = new Map(describeLog(log.events).questions.map((question) => [question.id, question.state]));
  const events: Appendable[] = [];
  const refusals: { index: number; refusal: AppendOutcomeRefusal }[] = [];
  entries.forEach(({ questionId, outcome }, index) => {
    const state = states.get(questionId);
    if (state === undefined) refusals.push({ index, refusal: { ok: false, reason: 'unknown-question', questionId } });
    else if (state !== 'open') refusals.push({ index, refusal: { ok: false, reason: 'already-final', questionId, state } });
    else {
      states.set(questionId, outcome);
      events.push(outcome === 'VOID' ? { type: 'voided', questionId } : { type: 'resolved', questionId, outcome });
    }
  });
  if (refusals.length > 0) return { ok: false, refusals };
  return { ok: true, log: await append(log, events, nowMs) };
}

export type AppendRenameRefusal = { ok: false; reason: LeagueNameProblem } | { ok: false; reason: 'same-name'; name: string };

export type AppendRenameResult = { ok: true; log: LeagueLog } | AppendRenameRefusal;

export async function appendRename(log: LeagueLog, name: string, nowMs: number): Promise<AppendRenameResult> {
  const problem = leagueNameProblem(name);
  if (problem) return { ok: false, reason: problem };
  if (describeLog(log.events).name === name.trim()) return { ok: false, reason: 'same-name', name: name.trim() };
  return { ok: true, log: await append(log, [{ type: 'renamed', name: name.trim() }], nowMs) };
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

// Many questions or results added to an operator's log at once, all or none: each is checked
// exactly as appendQuestion and appendOutcome check one (and against those before it in the same
// batch), and every refusal is returned with its index. The log is described and extended once,
// so a season of thousands of rows costs one pass, not one pass per row.

import { validateMarketDraft, type DraftErrors, type MarketDraft } from '../market/market-draft';
import { DUPLICATE_QUESTION, questionKey } from '../market/question-text';
import type { LeagueEvent } from '../model/league';
import { hashEvent } from './event-hash';
import { describeLog, type AppendOutcomeRefusal, type LeagueLog } from './league-log';

type Appendable = LeagueEvent extends infer E ? (E extends LeagueEvent ? Omit<E, 'seq' | 'prev' | 'at'> : never) : never;

/** The log with `events` after its last: each takes the next seq, names the hash before it and is stamped `nowMs`. */
async function appendAll(log: LeagueLog, events: readonly Appendable[], nowMs: number): Promise<LeagueLog> {
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

export type AppendQuestionsResult = { ok: true; log: LeagueLog; questionIds: string[] } | { ok: false; errors: { index: number; errors: DraftErrors }[] };

/** Adds every draft or none; a question an open question of the league (or an earlier draft) asks is refused. */
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
  return { ok: true, log: await appendAll(log, events, nowMs), questionIds };
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
  return { ok: true, log: await appendAll(log, events, nowMs) };
}

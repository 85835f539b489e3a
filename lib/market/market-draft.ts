// The admin's Create Prediction form: what a new market's question, category, end time and
// description must be, and the market it becomes. Each failure is a reason for its field, with
// the limits its words need (market-words.ts says it).

import { CATEGORIES, type Category } from './categories';
import type { GameData } from '../model/game';
import type { OpContext, Refusal } from '../game/operation';
import type { FieldErrors } from '../account/validation';
import type { Market } from '../model/market';
import { unbetMarket } from './markets';
import { DUPLICATE_QUESTION, questionKey, unresolvedQuestionKeys } from './question-text';
import { DAY_MS } from '../display/time';

import { DESCRIPTION_MAX_LENGTH, QUESTION_LENGTH } from './market-limits';

export { DESCRIPTION_MAX_LENGTH, QUESTION_LENGTH };
/** How far ahead an end time may be: a year, so a typo like 2062 is caught. */
export const MAX_END_AHEAD_MS = 365 * DAY_MS;

export type DraftField = 'question' | 'category' | 'endTime' | 'description';

export interface MarketDraft {
  question: string;
  category: string;
  /** A date-time-local value ('2026-12-01T18:30', read in the player's zone) or an ISO time. */
  endTime: string;
  description: string;
}

export interface ValidDraft {
  question: string;
  category: Category;
  endTime: string;
  description?: string;
}

export type DraftProblem =
  | { reason: 'question-missing' }
  | { reason: 'question-too-short'; min: number }
  | { reason: 'question-too-long'; max: number; length: number }
  | { reason: 'question-mark-missing' }
  | { reason: 'asked-already' }
  | { reason: 'category-unknown' }
  | { reason: 'end-time-missing' }
  | { reason: 'end-time-past' }
  | { reason: 'end-time-too-far' }
  | { reason: 'description-too-long'; max: number; length: number };

export type DraftErrors = FieldErrors<DraftField, DraftProblem>;

export type DraftCheck = { ok: true; value: ValidDraft } | { ok: false; errors: DraftErrors };

function questionProblem(question: string): DraftProblem | null {
  if (question === '') return { reason: 'question-missing' };
  if (question.length < QUESTION_LENGTH.min) return { reason: 'question-too-short', min: QUESTION_LENGTH.min };
  if (question.length > QUESTION_LENGTH.max) return { reason: 'question-too-long', max: QUESTION_LENGTH.max, length: question.length };
  if (!question.endsWith('?')) return { reason: 'question-mark-missing' };
  return null;
}

function endTimeProblem(endMs: number, nowMs: number): DraftProblem | null {
  if (Number.isNaN(endMs)) return { reason: 'end-time-missing' };
  if (endMs <= nowMs) return { reason: 'end-time-past' };
  if (endMs > nowMs + MAX_END_AHEAD_MS) return { reason: 'end-time-too-far' };
  return null;
}

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function validateMarketDraft(draft: MarketDraft, nowMs: number): DraftCheck {
  const question = draft.question.trim();
  const description = draft.description.trim();
  const endMs = draft.endTime.trim() === '' ? Number.NaN : Date.parse(draft.endTime);
  const errors: DraftErrors = {};
  const questionError = questionProblem(question);
  if (questionError) errors.question = questionError;
  if (!isCategory(draft.category)) errors.category = { reason: 'category-unknown' };
  const endError = endTimeProblem(endMs, nowMs);
  if (endError) errors.endTime = endError;
  if (description.length > DESCRIPTION_MAX_LENGTH) {
    errors.description = { reason: 'description-too-long', max: DESCRIPTION_MAX_LENGTH, length: description.length };
  }
  if (Object.keys(errors).length > 0 || !isCategory(draft.category)) return { ok: false, errors };
  return {
    ok: true,
    value: { question, category: draft.category, endTime: new Date(endMs).toISOString(), ...(description ? { description } : {}) },
  };
}

export type CreateResult = { ok: true; data: GameData; market: Market } | (Refusal<'invalid'> & { errors: DraftErrors });

/**
 * Adds a new open market at the front of the catalogue, so it leads the newest-first lists. A
 * question an unresolved market already asks (same words, whatever the case, spacing or '?') is refused.
 */
export function createMarket(data: GameData, draft: MarketDraft, ctx: OpContext): CreateResult {
  const checked = validateMarketDraft(draft, ctx.nowMs);
  const key = questionKey(draft.question);
  const duplicate = key !== '' && unresolvedQuestionKeys(data.markets).has(key);
  if (!checked.ok || duplicate) {
    const errors = checked.ok ? {} : checked.errors;
    return { ok: false, reason: 'invalid', errors: duplicate && !errors.question ? { ...errors, question: DUPLICATE_QUESTION } : errors };
  }
  const market = unbetMarket({ id: ctx.newId(), ...checked.value }, ctx.nowMs);
  return { ok: true, data: { ...data, markets: [market, ...data.markets] }, market };
}

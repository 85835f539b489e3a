// The question form's words: every reason a new question's fields can be refused for, as the
// admin's Create Prediction form and a league organiser's Add a question show them.

import { formatCount } from '../display/format';
import { fieldWords, say, type Words } from '../display/words';
import { market_draft_asked_already, market_draft_category_unknown, market_draft_description_too_long, market_draft_end_time_missing, market_draft_end_time_past, market_draft_end_time_too_far, market_draft_question_mark_missing, market_draft_question_missing, market_draft_question_too_long, market_draft_question_too_short } from '../i18n/paraglide/messages';
import type { DraftErrors, DraftField, DraftProblem } from './market-draft';

export const DRAFT_WORDS = {
  'question-missing': () => market_draft_question_missing(),
  'question-too-short': ({ min }) => market_draft_question_too_short({ min: formatCount(min) }),
  'question-too-long': ({ max, length }) => market_draft_question_too_long({ max: formatCount(max), length: formatCount(length) }),
  'question-mark-missing': () => market_draft_question_mark_missing(),
  'asked-already': () => market_draft_asked_already(),
  'category-unknown': () => market_draft_category_unknown(),
  'end-time-missing': () => market_draft_end_time_missing(),
  'end-time-past': () => market_draft_end_time_past(),
  'end-time-too-far': () => market_draft_end_time_too_far(),
  'description-too-long': ({ max, length }) => market_draft_description_too_long({ max: formatCount(max), length: formatCount(length) }),
} satisfies Words<DraftProblem>;

export function draftProblemText(problem: DraftProblem): string {
  return say(DRAFT_WORDS, problem);
}

/** A question form's reasons as the messages under its fields. */
export function draftErrorsText(errors: DraftErrors): Partial<Record<DraftField, string>> {
  return fieldWords(DRAFT_WORDS, errors);
}

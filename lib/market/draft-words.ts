// The question form's words: every reason a new question's fields can be refused for, in English,
// exactly as the admin's Create Prediction form and a league operator's Add a question show them.

import { fieldWords, say, type Words } from '../display/words';
import type { DraftErrors, DraftField, DraftProblem } from './market-draft';

export const DRAFT_WORDS = {
  'question-missing': () => 'Enter a question.',
  'question-too-short': ({ min }) => `The question needs at least ${min} characters.`,
  'question-too-long': ({ max, length }) => `The question can have at most ${max} characters; this one has ${length}.`,
  'question-mark-missing': () => "End the question with a question mark '?'.",
  'asked-already': () => 'A question that is not yet resolved already asks this.',
  'category-unknown': () => 'Choose one of the four categories.',
  'end-time-missing': () => 'Choose the date and time the prediction ends.',
  'end-time-past': () => 'The end time must be in the future.',
  'end-time-too-far': () => 'The end time must be within a year from now.',
  'description-too-long': ({ max, length }) => `The description can have at most ${max} characters; this one has ${length}.`,
} satisfies Words<DraftProblem>;

export function draftProblemText(problem: DraftProblem): string {
  return say(DRAFT_WORDS, problem);
}

/** A question form's reasons as the messages under its fields. */
export function draftErrorsText(errors: DraftErrors): Partial<Record<DraftField, string>> {
  return fieldWords(DRAFT_WORDS, errors);
}

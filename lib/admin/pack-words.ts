// The question packs' words: why a file is refused, what is wrong with an entry, and what an
// import did, in English, exactly as the admin's screen shows them. Kept apart from the other
// admin words so they load with the pack dialog, not with the admin page.

import { formatCount, pluralize } from '../display/format';
import { say, type Words } from '../display/words';
import type { DraftProblem } from '../market/market-draft';
import { DRAFT_WORDS } from '../market/draft-words';
import type { PackEntryProblem, PackFileProblem } from './question-pack-file';
import type { SkippedQuestion, SkipReason } from './question-pack-import';

export const PACK_FILE_WORDS = {
  'too-large': () => 'This file is too large to be a question pack. Nothing was imported.',
  'not-json': () => 'This file is not a question pack: it is not JSON. Nothing was imported.',
  'not-a-pack': () => 'This file is not a PredictoPlay question pack. Nothing was imported.',
  'newer-version': ({ version }) => `This pack was made by a newer version of PredictoPlay (pack version ${version}). Nothing was imported.`,
  empty: () => 'This pack has no questions. Nothing was imported.',
  'too-many': ({ max, count }) => `A pack can hold at most ${formatCount(max)} questions; this one has ${formatCount(count)}. Nothing was imported.`,
} satisfies Words<PackFileProblem>;

export const PACK_ENTRY_WORDS = {
  'not-a-question': () => 'This entry is not a question.',
  'id-missing-in-pack': () => 'Each question needs an id.',
  'question-missing-in-pack': () => 'Each question needs its question text.',
  'category-missing-in-pack': () => 'Each question needs a category.',
  'end-time-missing-in-pack': () => 'Each question needs an end time.',
  'id-not-text': () => 'The id must be text.',
  'id-malformed': ({ maxLength }) => `The id must be 1 to ${maxLength} letters, digits, '-' or '_'.`,
  'question-not-text': () => 'The question must be text.',
  'category-not-listed': ({ categories }) => `The category must be one of ${categories.join(', ')}.`,
  'end-time-not-text': () => 'The end time must be text.',
  'end-time-without-zone': () => 'The end time must be a date and time with its zone, like 2026-12-01T18:30:00.000Z.',
  'end-time-not-a-date': () => 'The end time is not a real date.',
  'description-not-text': () => 'The description must be text.',
  'image-not-text': () => 'The image must be a path.',
  'image-not-on-site': () => "The image must be one of this site's pictures under /images/.",
} satisfies Words<PackEntryProblem>;

export function packFileProblemText(problem: PackFileProblem): string {
  return say(PACK_FILE_WORDS, problem);
}

/** What was wrong with a skipped entry: the pack's own check, or the question form's. */
export function packEntryProblemText(problem: PackEntryProblem | DraftProblem): string {
  return problem.reason in PACK_ENTRY_WORDS ? say(PACK_ENTRY_WORDS, problem as PackEntryProblem) : say(DRAFT_WORDS, problem as DraftProblem);
}

const REASONS: readonly SkipReason[] = ['exists', 'ended', 'duplicate-in-pack', 'asked-already', 'invalid'];

const PHRASES: Record<SkipReason, [one: string, many: string]> = {
  exists: ['already exists', 'already exist'],
  ended: ['has ended', 'have ended'],
  'duplicate-in-pack': ['is repeated in the pack', 'are repeated in the pack'],
  'asked-already': ['duplicates an open question', 'duplicate open questions'],
  invalid: ['is not a valid question', 'are not valid questions'],
};

/** 'Already exists', 'Has ended'...: one skipped question's reason as a list item says it. */
export function skipReasonText(reason: SkipReason): string {
  const [one] = PHRASES[reason];
  return one.charAt(0).toUpperCase() + one.slice(1);
}

function questions(count: number): string {
  return pluralize(count, 'question');
}

/** 'Added 3 questions. Skipped 2: 1 already exists, 1 has ended.' */
export function summariseImport(addedCount: number, skipped: readonly SkippedQuestion[]): string {
  const added = addedCount === 0 ? 'Added no questions.' : `Added ${questions(addedCount)}.`;
  if (skipped.length === 0) return added;
  const parts = REASONS.flatMap((reason) => {
    const count = skipped.filter((skip) => skip.reason === reason).length;
    if (count === 0) return [];
    return [`${formatCount(count)} ${PHRASES[reason][count === 1 ? 0 : 1]}`];
  });
  return `${added} Skipped ${formatCount(skipped.length)}: ${parts.join(', ')}.`;
}

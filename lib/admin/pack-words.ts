// The question packs' words: why a file is refused, what is wrong with an entry, and what an
// import did, in the page's language, exactly as the admin's screen shows them. Kept apart from the other
// admin words so they load with the pack dialog, not with the admin page.

import { formatCount } from '../display/format';
import { say, type Words } from '../display/words';
import type { DraftProblem } from '../market/market-draft';
import { admin_import_added, admin_import_skipped, admin_pack_entry_category_missing, admin_pack_entry_category_not_listed, admin_pack_entry_description_not_text, admin_pack_entry_end_time_missing, admin_pack_entry_end_time_not_a_date, admin_pack_entry_end_time_not_text, admin_pack_entry_end_time_without_zone, admin_pack_entry_id_malformed, admin_pack_entry_id_missing, admin_pack_entry_id_not_text, admin_pack_entry_image_not_on_site, admin_pack_entry_image_not_text, admin_pack_entry_not_a_question, admin_pack_entry_question_missing, admin_pack_entry_question_not_text, admin_pack_file_empty, admin_pack_file_newer_version, admin_pack_file_not_a_pack, admin_pack_file_not_json, admin_pack_file_too_large, admin_pack_file_too_many, admin_skip_asked_already, admin_skip_asked_already_count, admin_skip_duplicate_in_pack, admin_skip_duplicate_in_pack_count, admin_skip_ended, admin_skip_ended_count, admin_skip_exists, admin_skip_exists_count, admin_skip_invalid, admin_skip_invalid_count } from '../i18n/paraglide/messages';
import { DRAFT_WORDS } from '../market/draft-words';
import type { PackEntryProblem, PackFileProblem } from './question-pack-file';
import type { SkippedQuestion, SkipReason } from './question-pack-import';

export const PACK_FILE_WORDS = {
  'too-large': () => admin_pack_file_too_large(),
  'not-json': () => admin_pack_file_not_json(),
  'not-a-pack': () => admin_pack_file_not_a_pack(),
  'newer-version': ({ version }) => admin_pack_file_newer_version({ version: String(version) }),
  empty: () => admin_pack_file_empty(),
  'too-many': ({ max, count }) => admin_pack_file_too_many({ max: formatCount(max), count: formatCount(count) }),
} satisfies Words<PackFileProblem>;

export const PACK_ENTRY_WORDS = {
  'not-a-question': () => admin_pack_entry_not_a_question(),
  'id-missing-in-pack': () => admin_pack_entry_id_missing(),
  'question-missing-in-pack': () => admin_pack_entry_question_missing(),
  'category-missing-in-pack': () => admin_pack_entry_category_missing(),
  'end-time-missing-in-pack': () => admin_pack_entry_end_time_missing(),
  'id-not-text': () => admin_pack_entry_id_not_text(),
  'id-malformed': ({ maxLength }) => admin_pack_entry_id_malformed({ max: formatCount(maxLength) }),
  'question-not-text': () => admin_pack_entry_question_not_text(),
  // The categories are the pack file's own values (Sports, Finance...), written as the file needs them.
  'category-not-listed': ({ categories }) => admin_pack_entry_category_not_listed({ categories: categories.join(', ') }),
  'end-time-not-text': () => admin_pack_entry_end_time_not_text(),
  'end-time-without-zone': () => admin_pack_entry_end_time_without_zone(),
  'end-time-not-a-date': () => admin_pack_entry_end_time_not_a_date(),
  'description-not-text': () => admin_pack_entry_description_not_text(),
  'image-not-text': () => admin_pack_entry_image_not_text(),
  'image-not-on-site': () => admin_pack_entry_image_not_on_site(),
} satisfies Words<PackEntryProblem>;

export function packFileProblemText(problem: PackFileProblem): string {
  return say(PACK_FILE_WORDS, problem);
}

/** What was wrong with a skipped entry: the pack's own check, or the question form's. */
export function packEntryProblemText(problem: PackEntryProblem | DraftProblem): string {
  return problem.reason in PACK_ENTRY_WORDS ? say(PACK_ENTRY_WORDS, problem as PackEntryProblem) : say(DRAFT_WORDS, problem as DraftProblem);
}

const REASONS: readonly SkipReason[] = ['exists', 'ended', 'duplicate-in-pack', 'asked-already', 'invalid'];

/** One skipped question's reason, as a list item says it ('Already exists'), and a count of them ('2 already exist'). */
const PHRASES: Record<SkipReason, { one: () => string; counted: (count: { count: number; shown: string }) => string }> = {
  exists: { one: () => admin_skip_exists(), counted: (count) => admin_skip_exists_count(count) },
  ended: { one: () => admin_skip_ended(), counted: (count) => admin_skip_ended_count(count) },
  'duplicate-in-pack': { one: () => admin_skip_duplicate_in_pack(), counted: (count) => admin_skip_duplicate_in_pack_count(count) },
  'asked-already': { one: () => admin_skip_asked_already(), counted: (count) => admin_skip_asked_already_count(count) },
  invalid: { one: () => admin_skip_invalid(), counted: (count) => admin_skip_invalid_count(count) },
};

/** 'Already exists', 'Has ended'...: one skipped question's reason as a list item says it. */
export function skipReasonText(reason: SkipReason): string {
  return PHRASES[reason].one();
}

/** 'Added 3 questions. Skipped 2: 1 already exists, 1 has ended.' */
export function summariseImport(addedCount: number, skipped: readonly SkippedQuestion[]): string {
  const added = admin_import_added({ count: addedCount, shown: formatCount(addedCount) });
  if (skipped.length === 0) return added;
  const parts = REASONS.flatMap((reason) => {
    const count = skipped.filter((skip) => skip.reason === reason).length;
    if (count === 0) return [];
    return [PHRASES[reason].counted({ count, shown: formatCount(count) })];
  });
  return admin_import_skipped({ added, shown: formatCount(skipped.length), reasons: parts.join(', ') });
}

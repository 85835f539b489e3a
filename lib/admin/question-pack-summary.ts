// What an import did, in words: how many questions were added and, grouped by reason, how many
// were skipped. The counts always add up to the pack's entries.

import { formatCount, pluralize } from '../display/format';
import type { SkippedQuestion, SkipReason } from './question-pack-import';

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

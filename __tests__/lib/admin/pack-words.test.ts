import type { SkippedQuestion, SkipReason } from '@/lib/admin/question-pack-import';
import { PACK_ENTRY_WORDS, PACK_FILE_WORDS, packEntryProblemText, packFileProblemText, skipReasonText, summariseImport } from '@/lib/admin/pack-words';
import { inHindi } from '../../i18n/hindi';

const skips = (...reasons: SkipReason[]): SkippedQuestion[] =>
  reasons.map((reason, index) => ({ position: index + 1, id: `p${index}`, question: 'Will it?', reason }));

describe('summariseImport', () => {
  it('says how many were added and why the rest were skipped', () => {
    expect(summariseImport(3, skips('exists', 'ended'))).toBe('Added 3 questions. Skipped 2: 1 already exists, 1 has ended.');
  });

  it('groups the reasons in a fixed order with their counts', () => {
    expect(summariseImport(1, skips('invalid', 'exists', 'duplicate-in-pack', 'asked-already', 'exists', 'ended', 'invalid', 'asked-already'))).toBe(
      'Added 1 question. Skipped 8: 2 already exist, 1 has ended, 1 is repeated in the pack, 2 duplicate open questions, 2 are not valid questions.',
    );
  });

  it('says plainly when nothing was added', () => {
    expect(summariseImport(0, skips('exists', 'exists'))).toBe('Added no questions. Skipped 2: 2 already exist.');
  });

  it('says only what was added when nothing was skipped', () => {
    expect(summariseImport(1200, [])).toBe('Added 1,200 questions.');
  });
});

describe('skipReasonText', () => {
  it.each([
    ['exists', 'Already exists'],
    ['ended', 'Has ended'],
    ['duplicate-in-pack', 'Is repeated in the pack'],
    ['asked-already', 'Duplicates an open question'],
    ['invalid', 'Is not a valid question'],
  ] as const)('words %s for one question', (reason, text) => {
    expect(skipReasonText(reason)).toBe(text);
  });
});

describe('pack refusal and entry words', () => {
  it('has a sentence for every reason a pack file or one of its entries is refused for', () => {
    expect(Object.keys(PACK_FILE_WORDS).sort()).toEqual(['empty', 'newer-version', 'not-a-pack', 'not-json', 'too-large', 'too-many']);
    expect(Object.keys(PACK_ENTRY_WORDS)).toHaveLength(15);
  });

  it('says the numbers a refusal carries', () => {
    expect(packFileProblemText({ reason: 'too-large' })).toBe('This file is too large to be a question pack. Nothing was imported.');
    expect(packFileProblemText({ reason: 'newer-version', version: 3 })).toBe('This pack was made by a newer version of PredictoPlay (pack version 3). Nothing was imported.');
  });

  it('says an entry’s problem whether the pack check or the question form found it', () => {
    expect(packEntryProblemText({ reason: 'id-malformed', maxLength: 64 })).toBe("The id must be 1 to 64 letters, digits, '-' or '_'.");
    expect(packEntryProblemText({ reason: 'question-too-short', min: 10 })).toBe('The question needs at least 10 characters.');
  });
});

describe('summariseImport in Hindi', () => {
  inHindi();

  it('gives 0 its own words, 1 the singular and more the plural', () => {
    expect(summariseImport(0, [])).toBe('कोई सवाल नहीं जुड़ा।');
    expect(summariseImport(1, [])).toBe('1 सवाल जुड़ा।');
    expect(summariseImport(1200, [])).toBe('1,200 सवाल जुड़े।');
    expect(summariseImport(2, skips('exists', 'ended', 'ended'))).toBe('2 सवाल जुड़े। 3 छोड़े गए: 1 पहले से है, 2 खत्म हो चुके हैं।');
  });

  it('says why a file is refused in Hindi', () => {
    expect(packFileProblemText({ reason: 'empty' })).toBe('इस पैक में कोई सवाल नहीं है। कुछ भी नहीं जुड़ा।');
  });
});

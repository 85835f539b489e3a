import { DRAFT_WORDS, draftProblemText } from '@/lib/market/draft-words';

describe('draft words', () => {
  it('has a sentence for every reason a question can be refused for', () => {
    expect(Object.keys(DRAFT_WORDS).sort()).toEqual([
      'asked-already',
      'category-unknown',
      'description-too-long',
      'end-time-missing',
      'end-time-past',
      'end-time-too-far',
      'question-mark-missing',
      'question-missing',
      'question-too-long',
      'question-too-short',
    ]);
  });

  it('puts the limits and lengths a reason carries into its sentence', () => {
    expect(draftProblemText({ reason: 'question-too-long', max: 200, length: 231 })).toBe('The question can have at most 200 characters; this one has 231.');
    expect(draftProblemText({ reason: 'asked-already' })).toBe('A question still waiting for its result already asks this.');
  });
});

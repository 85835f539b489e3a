import { moreQuestionsText, predictionGroups } from '@/lib/backup/restore-words';

const NONE = { withoutStake: [], overdrawing: [], reopened: [], settledHere: [] };

describe('predictionGroups', () => {
  it('says nothing when every prediction comes back as the backup has it', () => {
    expect(predictionGroups(NONE)).toEqual([]);
  });

  it('names each group with its count and its questions, in one order', () => {
    const groups = predictionGroups({ ...NONE, settledHere: ['Q3?'], withoutStake: ['Q1?', 'Q2?'], reopened: ['Q4?'], overdrawing: ['Q5?'] });
    expect(groups.map((group) => [group.key, group.label, group.questions])).toEqual([
      ['withoutStake', '2 predictions left out: the backup has no bet that paid for them.', ['Q1?', 'Q2?']],
      ['overdrawing', '1 prediction left out: paid for with winnings this browser has no result for yet.', ['Q5?']],
      ['reopened', '1 prediction back open: this browser has no result for its question yet, so no winnings or returned coins come with it.', ['Q4?']],
      ['settledHere', '1 prediction given this browser’s result for its question.', ['Q3?']],
    ]);
  });

  it('closes a long group with how many more there are', () => {
    expect(moreQuestionsText(1234)).toBe('…and 1,234 more');
  });
});

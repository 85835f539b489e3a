import { SETTLE_REFUSAL_WORDS } from '@/lib/settlement/settlement-words';

describe('settlement words', () => {
  it('says every reason a settlement is refused for', () => {
    expect(SETTLE_REFUSAL_WORDS).toEqual({
      'unknown-market': 'This prediction no longer exists.',
      'already-settled': 'This prediction was already settled.',
      'league-question': 'League questions are settled by their operator.',
    });
  });
});

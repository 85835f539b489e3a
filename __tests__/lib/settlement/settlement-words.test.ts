import { SETTLE_REFUSAL_WORDS } from '@/lib/settlement/settlement-words';
import { inHindi } from '../../i18n/hindi';

describe('settlement words', () => {
  it('says every reason a settlement is refused for', () => {
    expect(SETTLE_REFUSAL_WORDS).toEqual({
      'unknown-market': 'This question no longer exists.',
      'already-settled': 'This question already has its result.',
      'league-question': 'A league question gets its result from its organiser.',
    });
  });

  describe('in Hindi', () => {
    inHindi();

    it('says them in Hindi when read on a Hindi page', () => {
      expect(SETTLE_REFUSAL_WORDS['league-question']).toBe('लीग के सवाल का नतीजा उसका आयोजक देता है।');
    });
  });
});

import { PAYOUT_MULTIPLIER, PAYOUT_TIMES, potentialWin } from '@/lib/betting/betting-rules';
import { sourceFiles } from '../../source-files';

// '1.8 times', 'x1.8', '× 1.8', '1.8x': the ways a text could state the multiplier by hand.
const STATED_MULTIPLIER = /(?<![\d.])\d+\.\d+\s*(times\b|x\b|×)|(\bx|×)\s*\d+\.\d+(?![\d.])/i;

describe('the payout rule in words', () => {
  it('reads 1.8 times, the multiplier potentialWin pays', () => {
    expect(PAYOUT_TIMES).toBe('1.8 times');
    expect(potentialWin(1000)).toBe(1000 * PAYOUT_MULTIPLIER);
  });

  it('is stated by hand nowhere else: every text that states it reads PAYOUT_TIMES', () => {
    const stating = sourceFiles('app', 'components', 'lib')
      .filter((file) => file.path !== 'lib/betting/betting-rules.ts' && STATED_MULTIPLIER.test(file.text))
      .map((file) => file.path);
    expect(stating).toEqual([]);
  });
});

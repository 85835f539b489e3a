import { summarisePosition } from '@/lib/betting/position-summary';
import { describePosition } from '@/lib/betting/position-words';

const held = (over: Partial<Parameters<typeof summarisePosition>[0][number]>) => ({ accountId: 'ann', marketId: 'q', choice: 'YES' as const, amount: 100, potentialWin: 180, status: 'open' as const, ...over });
const words = (positions: Parameters<typeof summarisePosition>[0], settled = false) => {
  const summary = summarisePosition(positions, 'ann', 'q', settled);
  return summary ? describePosition(summary, String) : [];
};

describe('a league bet the organiser has not counted, or refused', () => {
  it('says a bet still open on a settled question waits for the organiser, and pays nothing yet', () => {
    expect(words([held({})], true)).toEqual(['100 waiting for the organiser to count it']);
    expect(words([held({})], false)).toEqual(['You: 100 on YES · pays 180']);
  });

  it('says a refused bet was not counted and came back, apart from a void’s refund', () => {
    expect(words([held({ status: 'refunded', notCounted: 'after-result' }), held({ status: 'refunded', amount: 50 }), held({ status: 'won', amount: 200, potentialWin: 360 })], true)).toEqual([
      'You won 360',
      'Coins returned: 50',
      'Not counted: 100 back',
    ]);
  });
});

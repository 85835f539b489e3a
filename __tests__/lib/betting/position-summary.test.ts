import { formatCoins } from '@/lib/display/format';
import type { Position } from '@/lib/model/position';
import { summarisePosition } from '@/lib/betting/position-summary';
import { describePosition } from '@/lib/betting/position-words';

type Held = Pick<Position, 'accountId' | 'marketId' | 'choice' | 'amount' | 'potentialWin' | 'status'>;

function held(overrides: Partial<Held> = {}): Held {
  return { accountId: 'me', marketId: 'm1', choice: 'YES', amount: 100, potentialWin: 180, status: 'open', ...overrides };
}

function lineFor(positions: Held[]): string[] | null {
  const summary = summarisePosition(positions, 'me', 'm1');
  return summary && describePosition(summary, formatCoins);
}

describe('summarisePosition', () => {
  it('is null when the player holds nothing on the question', () => {
    expect(summarisePosition([held({ accountId: 'other' }), held({ marketId: 'm2' })], 'me', 'm1')).toBeNull();
  });

  it('says the stake and what it pays while open', () => {
    expect(lineFor([held()])).toEqual(['You: 100 on YES · pays 180']);
  });

  it('says no fixed figure for an open stake in a league that shares the pool', () => {
    const summary = summarisePosition([held(), held({ choice: 'NO', amount: 50, potentialWin: 90 })], 'me', 'm1');
    expect(summary && describePosition(summary, formatCoins, 'pool')).toEqual(['You: 100 on YES and 50 on NO']);
  });

  it('sums several positions per side, pays being each bet floored then summed', () => {
    const positions = [held({ amount: 15, potentialWin: 27 }), held({ amount: 15, potentialWin: 27 }), held({ choice: 'NO', amount: 1000, potentialWin: 1800 })];
    expect(lineFor(positions)).toEqual(['You: 30 on YES · pays 54 and 1,000 on NO · pays 1,800']);
  });

  it('says what was won, lost or refunded once settled', () => {
    expect(lineFor([held({ status: 'won' })])).toEqual(['You won 180']);
    expect(lineFor([held({ status: 'lost' })])).toEqual(['You lost 100']);
    expect(lineFor([held({ status: 'refunded' })])).toEqual(['Coins returned: 100']);
  });

  it('says both when stakes on both sides of a resolved question settle', () => {
    const positions = [held({ status: 'won' }), held({ status: 'won', amount: 50, potentialWin: 90 }), held({ choice: 'NO', status: 'lost', amount: 40 })];
    expect(lineFor(positions)).toEqual(['You won 270', 'You lost 40']);
  });

  it('ignores other players and other questions', () => {
    const positions = [held(), held({ accountId: 'other', amount: 5000, potentialWin: 9000 }), held({ marketId: 'm2', status: 'won' })];
    expect(lineFor(positions)).toEqual(['You: 100 on YES · pays 180']);
  });
});

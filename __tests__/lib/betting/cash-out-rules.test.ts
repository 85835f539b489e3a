import { cashOutPartProblem, cashOutValue, quoteCashOut, standingPotentialWin, standingStake } from '@/lib/betting/cash-out-rules';
import type { Position } from '@/lib/model/position';

const AT = '2026-11-22T12:00:00.000Z';

function position(amount: number, overrides: Partial<Position> = {}): Pick<Position, 'amount' | 'cashOuts' | 'status' | 'choice'> {
  return { amount, status: 'open', choice: 'YES', ...overrides };
}

describe('cashOutValue', () => {
  it.each([
    ['q = 0 (nothing on the side)', 0, 100, 0],
    ['q = 0.5', 100, 100, 90],
    ['q = 1', 100, 0, 90],
  ])('returns at %s what the fixed rule gives', (_, yesCoins, noCoins, value) => {
    expect(cashOutValue(100, 'YES', { yesCoins, noCoins }, 'fixed')).toBe(value);
  });

  it('pays 1.8 × q below the 90% cap, rounded down', () => {
    // 1.8 × 1/3 = 0.6: 60 of 100; 1.8 × 10/70 of 33 = 8.48..., so 8.
    expect(cashOutValue(100, 'NO', { yesCoins: 200, noCoins: 100 }, 'fixed')).toBe(60);
    expect(cashOutValue(33, 'YES', { yesCoins: 10, noCoins: 60 }, 'fixed')).toBe(8);
  });

  it('returns 9 for a whole stake of 10 at q = 0.5', () => {
    expect(cashOutValue(10, 'YES', { yesCoins: 10, noCoins: 10 }, 'fixed')).toBe(9);
  });

  it('always returns 90% under the pool rule, whatever the crowd and the coins kept', () => {
    for (const [yesCoins, noCoins, keptCoins] of [
      [100, 900, 0],
      [900, 100, 0],
      [100, 100, 50],
      [10, 1_000_000, 3],
    ] as const)
      expect(cashOutValue(100, 'YES', { yesCoins, noCoins, keptCoins }, 'pool')).toBe(90);
  });

  it('stays exact past 2^53 coins times coins', () => {
    const big = 4_000_000_000_000_000; // 4e15: part × coins is far past 2^53.
    expect(cashOutValue(big, 'YES', { yesCoins: big, noCoins: big }, 'fixed')).toBe(3_600_000_000_000_000);
    // 1.8 × 1/3 of (3e15 + 1), floored: 1.8e15 + 0.6 → 1_800_000_000_000_000.
    expect(cashOutValue(3_000_000_000_000_001, 'NO', { yesCoins: 2 * big, noCoins: big }, 'fixed')).toBe(1_800_000_000_000_000);
  });

  it('is 0 for a part that is not a positive whole number', () => {
    expect(cashOutValue(0, 'YES', { yesCoins: 10, noCoins: 10 }, 'fixed')).toBe(0);
    expect(cashOutValue(2.5, 'YES', { yesCoins: 10, noCoins: 10 }, 'fixed')).toBe(0);
  });
});

describe('cashOutPartProblem', () => {
  it('allows the whole stake, even of exactly 10', () => {
    expect(cashOutPartProblem(10, 10)).toBeNull();
    expect(cashOutPartProblem(100, 100)).toBeNull();
  });

  it('allows a part and a rest of at least 10 each', () => {
    expect(cashOutPartProblem(10, 20)).toBeNull();
    expect(cashOutPartProblem(90, 100)).toBeNull();
  });

  it('refuses a part below 10, a rest below 10, more than the stake and a fraction', () => {
    expect(cashOutPartProblem(9, 100)).toBe('part-below-minimum');
    expect(cashOutPartProblem(91, 100)).toBe('rest-below-minimum');
    expect(cashOutPartProblem(10, 19)).toBe('rest-below-minimum');
    expect(cashOutPartProblem(101, 100)).toBe('over-stake');
    expect(cashOutPartProblem(10.5, 100)).toBe('not-whole');
  });
});

describe('quoteCashOut', () => {
  const even = { yesCoins: 100, noCoins: 100 };

  it('quotes the value, the rest and the win given up', () => {
    expect(quoteCashOut(position(100), 100, even, 'fixed', false)).toEqual({ ok: true, quote: { part: 100, value: 90, rest: 0, winGivenUp: 180 } });
    expect(quoteCashOut(position(100), 40, even, 'fixed', false)).toEqual({ ok: true, quote: { part: 40, value: 36, rest: 60, winGivenUp: 72 } });
  });

  it('gives up a share of the pool, not a fixed win, under the pool rule', () => {
    expect(quoteCashOut(position(100), 50, even, 'pool', false)).toEqual({ ok: true, quote: { part: 50, value: 45, rest: 50, winGivenUp: null } });
  });

  it('refuses a part worth 0 coins', () => {
    expect(quoteCashOut(position(100), 100, { yesCoins: 0, noCoins: 100 }, 'fixed', false)).toEqual({ ok: false, reason: 'worthless' });
    // 1.8 × 1/1000 of 10 = 0.018: rounds to 0.
    expect(quoteCashOut(position(20), 10, { yesCoins: 1, noCoins: 999 }, 'fixed', false)).toEqual({ ok: false, reason: 'worthless' });
  });

  it('refuses on an ended question and a position not open', () => {
    expect(quoteCashOut(position(100), 100, even, 'fixed', true)).toEqual({ ok: false, reason: 'question-ended' });
    expect(quoteCashOut(position(100, { status: 'won' }), 100, even, 'fixed', false)).toEqual({ ok: false, reason: 'not-open' });
    expect(quoteCashOut(position(100, { status: 'cashed-out' }), 100, even, 'fixed', false)).toEqual({ ok: false, reason: 'not-open' });
  });

  it('measures the part against what still stands, not the first stake', () => {
    const partly = position(100, { cashOuts: [{ id: 'c1', amount: 60, value: 54, at: AT }] });
    expect(quoteCashOut(partly, 45, even, 'fixed', false)).toEqual({ ok: false, reason: 'over-stake' });
    expect(quoteCashOut(partly, 35, even, 'fixed', false)).toEqual({ ok: false, reason: 'rest-below-minimum' });
    expect(quoteCashOut(partly, 40, even, 'fixed', false)).toMatchObject({ ok: true, quote: { value: 36, rest: 0 } });
  });
});

describe('standingStake', () => {
  it('takes away every cash-out but those the organiser refused', () => {
    const cashOuts = [
      { id: 'c1', amount: 30, value: 27, at: AT },
      { id: 'c2', amount: 20, value: 18, at: AT, notCounted: 'crowd-moved' as const },
    ];
    expect(standingStake({ amount: 100, cashOuts })).toBe(70);
    expect(standingPotentialWin({ amount: 100, cashOuts })).toBe(126);
    expect(standingStake({ amount: 100 })).toBe(100);
  });
});

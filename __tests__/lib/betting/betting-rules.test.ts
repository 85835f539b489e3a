import {
  clampStake,
  DEFAULT_BET,
  isRiskyStake,
  MINIMUM_BET,
  parseStakeInput,
  potentialWin,
  QUICK_AMOUNTS,
  quickAmountsFor,
  stakeProblem,
} from '@/lib/betting/betting-rules';

describe('betting constants', () => {
  it('are the spec’s minimum, default and quick amounts', () => {
    expect(MINIMUM_BET).toBe(10);
    expect(DEFAULT_BET).toBe(100);
    expect(QUICK_AMOUNTS).toEqual([50, 100, 250, 500]);
  });
});

describe('potentialWin', () => {
  it.each([
    [10, 18],
    [11, 19],
    [100, 180],
    [333, 599],
    [1000, 1800],
    [1, 1],
    [0, 0],
  ])('pays %d coins staked as %d, rounded down', (amount, win) => {
    expect(potentialWin(amount)).toBe(win);
  });

  it('stays in whole coins where a float 1.8 would not', () => {
    // 1.8 is not exact in binary: 5 * 1.8 is 9 but some stakes land a hair below a whole number.
    for (let amount = 10; amount <= 5000; amount += 1) {
      expect(potentialWin(amount)).toBe(Math.floor((amount * 9) / 5));
      expect(Number.isInteger(potentialWin(amount))).toBe(true);
    }
  });
});

describe('isRiskyStake', () => {
  it('warns only above half the balance', () => {
    expect(isRiskyStake(500, 1000)).toBe(false);
    expect(isRiskyStake(501, 1000)).toBe(true);
    expect(isRiskyStake(1000, 1000)).toBe(true);
  });

  it('treats half of an odd balance by exact arithmetic', () => {
    expect(isRiskyStake(50, 101)).toBe(false);
    expect(isRiskyStake(51, 101)).toBe(true);
  });
});

describe('quickAmountsFor', () => {
  it('enables every amount when the balance covers them all', () => {
    expect(quickAmountsFor(1000)).toEqual(QUICK_AMOUNTS.map((amount) => ({ amount, stake: amount, disabled: false })));
  });

  it('caps the stake to the balance and disables the amounts above it', () => {
    expect(quickAmountsFor(200)).toEqual([
      { amount: 50, stake: 50, disabled: false },
      { amount: 100, stake: 100, disabled: false },
      { amount: 250, stake: 200, disabled: true },
      { amount: 500, stake: 200, disabled: true },
    ]);
  });

  it('enables an amount equal to the balance', () => {
    expect(quickAmountsFor(250)[2]).toEqual({ amount: 250, stake: 250, disabled: false });
  });

  it('never offers a negative stake', () => {
    expect(quickAmountsFor(-5).every((quick) => quick.stake === 0 && quick.disabled)).toBe(true);
  });
});

describe('parseStakeInput', () => {
  it.each([
    ['100', 100],
    [' 250 ', 250],
    ['12.5', 12.5],
    ['-40', -40],
    ['1e3', 1000],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12abc', 0],
    ['Infinity', Infinity],
  ])('reads %p as %p', (raw, value) => {
    expect(parseStakeInput(raw)).toBe(value);
  });

  // Pasted text, should a browser pass it through unfiltered: either a number or nothing.
  it.each([
    ['1,000 coins', 0],
    ['<img src=x onerror="alert(1)">', 0],
    ['1e309', Infinity],
    ['\u00a0250\n', 250],
    ['NaN', 0],
  ])('reads pasted %p as %p', (raw, value) => {
    expect(parseStakeInput(raw)).toBe(value);
  });

  it('never yields a stake outside 10..balance once clamped, whatever was pasted', () => {
    for (const raw of ['1,000 coins', '<script>', '1e309', '-1e309', '-0', '9'.repeat(400), '0.0000001']) {
      const stake = clampStake(parseStakeInput(raw), 750);
      expect(stakeProblem(stake, 750)).toBeNull();
    }
  });
});

describe('clampStake', () => {
  it.each([
    [100, 1000, 100],
    [5, 1000, 10],
    [-50, 1000, 10],
    [5000, 1000, 1000],
    [99.9, 1000, 99],
    [Infinity, 1000, 1000],
    [-Infinity, 1000, 10],
    [Number.NaN, 1000, 10],
    [1e309, 750, 750],
  ])('clamps %p with a balance of %p to %p', (value, balance, clamped) => {
    expect(clampStake(value, balance)).toBe(clamped);
  });
});

describe('stakeProblem', () => {
  it.each([
    [10, 1000, null],
    [1000, 1000, null],
    [9, 1000, 'below-minimum'],
    [0, 1000, 'below-minimum'],
    [-10, 1000, 'below-minimum'],
    [1001, 1000, 'insufficient-funds'],
    [10.5, 1000, 'not-whole'],
    [Number.NaN, 1000, 'not-whole'],
    [Infinity, 1000, 'not-whole'],
    [2 ** 53, 2 ** 60, 'not-whole'],
  ])('says %p staked from %p is %p', (amount, balance, problem) => {
    expect(stakeProblem(amount, balance)).toBe(problem);
  });

  it('says the minimum comes before the balance', () => {
    expect(stakeProblem(5, 0)).toBe('below-minimum');
  });
});

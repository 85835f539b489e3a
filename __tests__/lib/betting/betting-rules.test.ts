import { DEFAULT_BET, isRiskyStake, MINIMUM_BET, potentialWin, QUICK_AMOUNTS, quickAmountsFor } from '@/lib/betting/betting-rules';

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

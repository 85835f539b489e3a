import fc from 'fast-check';
import { coinsText, formatCoins, formatCoinsCompact, formatCompact, formatCount, formatPercent, pluralize } from '@/lib/display/format';

describe('formatCoins', () => {
  it('groups digits the Indian way', () => {
    expect(formatCoins(100000)).toBe('1,00,000');
    expect(formatCoins(12345678)).toBe('1,23,45,678');
    expect(formatCoins(999)).toBe('999');
    expect(formatCoins(0)).toBe('0');
  });

  it('writes every whole figure exactly as the en-IN number formatter does', () => {
    const formatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.maxSafeInteger(), fc.maxSafeNat().map((n) => -n)), (value) => {
        expect(formatCoins(value)).toBe(formatter.format(value));
        expect(formatCount(value)).toBe(formatter.format(value));
      }),
      { numRuns: 2000 },
    );
    for (const edge of [-0, 0.5, 1.5, -2.5, 1234.567, Number.MAX_SAFE_INTEGER + 2, NaN, Infinity]) {
      expect(formatCoins(edge)).toBe(formatter.format(edge));
    }
  });

  it('counts players with the same grouping', () => {
    expect(formatCount(250000)).toBe('2,50,000');
  });

  it('never writes a currency sign', () => {
    for (const amount of [0, 1, 999, 1000, 250000, 12000000]) {
      expect(`${formatCoins(amount)} ${formatCoinsCompact(amount)} ${coinsText(amount)}`).not.toMatch(/[₹$€£]|Rs/);
    }
  });
});

describe('pluralize', () => {
  it.each([
    [0, 'player', '0 players'],
    [1, 'player', '1 player'],
    [2, 'player', '2 players'],
    [100000, 'player', '1,00,000 players'],
    [1, 'prediction', '1 prediction'],
  ])('counts %d %s as %s', (count, noun, text) => {
    expect(pluralize(count, noun)).toBe(text);
  });

  it('takes an irregular plural', () => {
    expect(pluralize(3, 'entry', 'entries')).toBe('3 entries');
  });

  it('writes coins with grouping and the right noun', () => {
    expect(coinsText(1)).toBe('1 coin');
    expect(coinsText(1000)).toBe('1,000 coins');
  });
});

describe('formatCompact', () => {
  it.each([
    [250000, '2.5L'],
    [1000000, '10L'],
    [12500, '12.5K'],
    [1000, '1K'],
    [12000000, '1.2Cr'],
    [999, '999'],
    [0, '0'],
    [99990, '1L'],
    [9999999, '1Cr'],
    [-250000, '-2.5L'],
  ])('shows %d as %s', (amount, text) => {
    expect(formatCompact(amount)).toBe(text);
  });

  it('names the unit in the compact coin form', () => {
    expect(formatCoinsCompact(250000)).toBe('2.5L coins');
    expect(formatCoinsCompact(1)).toBe('1 coin');
  });
});

describe('formatPercent', () => {
  it('keeps one decimal only when there is one', () => {
    expect(formatPercent(72.5)).toBe('72.5%');
    expect(formatPercent(80)).toBe('80%');
  });
});

describe('start-up cost', () => {
  // Building ICU's first formatter loads its data: tens of milliseconds on a phone, which belong to
  // the first date shown, not to the page's start.
  it('builds no ICU number or date formatter to load the module, group whole figures or count coins', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      jest.isolateModules(() => {
        // A fresh copy of the module, so its load is inside the spies.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const format = require('@/lib/display/format') as typeof import('@/lib/display/format');
        expect(format.coinsText(250000)).toBe('2,50,000 coins');
        expect(format.formatCount(12)).toBe('12');
        expect(format.formatCoinsCompact(999)).toBe('999 coins');
        expect(numberFormat).not.toHaveBeenCalled();
        expect(dateTimeFormat).not.toHaveBeenCalled();
        format.formatDateTime('2026-01-02T03:04:05Z');
        format.formatDateTime('2026-02-03T04:05:06Z');
        expect(dateTimeFormat).toHaveBeenCalledTimes(1);
      });
    } finally {
      numberFormat.mockRestore();
      dateTimeFormat.mockRestore();
    }
  });
});

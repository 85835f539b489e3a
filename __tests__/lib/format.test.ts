import { formatCoins, formatCount, formatPercent, formatRupees, formatRupeesCompact } from '@/lib/format';

describe('formatCoins', () => {
  it('groups digits the Indian way', () => {
    expect(formatCoins(100000)).toBe('1,00,000');
    expect(formatCoins(12345678)).toBe('1,23,45,678');
    expect(formatCoins(999)).toBe('999');
    expect(formatCoins(0)).toBe('0');
  });

  it('counts players with the same grouping', () => {
    expect(formatCount(250000)).toBe('2,50,000');
  });
});

describe('formatRupees', () => {
  it('puts the rupee sign before an Indian-grouped figure', () => {
    expect(formatRupees(284500)).toBe('₹2,84,500');
  });
});

describe('formatRupeesCompact', () => {
  it.each([
    [250000, '₹2.5L'],
    [1000000, '₹10L'],
    [12500, '₹12.5K'],
    [1000, '₹1K'],
    [12000000, '₹1.2Cr'],
    [999, '₹999'],
    [0, '₹0'],
    [99990, '₹1L'],
    [9999999, '₹1Cr'],
  ])('shows %d as %s', (amount, text) => {
    expect(formatRupeesCompact(amount)).toBe(text);
  });
});

describe('formatPercent', () => {
  it('keeps one decimal only when there is one', () => {
    expect(formatPercent(72.5)).toBe('72.5%');
    expect(formatPercent(80)).toBe('80%');
  });
});

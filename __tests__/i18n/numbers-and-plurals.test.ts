// Counts and figures read right in both languages: Indian grouping with Latin digits, plurals
// chosen by Intl.PluralRules, and Hindi's 0 given its own form (the rule puts it with 1).
import { coinsText, formatCoins, formatCoinsCompact, formatCount } from '@/lib/display/format';
import { formatTimeAgo, formatTimeLeft } from '@/lib/display/time';
import { inHindi } from './hindi';

const NOW = Date.parse('2030-01-01T00:00:00Z');

describe('in English', () => {
  it('groups digits the Indian way', () => {
    expect(formatCoins(100000)).toBe('1,00,000');
    expect(formatCount(12345678)).toBe('1,23,45,678');
  });

  it('says coin for one and coins for zero and many', () => {
    expect([0, 1, 2, 100000].map(coinsText)).toEqual(['0 coins', '1 coin', '2 coins', '1,00,000 coins']);
  });

  it('shortens large figures to K, L and Cr', () => {
    expect(formatCoinsCompact(250000)).toBe('2.5L coins');
    expect(formatCoinsCompact(12000000)).toBe('1.2Cr coins');
  });

  it('counts time left and time ago', () => {
    expect(formatTimeLeft(new Date(NOW + 26 * 3600_000).toISOString(), NOW)).toBe('1d 2h');
    expect(formatTimeLeft(new Date(NOW - 1).toISOString(), NOW)).toBe('Ended');
    expect(formatTimeAgo(new Date(NOW - 3600_000).toISOString(), NOW)).toBe('1 hour ago');
  });
});

describe('in Hindi', () => {
  inHindi();

  it('keeps Latin digits with Indian grouping', () => {
    expect(coinsText(100000)).toBe('1,00,000 सिक्के');
  });

  it('gives 0 its own plural, 1 the singular and 2 the plural', () => {
    expect([0, 1, 2].map(coinsText)).toEqual(['0 सिक्के', '1 सिक्का', '2 सिक्के']);
  });

  it('chooses plurals the way Intl.PluralRules does for Hindi', () => {
    expect(new Intl.PluralRules('hi').select(0)).toBe('one');
    expect(formatTimeAgo(new Date(NOW - 2 * 3600_000).toISOString(), NOW)).toBe('2 घंटे पहले');
    expect(formatTimeAgo(new Date(NOW - 3600_000).toISOString(), NOW)).toBe('1 घंटा पहले');
  });

  it('writes short figures in lakh and crore', () => {
    expect(formatCoinsCompact(250000)).toBe('2.5 लाख सिक्के');
    expect(formatCoinsCompact(12000000)).toBe('1.2 करोड़ सिक्के');
  });

  it('counts time left in days, hours and minutes', () => {
    expect(formatTimeLeft(new Date(NOW + 26 * 3600_000).toISOString(), NOW)).toBe('1 दिन 2 घंटे');
    expect(formatTimeLeft(new Date(NOW - 1).toISOString(), NOW)).toBe('खत्म');
  });
});

import { monthStartMs, nextMonthStartMs, weekStartMs } from '@/lib/league/picks/india-time';

const at = (text: string) => Date.parse(text);

describe('India weeks and months', () => {
  it('starts a week on Monday at 00:00 India time, 18:30 UTC on Sunday', () => {
    // 2026-11-22 is a Sunday.
    expect(weekStartMs(at('2026-11-22T12:00:00Z'))).toBe(at('2026-11-15T18:30:00Z'));
    expect(weekStartMs(at('2026-11-22T18:29:59.999Z'))).toBe(at('2026-11-15T18:30:00Z'));
    expect(weekStartMs(at('2026-11-22T18:30:00Z'))).toBe(at('2026-11-22T18:30:00Z'));
    expect(weekStartMs(at('2026-11-26T03:00:00Z'))).toBe(at('2026-11-22T18:30:00Z'));
  });

  it('starts a month on its 1st at 00:00 India time, across a year’s end', () => {
    expect(monthStartMs(at('2026-11-30T18:29:59Z'))).toBe(at('2026-10-31T18:30:00Z'));
    expect(monthStartMs(at('2026-11-30T18:30:00Z'))).toBe(at('2026-11-30T18:30:00Z'));
    expect(nextMonthStartMs(at('2026-12-15T00:00:00Z'))).toBe(at('2026-12-31T18:30:00Z'));
    expect(monthStartMs(at('2027-01-01T00:00:00Z'))).toBe(at('2026-12-31T18:30:00Z'));
  });
});

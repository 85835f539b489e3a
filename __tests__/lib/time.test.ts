import { DAY_MS, formatDaysHoursLeft, formatTimeLeft, HOUR_MS, isPast, MINUTE_MS } from '@/lib/time';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const endIn = (ms: number) => new Date(NOW + ms).toISOString();

describe('formatTimeLeft', () => {
  it.each([
    [DAY_MS, '1d 0h'],
    [DAY_MS - 1, '23h 59m'],
    [3 * DAY_MS + 5 * HOUR_MS + 30 * MINUTE_MS, '3d 5h'],
    [HOUR_MS, '1h 0m'],
    [HOUR_MS - 1, '59m'],
    [2 * HOUR_MS + 15 * MINUTE_MS, '2h 15m'],
    [MINUTE_MS, '1m'],
    [59_999, '0m'],
    [1, '0m'],
  ])('shows %d ms left as %s', (left, text) => {
    expect(formatTimeLeft(endIn(left), NOW)).toBe(text);
  });

  it('says Ended at the end time and after it', () => {
    expect(formatTimeLeft(endIn(0), NOW)).toBe('Ended');
    expect(formatTimeLeft(endIn(-HOUR_MS), NOW)).toBe('Ended');
  });

  it('treats an unreadable end time as ended', () => {
    expect(formatTimeLeft('not a date', NOW)).toBe('Ended');
    expect(isPast('not a date', NOW)).toBe(true);
  });
});

describe('formatDaysHoursLeft', () => {
  it('always shows days and hours', () => {
    expect(formatDaysHoursLeft(endIn(2 * DAY_MS + 3 * HOUR_MS + 59 * MINUTE_MS), NOW)).toBe('2d 3h');
    expect(formatDaysHoursLeft(endIn(42 * MINUTE_MS), NOW)).toBe('0d 0h');
  });

  it('says Ended once the time has passed', () => {
    expect(formatDaysHoursLeft(endIn(-1), NOW)).toBe('Ended');
  });
});

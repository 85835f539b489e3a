import {
  DAY_MS,
  formatDaysHoursLeft,
  formatTimeAgo,
  formatTimeLeft,
  formatWait,
  HOUR_MS,
  isPast,
  localDayKey,
  MINUTE_MS,
  endOfLocalDay,
} from '@/lib/display/time';

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

// Built from local dates, so these hold in whatever time zone the tests run.
const local = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  new Date(year, month - 1, day, hours, minutes).getTime();

describe('localDayKey', () => {
  it('is the local calendar day as YYYY-MM-DD with padded month and day', () => {
    expect(localDayKey(local(2026, 3, 7, 15, 30))).toBe('2026-03-07');
    expect(localDayKey(local(2026, 11, 22, 0, 0))).toBe('2026-11-22');
  });

  it('changes exactly at local midnight', () => {
    expect(localDayKey(local(2027, 1, 1) - 1)).toBe('2026-12-31');
    expect(localDayKey(local(2027, 1, 1))).toBe('2027-01-01');
  });

  it('sorts as text in the same order as the days', () => {
    const days = [local(2026, 9, 30), local(2026, 10, 1), local(2026, 12, 31), local(2027, 1, 1)].map(localDayKey);
    expect([...days].sort()).toEqual(days);
  });
});

describe('endOfLocalDay', () => {
  it('is the local midnight that starts the next day', () => {
    expect(endOfLocalDay('2026-11-22')).toBe(local(2026, 11, 23));
    expect(endOfLocalDay('2026-12-31')).toBe(local(2027, 1, 1));
    expect(endOfLocalDay('2028-02-28')).toBe(local(2028, 2, 29));
  });

  it('reads back the day localDayKey wrote', () => {
    const noon = local(2026, 3, 10, 12);
    expect(endOfLocalDay(localDayKey(noon))).toBe(local(2026, 3, 11));
  });
});

describe('formatWait', () => {
  it.each([
    [2 * HOUR_MS + 15 * MINUTE_MS, '2h 15m'],
    [HOUR_MS, '1h 0m'],
    [45 * MINUTE_MS, '45m'],
    [1, '1m'],
    [59 * MINUTE_MS + 1, '1h 0m'],
    [HOUR_MS + 59 * MINUTE_MS + 30_000, '2h 0m'],
    [23 * HOUR_MS + 59 * MINUTE_MS + 59_999, '24h 0m'],
    [0, '0m'],
  ])('shows a wait of %d ms as %s, rounding minutes up', (left, text) => {
    expect(formatWait(NOW + left, NOW)).toBe(text);
  });

  it('shows a moment already passed as 0m', () => {
    expect(formatWait(NOW - HOUR_MS, NOW)).toBe('0m');
  });
});

describe('formatTimeAgo', () => {
  const NOW_MS = Date.parse('2026-11-22T12:00:00.000Z');
  const before = (ms: number) => new Date(NOW_MS - ms).toISOString();

  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 minute ago'],
    [59 * 60_000, '59 minutes ago'],
    [3_600_000, '1 hour ago'],
    [23 * 3_600_000 + 59 * 60_000, '23 hours ago'],
    [86_400_000, '1 day ago'],
    [3 * 86_400_000 + 5_000, '3 days ago'],
    [-3_600_000, 'just now'],
  ])('says %p ms ago is %p', (ms, text) => {
    expect(formatTimeAgo(before(ms), NOW_MS)).toBe(text);
  });

  it('is null for a time that cannot be read', () => {
    expect(formatTimeAgo('not a time', NOW_MS)).toBeNull();
  });
});

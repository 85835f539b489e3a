import { readTypedTime } from '@/lib/league/typed-time';

const iso = (text: string) => {
  const read = readTypedTime(text);
  return read.ok ? new Date(read.ms).toISOString() : read.reason;
};

describe('readTypedTime', () => {
  it('reads a time without an offset as India time, with a T or a space', () => {
    expect(iso('2027-04-05T19:30')).toBe('2027-04-05T14:00:00.000Z');
    expect(iso(' 2027-04-05 19:30 ')).toBe('2027-04-05T14:00:00.000Z');
    expect(iso('2027-04-05 19:30:15')).toBe('2027-04-05T14:00:15.000Z');
  });

  it('keeps an offset that is given: Z, ±HH:MM, ±HHMM or ±HH', () => {
    expect(iso('2027-04-05T14:00Z')).toBe('2027-04-05T14:00:00.000Z');
    expect(iso('2027-04-05T14:00:00.250z')).toBe('2027-04-05T14:00:00.250Z');
    expect(iso('2027-04-05T19:30+05:30')).toBe('2027-04-05T14:00:00.000Z');
    expect(iso('2027-04-05T10:00-0400')).toBe('2027-04-05T14:00:00.000Z');
    expect(iso('2027-04-05T15:00+01')).toBe('2027-04-05T14:00:00.000Z');
  });

  it('crosses midnight back into the day before in UTC', () => {
    expect(iso('2027-04-05 01:00')).toBe('2027-04-04T19:30:00.000Z');
  });

  it('refuses a date without a time of day', () => {
    expect(iso('2027-04-05')).toBe('date-only');
  });

  it('refuses dates and times that do not exist, and other formats', () => {
    for (const text of ['2027-02-29 10:00', '2027-04-31 10:00', '2027-04-05 24:00', '2027-04-05 19:60', '2027-13-01 10:00', '05/04/2027 19:30', '2027-04-05T19:30+15:00', 'soon', '']) {
      expect(iso(text)).toBe('unreadable');
    }
    expect(iso('2028-02-29 10:00')).toBe('2028-02-29T04:30:00.000Z');
  });
});

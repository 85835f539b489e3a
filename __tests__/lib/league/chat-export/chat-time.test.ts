import { readChatHeader, type ChatHeader } from '@/lib/league/chat-export/chat-header';
import { dateOrderOf, INDIA_OFFSET_MINUTES, instantOf } from '@/lib/league/chat-export/chat-time';

function header(line: string): ChatHeader {
  const read = readChatHeader(line);
  if (read === null) throw new Error(`not a message line: ${line}`);
  return read;
}

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

describe('instantOf', () => {
  it('reads the phone’s clock in India time', () => {
    expect(iso(instantOf(header('26/11/2026, 9:05 pm - A: x'), 'day-first', INDIA_OFFSET_MINUTES))).toBe('2026-11-26T15:35:59.999Z');
    expect(iso(instantOf(header('[26/11/26, 9:05:12 PM] A: x'), 'day-first', INDIA_OFFSET_MINUTES))).toBe('2026-11-26T15:35:12.000Z');
  });

  it('reads another offset when told', () => {
    expect(iso(instantOf(header('26/11/2026, 21:05 - A: x'), 'day-first', 0))).toBe('2026-11-26T21:05:59.999Z');
    expect(iso(instantOf(header('26/11/2026, 21:05 - A: x'), 'day-first', -300))).toBe('2026-11-27T02:05:59.999Z');
  });

  it('reads 12 am as midnight and 12 pm as noon', () => {
    expect(iso(instantOf(header('27/11/2026, 12:15 am - A: x'), 'day-first', 0))).toBe('2026-11-27T00:15:59.999Z');
    expect(iso(instantOf(header('27/11/2026, 12:15 pm - A: x'), 'day-first', 0))).toBe('2026-11-27T12:15:59.999Z');
  });

  it('reads the date in the order it is given', () => {
    expect(iso(instantOf(header('12/01/26, 09:30 - A: x'), 'month-first', 0))).toBe('2026-12-01T09:30:59.999Z');
    expect(iso(instantOf(header('12/01/26, 09:30 - A: x'), 'day-first', 0))).toBe('2026-01-12T09:30:59.999Z');
    expect(iso(instantOf(header('2026-12-01 09:30 - A: x'), 'day-first', 0))).toBe('2026-12-01T09:30:59.999Z');
  });

  it('gives no time for a stamp that names none', () => {
    for (const line of ['31/02/2026, 9:05 pm - A: x', '26/13/2026, 9:05 pm - A: x', '26/11/2026, 13:05 pm - A: x', '26/11/2026, 24:00 - A: x', '26/11/2026, 9:61 - A: x', '0/11/2026, 9:05 - A: x']) {
      expect(instantOf(header(line), 'day-first', 0)).toBeNull();
    }
  });
});

describe('dateOrderOf', () => {
  const order = (lines: string[], fallback: 'day-first' | 'month-first' = 'day-first') => dateOrderOf(lines.map(header), fallback);

  it('reads a file as day first once a first part is over 12', () => {
    expect(order(['01/02/26, 9:00 - A: x', '26/11/26, 9:00 - A: x'], 'month-first')).toBe('day-first');
  });

  it('reads a file as month first once a second part is over 12', () => {
    expect(order(['11/26/26, 21:05 - A: x', '12/01/26, 09:30 - A: x'])).toBe('month-first');
  });

  it('keeps the default when no date settles it', () => {
    expect(order(['01/02/26, 9:00 - A: x', '02/03/26, 9:00 - A: x'])).toBe('day-first');
    expect(order(['01/02/26, 9:00 - A: x'], 'month-first')).toBe('month-first');
  });

  it('reads a file with both by the order that gives real times in order, so a stamp typed in a message cannot turn it', () => {
    const monthFirst = ['11/26/26, 21:05 - A: x', '11/27/26, 21:05 - A: x', '11/28/26, 21:05 - A: x', '30/01/26, 08:00 - A: typed'];
    expect(order(monthFirst)).toBe('month-first');
    const dayFirst = ['26/11/26, 21:05 - A: x', '27/11/26, 21:05 - A: x', '28/11/26, 21:05 - A: x', '01/30/26, 08:00 - A: typed'];
    expect(order(dayFirst, 'month-first')).toBe('day-first');
  });
});

describe('a stamp without seconds', () => {
  it('proves arrival only by the end of its minute, so a message just after a result never reads as before it', () => {
    expect(iso(instantOf(header('26/11/2026, 21:05 - A: x'), 'day-first', 0))).toBe('2026-11-26T21:05:59.999Z');
    expect(iso(instantOf(header('[26/11/26, 21:05:00] A: x'), 'day-first', 0))).toBe('2026-11-26T21:05:00.000Z');
  });
});

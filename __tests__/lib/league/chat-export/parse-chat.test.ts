import { parseChat } from '@/lib/league/chat-export/parse-chat';

describe('parseChat', () => {
  it('reads each message with its time in UTC, its sender and its text', () => {
    const chat = '26/11/2026, 9:05\u202fpm - Asha: first\n26/11/2026, 9:07\u202fpm - Dev: second\n';
    expect(parseChat(chat)).toEqual([
      { at: '2026-11-26T15:35:59.999Z', sender: 'Asha', text: 'first', edited: false },
      { at: '2026-11-26T15:37:59.999Z', sender: 'Dev', text: 'second', edited: false },
    ]);
  });

  it('keeps continuation lines, blank ones too, in the message they follow', () => {
    const chat = '[26/11/26, 9:05:12 PM] Asha: picks:\r\nMatch 1 YES\r\n\r\nThanks\r\n[26/11/26, 9:06:00 PM] Dev: ok';
    expect(parseChat(chat).map((message) => message.text)).toEqual(['picks:\nMatch 1 YES\n\nThanks', 'ok']);
  });

  it('takes the edited marker off and says the message was edited', () => {
    const chat = ['26/11/26, 9:05 pm - Asha: one <This message was edited>', '26/11/26, 9:06 pm - Dev: two\nmore\u200e<This message was edited>', '26/11/26, 9:07 pm - Meera: three This message was edited', '26/11/26, 9:08 pm - Ravi: four'].join('\n');
    expect(parseChat(chat).map(({ text, edited }) => [text, edited])).toEqual([
      ['one', true],
      ['two\nmore', true],
      ['three', true],
      ['four', false],
    ]);
  });

  it('gives the lines the chat writes itself no sender', () => {
    const chat = '26/11/26, 8:58 pm - Messages and calls are end-to-end encrypted.\n26/11/26, 9:00 pm - Ravi added Asha';
    expect(parseChat(chat).map((message) => message.sender)).toEqual(['', '']);
  });

  it('keeps a stamp typed inside a message, earlier than that message, part of it', () => {
    const chat = '26/11/26, 9:12 pm - Meera: first line\n26/11/26, 8:00 pm - Meera: typed\n26/11/26, 9:20 pm - Dev: next';
    expect(parseChat(chat)).toEqual([
      { at: '2026-11-26T15:42:59.999Z', sender: 'Meera', text: 'first line\n26/11/26, 8:00 pm - Meera: typed', edited: false },
      { at: '2026-11-26T15:50:59.999Z', sender: 'Dev', text: 'next', edited: false },
    ]);
  });

  it('gives no time to text before the first stamp, nor to a stamp that names no real time', () => {
    const chat = 'copied from the middle\n31/02/26, 9:00 pm - Asha: odd\n26/11/26, 9:05 pm - Dev: ok';
    expect(parseChat(chat).map(({ at, sender }) => [at, sender])).toEqual([
      [null, ''],
      [null, 'Asha'],
      ['2026-11-26T15:35:59.999Z', 'Dev'],
    ]);
  });

  it('reads the clock at the offset it is given, and the date order it is told when the file does not settle it', () => {
    const chat = '01/02/26, 09:30 - Asha: x';
    expect(parseChat(chat)[0]?.at).toBe('2026-02-01T04:00:59.999Z');
    expect(parseChat(chat, { offsetMinutes: 0, dateOrder: 'month-first' })[0]?.at).toBe('2026-01-02T09:30:59.999Z');
  });

  it('decides the date order from the whole file', () => {
    const chat = '12/01/26, 09:30 - Asha: early\n12/13/26, 09:30 - Asha: settles it';
    expect(parseChat(chat, { offsetMinutes: 0 })[0]?.at).toBe('2026-12-01T09:30:59.999Z');
  });

  it('skips a byte order mark and reads nothing from an empty text', () => {
    expect(parseChat('\ufeff26/11/26, 9:05 pm - Asha: x')[0]?.sender).toBe('Asha');
    expect(parseChat('')).toEqual([]);
  });

  it('reads hostile lines of thousands of marks or spaces in linear time', () => {
    // Each of these took seconds when a pattern could rescan a run; read in linear time they take milliseconds.
    const lines = ['\u200e'.repeat(200_000) + 'x', `26/11/2026, 9:05${' '.repeat(200_000)}x`, `26/11/26, 9:05 pm - Asha: a${' '.repeat(200_000)}b${' '.repeat(200_000)}`];
    const start = performance.now();
    const messages = parseChat(lines.join('\n'));
    expect(performance.now() - start).toBeLessThan(2000);
    expect(messages.at(-1)?.text).toMatch(/^a +b$/);
  });
});

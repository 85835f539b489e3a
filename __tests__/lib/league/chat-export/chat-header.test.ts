import { readChatHeader } from '@/lib/league/chat-export/chat-header';

describe('readChatHeader', () => {
  it('reads an Android line: date, 12-hour time with a narrow no-break space, sender and text', () => {
    expect(readChatHeader('26/11/2026, 9:05\u202fpm - Asha: my picks: here')).toEqual({
      date: [26, 11, 2026],
      yearFirst: false,
      shortYear: false,
      hour: 9,
      minute: 5,
      second: 0,
      hasSeconds: false,
      meridiem: 'pm',
      sender: 'Asha',
      text: 'my picks: here',
    });
  });

  it('reads an Android line in 24-hour time with a two-digit year', () => {
    expect(readChatHeader('11/26/26, 21:05 - Asha: hi')).toMatchObject({ date: [11, 26, 26], shortYear: true, hour: 21, meridiem: null, sender: 'Asha' });
  });

  it('reads an iOS line with seconds, a direction mark before the bracket and one before the text', () => {
    expect(readChatHeader('\u200e[26/11/26, 9:05:12\u202fPM] Dev: \u200eimage omitted')).toMatchObject({
      date: [26, 11, 26],
      hour: 9,
      minute: 5,
      second: 12,
      meridiem: 'pm',
      sender: 'Dev',
      text: '\u200eimage omitted',
    });
  });

  it('reads am and pm in any case, with a normal space, a narrow one, none, or dots', () => {
    for (const written of ['9:05 AM', '9:05\u202fam', '9:05am', '9:05 a.m.', '9:05\u202f\u200eAm']) {
      expect(readChatHeader(`26/11/2026, ${written} - Asha: x`)).toMatchObject({ meridiem: 'am' });
    }
    expect(readChatHeader('26/11/2026, 9:05 P.M. - Asha: x')).toMatchObject({ meridiem: 'pm' });
  });

  it('reads a year written first and dates with dots or dashes', () => {
    expect(readChatHeader('2026-11-26 21:05 - Asha: x')).toMatchObject({ date: [2026, 11, 26], yearFirst: true });
    expect(readChatHeader('26.11.26, 21:05 - Asha: x')).toMatchObject({ date: [26, 11, 26] });
  });

  it('takes the sender out of the direction controls around a phone number', () => {
    expect(readChatHeader('26/11/2026, 9:07 pm - \u202a+91 98765 43210\u202c: picks')).toMatchObject({ sender: '+91 98765 43210', text: 'picks' });
  });

  it('reads a line the chat wrote itself as having no sender', () => {
    expect(readChatHeader('26/11/2026, 8:59 pm - Ravi created group "Office Cup"')).toMatchObject({ sender: '', text: 'Ravi created group "Office Cup"' });
  });

  it('reads an empty message as its sender with no text', () => {
    expect(readChatHeader('26/11/2026, 8:59 pm - Ravi:')).toMatchObject({ sender: 'Ravi', text: '' });
  });

  it('leaves lines that start no message', () => {
    for (const line of ['Match 1 YES 100', '', 'https://predictoplay.example/leagues#picks=abc', '26/11/2026 was fun', '126/11/2026, 9:05 pm - A: x', '26/11/202, 9:05 pm - A: x', '[26/11/26, 9:05 PM Asha: x']) {
      expect(readChatHeader(line)).toBeNull();
    }
  });
});

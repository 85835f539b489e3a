import { picksInChat } from '@/lib/league/chat-export/picks-in-chat';
import { EXPECTED_PICKS, expectedPick, fixtureText, payload } from './chat-fixtures';

describe('picksInChat on exports from real phones', () => {
  it.each(Object.keys(EXPECTED_PICKS))('finds every picks link in %s with the time of its message', (file) => {
    expect(picksInChat(fixtureText(file))).toEqual((EXPECTED_PICKS[file] ?? []).map(expectedPick));
  });
});

describe('picksInChat', () => {
  const link = (name: string) => `https://predictoplay.example/leagues#picks=${payload(name)}`;

  it('keeps a link’s first message', () => {
    const chat = `26/11/26, 9:05 pm - Asha: ${link('P1')}\n26/11/26, 9:30 pm - Dev: ${link('P1')}`;
    expect(picksInChat(chat)).toEqual([expectedPick(['P1', '2026-11-26T15:35:59.999Z', 'Asha'])]);
  });

  it('gives a link in an edited message no time, since it may have been edited in', () => {
    const chat = `26/11/26, 9:05 pm - Asha: ${link('P1')} <This message was edited>`;
    expect(picksInChat(chat)).toEqual([expectedPick(['P1', null, 'Asha', true])]);
  });

  it('gives links in text that is no export no time', () => {
    expect(picksInChat(`look: ${link('P2')} and ${link('P3')}`)).toEqual([expectedPick(['P2', null, '']), expectedPick(['P3', null, ''])]);
  });

  it('reads the times at the offset it is given', () => {
    const chat = `26/11/26, 9:05 pm - Asha: ${link('P1')}`;
    expect(picksInChat(chat, { offsetMinutes: 0 })[0]?.at).toBe('2026-11-26T21:05:59.999Z');
  });
});

import { closingNudgeText, collectReminderText, ordinalText, picksMessageText, unsentText, visitNoteText } from '@/lib/league/player/player-words';
import type { VisitNote } from '@/lib/model/membership';

const note = (over: Partial<VisitNote>): VisitNote => ({ at: '2026-03-02T10:00:00.000Z', won: 0, questions: 0, notCounted: 0, rank: null, of: 0, shown: false, ...over });
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('player words', () => {
  it('words ordinals the English way', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinalText)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th']);
  });

  it('says a win, the questions and the rank in one line', () => {
    expect(plain(visitNoteText('Office Cup', note({ won: 180, questions: 2, rank: 3, of: 14 })))).toBe('Office Cup: you won 180 on 2 questions · now 3rd of 14');
  });

  it('says settled questions without a win, bets not counted, and a rank alone', () => {
    expect(plain(visitNoteText('X', note({ questions: 1, notCounted: 1 })))).toBe('X: 1 question got its result · 1 bet not counted, coins back');
    expect(plain(visitNoteText('X', note({ rank: 1, of: 2 })))).toBe('X: now 1st of 2');
  });

  it('counts what is unsent, nudges before the close and names the league in the picks message', () => {
    expect(unsentText(2)).toBe('2 bets not sent yet');
    expect(plain(closingNudgeText('Office Cup', 1))).toContain('a question ends within the hour');
    expect(plain(closingNudgeText('Office Cup', 3))).toContain('3 questions end within the hour');
    expect(plain(picksMessageText('Office Cup', 1))).toBe('My picks for Office Cup (1 bet)');
  });
});

describe('the organiser’s reminder', () => {
  it('says a question ends within the hour and to collect before it does', () => {
    expect(collectReminderText('Office Cup', 1)).toBe('Office Cup: a question ends within the hour. Collect picks before it does: a bet counts only if it reaches you in time.');
    expect(collectReminderText('Office Cup', 2)).toContain('2 questions end within the hour');
  });
});

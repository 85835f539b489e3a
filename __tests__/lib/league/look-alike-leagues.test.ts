import { lookAlikeClashes } from '@/lib/league/look-alike-leagues';

const league = (id: string, name: string) => ({ id, name });

describe('lookAlikeClashes', () => {
  it('pairs each league with the followed leagues whose names look the same', () => {
    const office = league('aaaaaaaaaaaaaaaa', 'Office Cup');
    const cyrillic = league('bbbbbbbbbbbbbbbb', '\u041effice Cup');
    const reversed = league('cccccccccccccccc', '\u202epuC eciffO');
    const quiz = league('dddddddddddddddd', 'Quiz Night');
    const clashes = lookAlikeClashes([office, quiz, cyrillic, reversed]);
    expect(clashes.get(office.id)).toEqual([cyrillic, reversed]);
    expect(clashes.get(cyrillic.id)).toEqual([office, reversed]);
    expect(clashes.get(reversed.id)).toEqual([office, cyrillic]);
    expect(clashes.has(quiz.id)).toBe(false);
  });

  it('finds nothing when every name reads differently', () => {
    expect(lookAlikeClashes([league('aaaaaaaaaaaaaaaa', 'Office Cup'), league('bbbbbbbbbbbbbbbb', 'Quiz Night')]).size).toBe(0);
    expect(lookAlikeClashes([]).size).toBe(0);
  });

  it('finds a clash made by a later rename: Quiz Night renamed to Office Cup', () => {
    const office = league('aaaaaaaaaaaaaaaa', 'Office Cup');
    const quiz = league('bbbbbbbbbbbbbbbb', 'Quiz Night');
    const before = [office, quiz];
    const after = [office, { ...quiz, name: 'Office Cup' }];
    expect(lookAlikeClashes(before).size).toBe(0);
    expect(lookAlikeClashes(after).get('aaaaaaaaaaaaaaaa')).toEqual([after[1]]);
  });
});

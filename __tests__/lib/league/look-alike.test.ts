import { lookAlikeKey, looksAlike } from '@/lib/league/look-alike';

describe('lookAlikeKey', () => {
  it.each([
    ['a zero-width space for the space', 'Office\u200bCup'],
    ['a Cyrillic capital O', '\u041effice Cup'],
    ['a right-to-left override at the end', 'Office Cup\u202e'],
    ['reversed text after a right-to-left override, drawn as Office Cup', '\u202epuC eciffO'],
    ['an override closed by its PDF', 'Office \u202epuC\u202c'],
    ['other case and spacing', '  OFFICE   cup '],
    ['full-width letters', '\uff2fffice Cup'],
    ['Greek and Cyrillic letters throughout', '\u039f\u0066\u0066\u0456\u0441\u0435 \u0421\u03c5p'],
    ['a zero digit and a one for the i', '0ff1ce Cup'],
    ['a soft hyphen, a word joiner and a variation selector', 'Of\u00adfi\u2060ce\ufe0f Cup'],
    ['direction marks and isolates', '\u200fOffice\u2066 Cup\u2069\u200e'],
  ])('matches Office Cup with %s', (_, name) => {
    expect(lookAlikeKey(name)).toBe(lookAlikeKey('Office Cup'));
    expect(looksAlike(name, 'Office Cup')).toBe(true);
  });

  it.each([
    ['a letter more', 'Office Cup', 'Offices Cup'],
    ['another name', 'Office Cup', 'Quiz Night'],
    ['one letter changed', 'Office Cup', 'Office Cap'],
    ['the same letters drawn reversed by an override', 'Office Cup', '\u202eOffice Cup'],
    ['a Hindi vowel sign more', '\u0915\u092a', '\u0915\u093f\u092a'],
  ])('tells names apart that differ by %s', (_, a, b) => {
    expect(looksAlike(a, b)).toBe(false);
  });

  it('keeps a mark on its letter when an override run is reversed', () => {
    expect(lookAlikeKey('\u202ee\u0301ba')).toBe(lookAlikeKey('abe\u0301'));
  });

  it('is its own look-alike form: applying it twice changes nothing', () => {
    for (const name of ['Office Cup', '\u202epuC eciffO', '\u041effice\u200bCup', 'Quiz Night']) {
      expect(lookAlikeKey(lookAlikeKey(name))).toBe(lookAlikeKey(name));
    }
  });
});

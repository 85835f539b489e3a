import { hasDirectionControl, lookAlikeKey, looksAlike } from '@/lib/league/look-alike';

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

describe('hasDirectionControl', () => {
  const controls = [0x200e, 0x200f, 0x061c, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
  it.each(controls.map((code) => [code.toString(16).toUpperCase().padStart(4, '0'), String.fromCharCode(code)]))('finds U+%s in a name', (_, control) => {
    expect(hasDirectionControl(`Office${control} Cup`)).toBe(true);
  });

  it('finds none in plain, Hindi, Arabic or invisible-but-not-directional text', () => {
    for (const name of ['Office Cup', '\u0911\u092b\u093f\u0938 \u0915\u092a', '\u0643\u0623\u0633', 'Office\u200bCup']) {
      expect(hasDirectionControl(name)).toBe(false);
    }
  });
});

import fc from 'fast-check';
import { findPicksLinks } from '@/lib/league/picks/find-picks-links';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split('');
// What a chat puts around a link: words, punctuation, brackets, emoji, line breaks and invisible marks.
const AROUND = [...'abcXYZ019 .,;:!?()<>[]"\'/#=&%\n\t', '\u200e', '\u200b', '\u200d', '\u202f', '\u00a0', '\ufeff', '😀', 'é'];
const ENDS = AROUND.filter((char) => !BASE64URL.includes(char));

const payload = fc.string({ unit: fc.constantFrom(...BASE64URL), minLength: 1, maxLength: 400 });
const filler = fc.string({ unit: fc.constantFrom(...AROUND), maxLength: 40 });
const link = fc.record({
  payload,
  origin: fc.constantFrom('https://predictoplay.example', 'http://127.0.0.1:3000', ''),
  before: filler,
  end: fc.constantFrom(...ENDS),
});

describe('findPicksLinks on random text', () => {
  it('finds every link inserted into random surrounding text, once each, in order of first appearance', () => {
    fc.assert(
      fc.property(fc.array(link, { maxLength: 12 }), filler, (links, tail) => {
        const text = links.map(({ payload, origin, before, end }) => `${before}${origin}/leagues#picks=${payload}${end}`).join('') + tail;
        expect(findPicksLinks(text)).toEqual([...new Set(links.map((inserted) => inserted.payload))]);
      }),
    );
  });
});

import { MAX_CHAT_EXPORT_BYTES, MAX_PICKS_LINKS } from '@/lib/league/chat-export/chat-limits';
import { MAX_LINK_LENGTH } from '@/lib/league/league-link';
import { findPicksLinks } from '@/lib/league/picks/find-picks-links';

const SITE = 'https://predictoplay.example/leagues';
const A = 'A'.repeat(200) + 'x9_-Qz';
const B = 'b'.repeat(250) + 'Y0';
const C = 'Cc-_'.repeat(60);

describe('findPicksLinks', () => {
  it('finds a link wrapped in angle brackets, followed by punctuation or between marks', () => {
    expect(findPicksLinks(`<${SITE}#picks=${A}>`)).toEqual([A]);
    expect(findPicksLinks(`see ${SITE}#picks=${A}. Thanks`)).toEqual([A]);
    expect(findPicksLinks(`(${SITE}#picks=${A}), ok`)).toEqual([A]);
    expect(findPicksLinks(`\u200e\u200b${SITE}#picks=${A}\u200e\u202f\u2060pm`)).toEqual([A]);
    expect(findPicksLinks(`\ufeff${SITE}/#picks=${A}\u200d`)).toEqual([A]);
  });

  it('keeps several links of one message in order and the same one once', () => {
    const text = `${SITE}#picks=${B} and ${SITE}#picks=${A}\nagain ${SITE}#picks=${B}, ${SITE}#picks=${C}`;
    expect(findPicksLinks(text)).toEqual([B, A, C]);
  });

  it('ignores invites, updates, other sites and text without a link', () => {
    const text = `${SITE}#join=${A} ${SITE}#update=${B} https://example.org/?picks=${C} #picks=${C} picks=${C} hello`;
    expect(findPicksLinks(text)).toEqual([]);
    expect(findPicksLinks('')).toEqual([]);
  });

  it('does not decode: a damaged payload is still handed on to be verified', () => {
    expect(findPicksLinks(`${SITE}#picks=abc`)).toEqual(['abc']);
  });

  it('skips a payload longer than any link the site makes', () => {
    const long = 'a'.repeat(MAX_LINK_LENGTH + 1);
    expect(findPicksLinks(`${SITE}#picks=${long} ${SITE}#picks=${A}`)).toEqual([A]);
  });

  it(`keeps at most ${MAX_PICKS_LINKS} links`, () => {
    const text = Array.from({ length: MAX_PICKS_LINKS + 20 }, (_, index) => `${SITE}#picks=${A}${index}`).join(' ');
    const found = findPicksLinks(text);
    expect(found).toHaveLength(MAX_PICKS_LINKS);
    expect(found.at(-1)).toBe(`${A}${MAX_PICKS_LINKS - 1}`);
  });

  it('reads no further than the size a chat file may have', () => {
    const padding = ' '.repeat(MAX_CHAT_EXPORT_BYTES - 10);
    expect(findPicksLinks(`${SITE}#picks=${A}${padding}${SITE}#picks=${B}`)).toEqual([A]);
  });
});

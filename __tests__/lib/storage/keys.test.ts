import { corruptKeyFor, corruptPrefixFor, SESSION_KEYS, STORAGE_KEYS, STORAGE_PREFIX } from '@/lib/storage/keys';
import { sourceFiles } from '../../source-files';

describe('storage keys', () => {
  it('all start with predictoplay:', () => {
    for (const key of [...Object.values(STORAGE_KEYS), ...Object.values(SESSION_KEYS)]) expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
  });

  it('are spelled out in keys.ts only: the game, the session, the deploy and the dismissed notices read them from there', () => {
    const spelling = sourceFiles('app', 'components', 'lib')
      .filter((file) => /['"]predictoplay:/.test(file.text))
      .map((file) => file.path);
    // The language choice's key and the install card's are declared beside the <head> scripts that
    // read or write them (lib/i18n and lib/install may not import lib/storage); keys.ts lists them with the others.
    expect(spelling).toEqual(['lib/i18n/language-choice.ts', 'lib/install/install-memory.ts', 'lib/storage/keys.ts']);
  });

  it('name a set-aside copy after the key and the time', () => {
    expect(corruptKeyFor(STORAGE_KEYS.game, 1_790_000_000_000)).toBe('predictoplay:corrupt:game:1790000000000');
  });

  it('give every copy of one key a prefix no other key’s copies share', () => {
    expect(corruptKeyFor(STORAGE_KEYS.game, 5).startsWith(corruptPrefixFor(STORAGE_KEYS.game))).toBe(true);
    expect(corruptKeyFor(STORAGE_KEYS.session, 5).startsWith(corruptPrefixFor(STORAGE_KEYS.game))).toBe(false);
  });
});

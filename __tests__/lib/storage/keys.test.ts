import { corruptKeyFor, corruptPrefixFor, STORAGE_KEYS, STORAGE_PREFIX } from '@/lib/storage/keys';

describe('storage keys', () => {
  it('all start with predictoplay:', () => {
    for (const key of Object.values(STORAGE_KEYS)) expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
  });

  it('name a set-aside copy after the key and the time', () => {
    expect(corruptKeyFor(STORAGE_KEYS.game, 1_790_000_000_000)).toBe('predictoplay:corrupt:game:1790000000000');
  });

  it('give every copy of one key a prefix no other key’s copies share', () => {
    expect(corruptKeyFor(STORAGE_KEYS.game, 5).startsWith(corruptPrefixFor(STORAGE_KEYS.game))).toBe(true);
    expect(corruptKeyFor(STORAGE_KEYS.session, 5).startsWith(corruptPrefixFor(STORAGE_KEYS.game))).toBe(false);
  });
});

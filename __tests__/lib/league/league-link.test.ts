import { toBase64Url } from '@/lib/league/encoding';
import { joinLinkFor, MAX_LINK_LENGTH, readLinkFragment, updateLinkFor } from '@/lib/league/league-link';
import { linkDamageText } from '@/lib/league/league-words';
import { readUpdate } from '@/lib/league/read-update';
import { signUpdateAtNow } from '@/__tests__/lib/league/sign-at-now';
import { readUpdateFile, updateFileName, updateFileText } from '@/lib/league/update-file';
import { logWithQuestions, pinned, testKeys } from './league-fixtures';

const ORIGIN = 'https://predictoplay.test';

describe('league links', () => {
  it('carries an update in the fragment of /leagues, and reads back the very bytes', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 2, 'Office Cup');
    const bytes = await signUpdateAtNow(keys, log, 1, { compress: true });
    const join = joinLinkFor(`${ORIGIN}/`, bytes) as string;
    const update = updateLinkFor(ORIGIN, bytes) as string;
    expect(join).toBe(`${ORIGIN}/leagues#join=${toBase64Url(bytes)}`);
    expect(update).toBe(`${ORIGIN}/leagues#update=${toBase64Url(bytes)}`);

    const read = readLinkFragment(new URL(join).hash);
    expect(read).toEqual({ kind: 'join', bytes });
    expect(readLinkFragment(new URL(update).hash)).toEqual({ kind: 'update', bytes });
    const verified = await readUpdate((read as { bytes: Uint8Array }).bytes, pinned(log));
    expect(verified.ok && verified.update.events).toEqual(log.events);
  });

  it('makes no link longer than MAX_LINK_LENGTH characters, and one of exactly that length', () => {
    const prefix = `${ORIGIN}/leagues#update=`.length;
    const exact = new Uint8Array(Math.floor(((MAX_LINK_LENGTH - prefix) * 3) / 4));
    expect(updateLinkFor(ORIGIN, exact)?.length).toBe(MAX_LINK_LENGTH);
    expect(updateLinkFor(ORIGIN, new Uint8Array(exact.length + 1))).toBeNull();
    expect(joinLinkFor(ORIGIN, new Uint8Array(MAX_LINK_LENGTH))).toBeNull();
  });

  it('ignores an empty fragment and a plain anchor such as the skip link', () => {
    expect(readLinkFragment('')).toBeNull();
    expect(readLinkFragment('#')).toBeNull();
    expect(readLinkFragment('#main')).toBeNull();
  });

  it.each([
    ['another kind', '#invite=abc', 'unknown-kind'],
    ['characters outside base64url', '#update=ab+c/', 'bad-characters'],
    ['a cut-off character', '#join=abcde', 'bad-characters'],
    ['bytes too few to be an update', '#update=UFBMMQ', 'cut-short'],
  ] as const)('says a link with %s is damaged, without throwing', (_, hash, damage) => {
    const read = readLinkFragment(hash);
    expect(read).toEqual({ kind: 'invalid', damage });
    expect(linkDamageText(damage)).toMatch(/^This link is damaged: .+\. Ask for the link again\.$/);
  });

  it('says a link cut short in the middle is damaged', async () => {
    const [keys] = await testKeys();
    const link = updateLinkFor(ORIGIN, await signUpdateAtNow(keys, await logWithQuestions(keys, 1))) as string;
    const hash = new URL(link).hash;
    expect(readLinkFragment(hash.slice(0, 40))).toMatchObject({ kind: 'invalid' });
  });
});

describe('update files', () => {
  it('wraps an update in a named JSON envelope and reads the bytes back', async () => {
    const bytes = new Uint8Array([80, 80, 76, 49, 2, 255, 0, 7]);
    const text = updateFileText(bytes);
    expect(JSON.parse(text)).toEqual({ format: 'predictoplay-league-update', version: 1, update: toBase64Url(bytes) });
    expect(readUpdateFile(text)).toEqual(bytes);
  });

  it('reads nothing from text that is not an update file of this version', () => {
    const bytes = toBase64Url(new Uint8Array([1, 2, 3]));
    expect(readUpdateFile('not json')).toBeNull();
    expect(readUpdateFile('null')).toBeNull();
    expect(readUpdateFile(JSON.stringify({ format: 'predictoplay-league-feed', version: 1, update: bytes }))).toBeNull();
    expect(readUpdateFile(JSON.stringify({ format: 'predictoplay-league-update', version: 2, update: bytes }))).toBeNull();
    expect(readUpdateFile(JSON.stringify({ format: 'predictoplay-league-update', version: 1, update: 'a+b' }))).toBeNull();
  });

  it('names a file after its league and last event', () => {
    expect(updateFileName('Office Cup!', 12)).toBe('office-cup-12.predictoplay-league');
    expect(updateFileName('⚽', 3)).toBe('league-3.predictoplay-league');
  });
});

import { toBase64Url } from '@/lib/league/encoding';
import { MAX_LINK_LENGTH, readLinkFragment } from '@/lib/league/league-link';
import { readPicksCard, signPicksCard } from '@/lib/league/picks/picks-card';
import { picksFileName, picksFileText, picksLinkFor, readPicksFile } from '@/lib/league/picks/picks-link';
import { keyPick, LEAGUE, NOW, playerKeys } from './picks-fixtures';

const ORIGIN = 'https://predictoplay.test';

describe('a picks link', () => {
  it('carries a card in the fragment of /leagues#picks=, and reads back the very bytes', async () => {
    const [asha] = await playerKeys();
    const bytes = await signPicksCard(asha!, LEAGUE, [keyPick(asha!, 1, 1, 'YES', 100)], NOW);
    const link = picksLinkFor(`${ORIGIN}/`, bytes) as string;
    expect(link).toBe(`${ORIGIN}/leagues#picks=${toBase64Url(bytes)}`);
    const read = readLinkFragment(new URL(link).hash);
    expect(read).toEqual({ kind: 'picks', bytes });
    expect((await readPicksCard((read as { bytes: Uint8Array }).bytes)).ok).toBe(true);
  });

  it('is not made past MAX_LINK_LENGTH characters: a file carries the card then', () => {
    const prefix = `${ORIGIN}/leagues#picks=`.length;
    const exact = new Uint8Array(Math.floor(((MAX_LINK_LENGTH - prefix) * 3) / 4));
    expect(picksLinkFor(ORIGIN, exact)?.length).toBe(MAX_LINK_LENGTH);
    expect(picksLinkFor(ORIGIN, new Uint8Array(exact.length + 1))).toBeNull();
  });

  it('is damaged when cut short', async () => {
    const [asha] = await playerKeys();
    const link = picksLinkFor(ORIGIN, await signPicksCard(asha!, LEAGUE, [], NOW)) as string;
    expect(readLinkFragment(new URL(link).hash.slice(0, 63))).toEqual({ kind: 'invalid', damage: 'cut-short' });
  });
});

describe('a picks file', () => {
  it('wraps a card in a named JSON envelope and reads the bytes back', async () => {
    const [asha] = await playerKeys();
    const bytes = await signPicksCard(asha!, LEAGUE, [keyPick(asha!, 1, 1, 'NO', 50)], NOW);
    const text = picksFileText(bytes);
    expect(JSON.parse(text)).toEqual({ format: 'predictoplay-picks', version: 1, update: toBase64Url(bytes) });
    expect(readPicksFile(text)).toEqual(bytes);
  });

  it('reads nothing from an update file or another version', () => {
    const bytes = toBase64Url(new Uint8Array([1, 2, 3]));
    expect(readPicksFile('not json')).toBeNull();
    expect(readPicksFile(JSON.stringify({ format: 'predictoplay-league-update', version: 1, update: bytes }))).toBeNull();
    expect(readPicksFile(JSON.stringify({ format: 'predictoplay-picks', version: 2, update: bytes }))).toBeNull();
  });

  it('is named after the league and the player', () => {
    expect(picksFileName('Office Cup!', 'Asha Rao')).toBe('office-cup-asha-rao.predictoplay-picks');
    expect(picksFileName('⚽', '⚽')).toBe('picks.predictoplay-picks');
  });
});

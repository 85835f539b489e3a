/** @jest-environment node */
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { feedFileText } from '@/lib/league/feed-file';
import { checkLeagueBuild } from '@/scripts/league/build-check';
import { feedBytes, league, publishedLeague, scratchRoot } from './league-cli-helpers';

const FEED = 'public/league/feed.json';

describe('the build check', () => {
  it('passes a deploy with no league', async () => {
    expect(await checkLeagueBuild(scratchRoot())).toEqual({ ok: true, message: 'No league in this deploy.' });
  });

  it('passes a published league', async () => {
    const { root } = await publishedLeague();
    expect(await checkLeagueBuild(root)).toEqual({ ok: true, message: expect.stringMatching(/League "Site League" .* verifies, 2 events/) });
  });

  it('fails on a feed with one byte changed', async () => {
    const { root } = await publishedLeague();
    const bytes = feedBytes(root);
    bytes[bytes.length - 3] = (bytes[bytes.length - 3] ?? 0) ^ 0x10;
    writeFileSync(join(root, FEED), feedFileText(bytes));
    expect(await checkLeagueBuild(root)).toEqual({ ok: false, message: expect.stringMatching(/does not verify/) });
  });

  it("fails on a feed signed by another league's key", async () => {
    const { root } = await publishedLeague();
    const other = await publishedLeague('Other League');
    copyFileSync(join(other.root, FEED), join(root, FEED));
    expect(await checkLeagueBuild(root)).toEqual({ ok: false, message: expect.stringMatching(/not signed by this league.s key/) });
  });

  it('fails on a league without its feed, and on a feed without its league', async () => {
    const { root } = await publishedLeague();
    rmSync(join(root, FEED));
    expect(await checkLeagueBuild(root)).toEqual({ ok: false, message: expect.stringMatching(/feed.json is not/) });
    const onlyFeed = scratchRoot();
    await league(onlyFeed, 'init', '--name', 'Temp League');
    await league(onlyFeed, 'publish');
    rmSync(join(onlyFeed, 'data'), { recursive: true });
    expect(await checkLeagueBuild(onlyFeed)).toEqual({ ok: false, message: expect.stringMatching(/league.json is not/) });
  });

  it('fails when the feed lacks committed events (a resolve not yet published)', async () => {
    const { root, questionId } = await publishedLeague();
    await league(root, 'resolve', questionId, 'YES');
    expect(await checkLeagueBuild(root)).toEqual({ ok: false, message: expect.stringMatching(/2 in the feed, 3 committed.*publish/) });
  });
});

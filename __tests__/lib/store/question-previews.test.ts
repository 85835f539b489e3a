/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { feedFileText } from '@/lib/league/feed-file';
import { DEFAULT_FILTERS, selectMarkets } from '@/lib/market/market-filters';
import { seedMarkets } from '@/lib/market/seed-markets';
import { homePreviews, samplePreviews, siteLeaguePreviews } from '@/lib/store/question-previews';
import { SAMPLE_CATALOGUE } from '@/lib/store/sample-data';
import { NOW, logWithQuestions, testKeys } from '../league/league-fixtures';
import { signUpdateAtNow } from '../league/sign-at-now';

let mockSiteKey = '';
jest.mock('@/lib/config', () => {
  const actual = jest.requireActual('@/lib/config');
  return Object.defineProperty({ ...actual }, 'SITE_LEAGUE_KEY', { get: () => mockSiteKey, enumerable: true });
});

/** A public/ folder holding `feed` at the feed's path. */
function publicDirWith(feed: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'previews-'));
  mkdirSync(join(dir, 'league'));
  writeFileSync(join(dir, 'league', 'feed.json'), feed);
  return dir;
}

afterEach(() => {
  mockSiteKey = '';
});

describe('what the exported pages draw before any script', () => {
  it('Home shows a first visit’s first cards in the list’s own order, whenever the visit is', () => {
    for (const at of [0, NOW, NOW + 400 * 24 * 60 * 60 * 1000]) {
      const live = selectMarkets(seedMarkets(SAMPLE_CATALOGUE, at), DEFAULT_FILTERS, at).slice(0, 6);
      expect(homePreviews(0, 6).map((preview) => preview.market.id)).toEqual(live.map((market) => market.id));
    }
  });

  it('the detail page carries every sample question', () => {
    expect(samplePreviews(0).map((preview) => preview.market.id)).toEqual(SAMPLE_CATALOGUE.map((seed) => seed.id));
    expect(samplePreviews(0).every((preview) => preview.leagueName === null)).toBe(true);
  });

  it('and the site league’s open questions from the deploy’s own feed, verified against the compiled key', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 3, 'Office Cup');
    const dir = publicDirWith(feedFileText(await signUpdateAtNow(keys, log)));
    mockSiteKey = keys.publicKey;
    const previews = await siteLeaguePreviews(NOW, dir);
    expect(previews.map((preview) => preview.market.question)).toEqual(['Will team 1 win the cup?', 'Will team 2 win the cup?', 'Will team 3 win the cup?']);
    expect(previews.every((preview) => preview.leagueName === 'Office Cup' && preview.market.leagueId === log.leagueId)).toBe(true);
  });

  it('draws none from a feed signed by another key, from no feed, or in a deploy without a league', async () => {
    const [keys, stranger] = await testKeys();
    const log = await logWithQuestions(keys, 2);
    const dir = publicDirWith(feedFileText(await signUpdateAtNow(keys, log)));
    expect(await siteLeaguePreviews(NOW, dir)).toEqual([]);
    mockSiteKey = stranger.publicKey;
    expect(await siteLeaguePreviews(NOW, dir)).toEqual([]);
    mockSiteKey = keys.publicKey;
    expect(await siteLeaguePreviews(NOW, mkdtempSync(join(tmpdir(), 'no-feed-')))).toEqual([]);
    expect(await siteLeaguePreviews(NOW, publicDirWith('{"not":"a feed"}'))).toEqual([]);
  });
});

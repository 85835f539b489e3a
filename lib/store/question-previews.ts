// What the exported pages draw before any script runs (issue 33): the sample catalogue as a first
// visit seeds it, and the site league's open questions from the feed this deploy ships. Read at
// build time by the pages' server components only: the feed file is read from disk, and nothing
// here reaches a browser's bundle.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE_LEAGUE_KEY } from '../config';
import { readFeedFile } from '../league/feed-file';
import { FEED_PATH } from '../league/feed-path';
import { openLeagueQuestions } from '../league/open-questions';
import { readUpdate } from '../league/read-update';
import { DEFAULT_FILTERS, selectMarkets } from '../market/market-filters';
import { seedMarkets } from '../market/seed-markets';
import type { Market } from '../model/market';
import { SAMPLE_CATALOGUE } from './sample-data';

/** A question the HTML can draw: the market as a first visit holds it, and its league's name when it has one. */
export interface PreviewQuestion {
  market: Market;
  leagueName: string | null;
}

/** The sample questions as a first visit at `nowMs` seeds them. */
export function samplePreviews(nowMs: number): PreviewQuestion[] {
  return seedMarkets(SAMPLE_CATALOGUE, nowMs).map((market) => ({ market, leagueName: null }));
}

/** Home's first cards on a first visit: the samples in the list's own order. */
export function homePreviews(nowMs: number, count: number): PreviewQuestion[] {
  return selectMarkets(seedMarkets(SAMPLE_CATALOGUE, nowMs), DEFAULT_FILTERS, nowMs)
    .slice(0, count)
    .map((market) => ({ market, leagueName: null }));
}

/**
 * The site league's open questions, soonest to close first, from the deploy's own feed, verified
 * against the key compiled into the site; none when this deploy has no league (or the feed does
 * not verify, which `npm run build` has refused already).
 */
export async function siteLeaguePreviews(nowMs: number, publicDir = join(process.cwd(), 'public')): Promise<PreviewQuestion[]> {
  if (SITE_LEAGUE_KEY === '') return [];
  const bytes = readFeedFile(await readFile(join(publicDir, FEED_PATH), 'utf8').catch(() => ''));
  if (!bytes) return [];
  const read = await readUpdate(bytes, () => SITE_LEAGUE_KEY);
  if (!read.ok) return [];
  const { leagueId, name } = read.update;
  return openLeagueQuestions(read.update, nowMs).map(({ id, question, category, description, endTime, at }) => ({
    market: {
      ...{ id, question, category, endTime, createdAt: at, leagueId, isResolved: false },
      ...{ totalYes: 0, totalNo: 0, totalPool: 0, yesCoins: 0, noCoins: 0 },
      ...(description ? { description } : {}),
    },
    leagueName: name,
  }));
}

// Home's list as the exported page holds it (issue 33): the first cards of the sample catalogue,
// drawn at build time, stand until the live list (live-trending.tsx) has loaded its code and the
// stores. No 'use client': this part costs the page no script.

import { homePreviews } from '@/lib/store/question-previews';
import { LiveTrending } from './live-trending';
import { TrendingPreview } from './trending-preview';

/** As many cards as the skeletons held: the first screen at every width, and a row more. */
const PREVIEW_CARDS = 6;

export function HomeTrending() {
  // A sample's times are relative to a first visit, so the list's order is the same at any time: 0 will do.
  return <LiveTrending preview={<TrendingPreview questions={homePreviews(0, PREVIEW_CARDS)} />} />;
}

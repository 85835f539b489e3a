// Following the site's own league: its signed feed ships with each deploy, and this page reads it
// once the stores have loaded, again when the browser comes back online, and every five minutes
// while the page is visible (no timer runs while it is hidden). A deploy without a league never
// asks for it. The league code loads only when a feed has arrived, so no page's first load grows.

import { SITE_LEAGUE_KEY } from '../config';
import { MAX_FILE_BYTES } from '../files/file-cap';
import { FEED_PATH } from '../league/feed-path';
import { useHydrationStore } from './hydration-store';

export const FEED_CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * Runs `check` now, on every `online` event, and every five minutes while the document is
 * visible; a page coming back into view checks at once when a check fell due while it was hidden.
 * Returns the function that stops it all.
 */
export function scheduleFeedChecks(check: () => void, nowMs: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastMs = nowMs();
  const run = () => {
    lastMs = nowMs();
    check();
  };
  const startTimer = () => {
    if (timer === undefined) timer = setInterval(run, FEED_CHECK_INTERVAL_MS);
  };
  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return stopTimer();
    if (nowMs() - lastMs >= FEED_CHECK_INTERVAL_MS) run();
    startTimer();
  };
  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisibility);
  run();
  if (document.visibilityState === 'visible') startTimer();
  return () => {
    stopTimer();
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

let checking: Promise<void> | null = null;
/** The feed text last applied without refusal: the same text again is a replay, so it is skipped. */
let lastApplied: string | null = null;

/** Fetches the feed and applies it; offline, a missing feed or a refused one leaves the last applied state. */
export function checkSiteFeed(): Promise<void> {
  checking ??= fetchAndApply().finally(() => {
    checking = null;
  });
  return checking;
}

/**
 * The site league's feed as text, or null when it cannot be had (offline, missing, over the cap):
 * what a page's check and the service worker's periodic sync both read.
 */
export async function fetchFeedText(fetchFeed: typeof fetch = fetch): Promise<string | null> {
  try {
    // no-cache: the browser asks the server every time, so a new deploy's feed is seen at once.
    const response = await fetchFeed(FEED_PATH, { cache: 'no-cache' });
    if (!response.ok) return null;
    const text = await response.text();
    // A feed is a few hundred kB at most (a long league travels from a checkpoint): one over the
    // file cap is not even unwrapped.
    return text.length > MAX_FILE_BYTES ? null : text;
  } catch {
    return null; // offline: the service worker had no copy either, and the last applied state stays
  }
}

async function fetchAndApply(): Promise<void> {
  const text = await fetchFeedText();
  if (text === null) return;
  if (text === lastApplied) return;
  try {
    const [{ readFeedFile }, { applyLeagueBytes }] = await Promise.all([import('../league/feed-file'), import('./league-actions')]);
    const bytes = readFeedFile(text);
    if (bytes === null) return;
    const outcome = await applyLeagueBytes(bytes, 'site');
    if (outcome.ok) lastApplied = text;
  } catch {
    // The league code could not load (offline, before the worker cached it) or this page has no
    // Web Crypto (plain http): the league stays as last applied, and the next check tries again.
  }
}

function whenGameLoaded(then: () => void): () => void {
  if (useHydrationStore.getState().game) {
    then();
    return () => undefined;
  }
  const stop = useHydrationStore.subscribe((state) => {
    if (!state.game) return;
    stop();
    then();
  });
  return stop;
}

/** Starts following the site league's feed once the game has loaded; does nothing on a deploy without one. */
export function followSiteLeagueFeed(key: string = SITE_LEAGUE_KEY): () => void {
  if (key === '') return () => undefined;
  let stopChecks: (() => void) | null = null;
  const stopWaiting = whenGameLoaded(() => {
    stopChecks = scheduleFeedChecks(() => void checkSiteFeed());
  });
  return () => {
    stopWaiting();
    stopChecks?.();
  };
}

/** Forgets what was applied: for tests. */
export function resetSiteFeedForTests(): void {
  checking = null;
  lastApplied = null;
}

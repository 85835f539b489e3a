import { feedFileText } from '@/lib/league/feed-file';
import { signUpdateAtNow } from '@/__tests__/lib/league/sign-at-now';
import { checkSiteFeed, FEED_CHECK_INTERVAL_MS, followSiteLeagueFeed, resetSiteFeedForTests, scheduleFeedChecks } from '@/lib/store/site-league-feed';
import { logWithQuestions, testKeys } from '../league/league-fixtures';
import { useHydrationStore } from '@/lib/store/hydration-store';
import { useGameStore } from '@/lib/store/game-store';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  resetSiteFeedForTests();
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  jest.useFakeTimers({ now: Date.parse('2026-11-25T09:00:00.000Z') });
});

describe('scheduleFeedChecks', () => {
  it('checks at once, then every five minutes while the page is visible', () => {
    const check = jest.fn();
    const stop = scheduleFeedChecks(check);
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FEED_CHECK_INTERVAL_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(2 * FEED_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(4);
    stop();
  });

  it('runs no timer while the page is hidden, and checks on return only when a check fell due', () => {
    const check = jest.fn();
    const stop = scheduleFeedChecks(check);
    setVisibility('hidden');
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(3 * FEED_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(check).toHaveBeenCalledTimes(2);
    expect(jest.getTimerCount()).toBe(1);

    // Hidden for a moment only: back in view, nothing is due yet.
    setVisibility('hidden');
    jest.advanceTimersByTime(1_000);
    setVisibility('visible');
    expect(check).toHaveBeenCalledTimes(2);
    expect(jest.getTimerCount()).toBe(1);
    stop();
  });

  it('starts no timer for a page opened in the background', () => {
    visibility = 'hidden';
    const check = jest.fn();
    const stop = scheduleFeedChecks(check);
    expect(check).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
    stop();
  });

  it('checks again when the browser comes back online', () => {
    const check = jest.fn();
    const stop = scheduleFeedChecks(check);
    window.dispatchEvent(new Event('online'));
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops every check and listener when stopped', () => {
    const check = jest.fn();
    const stop = scheduleFeedChecks(check);
    stop();
    expect(jest.getTimerCount()).toBe(0);
    window.dispatchEvent(new Event('online'));
    setVisibility('hidden');
    setVisibility('visible');
    jest.advanceTimersByTime(10 * FEED_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('followSiteLeagueFeed', () => {
  /** What the page's fetch answers: just what the follower reads of a Response (jsdom has none). */
  const answer = (status: number, text = '') => ({ ok: status >= 200 && status < 300, status, text: async () => text }) as unknown as Response;
  const fetchMock = jest.fn(async (): Promise<Response> => answer(404));

  beforeEach(() => {
    fetchMock.mockClear();
    Object.assign(globalThis, { fetch: fetchMock });
  });

  it('asks for nothing at all on a deploy without a league', () => {
    useHydrationStore.setState({ game: true });
    const stop = followSiteLeagueFeed('');
    window.dispatchEvent(new Event('online'));
    jest.advanceTimersByTime(10 * FEED_CHECK_INTERVAL_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
    stop();
  });

  it('fetches the feed, bypassing the HTTP cache, only once the game has loaded', () => {
    const stop = followSiteLeagueFeed('a-compiled-key');
    expect(fetchMock).not.toHaveBeenCalled();
    useHydrationStore.setState({ game: true });
    expect(fetchMock).toHaveBeenCalledWith('/league/feed.json', { cache: 'no-cache' });
    stop();
  });

  it('stays silent when the feed cannot be fetched', async () => {
    const errors = jest.spyOn(console, 'error');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    useHydrationStore.setState({ game: true });
    const stop = followSiteLeagueFeed('a-compiled-key');
    await jest.runOnlyPendingTimersAsync();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(errors).not.toHaveBeenCalled();
    stop();
  });

  it('does not apply a feed over the 5 MB file cap, even one that would verify', async () => {
    jest.useRealTimers();
    const [keys] = await testKeys();
    const text = feedFileText(await signUpdateAtNow(keys, await logWithQuestions(keys, 1)));
    fetchMock.mockResolvedValueOnce(answer(200, `${text}${' '.repeat(5_000_001)}`));
    await checkSiteFeed();
    expect(useGameStore.getState().leagues).toEqual([]);
  });

  it('stays silent when the feed cannot be verified here (no Web Crypto on plain http)', async () => {
    jest.useRealTimers();
    const [keys] = await testKeys();
    const text = feedFileText(await signUpdateAtNow(keys, await logWithQuestions(keys, 1)));
    fetchMock.mockResolvedValueOnce(answer(200, text));
    const errors = jest.spyOn(console, 'error');
    const subtle = globalThis.crypto.subtle;
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      await expect(checkSiteFeed()).resolves.toBeUndefined();
    } finally {
      Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
    }
    expect(errors).not.toHaveBeenCalled();
  });
});

import { DEFAULT_SETTINGS } from '@/lib/model/empty-game';
import { act, render, waitFor } from '@testing-library/react';
import { StoreHydrator } from '@/components/layout/store-hydrator';
import type { Market } from '@/lib/model/market';
import { openGameDatabase } from '@/lib/storage/idb/database';
import { wrapRecord } from '@/lib/storage/idb/records';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { useGameStore } from '@/lib/store/game-store';
import { useHydrationStore } from '@/lib/store/hydration-store';
import { useSessionStore } from '@/lib/store/session-store';
import { makeMarket } from '../../lib/game-fixtures';
import { currentAccount, logInAs, savesSettled, storedGame } from '../players';

/**
 * What another tab saves while this page sits in the back/forward cache: records written at a
 * later rev through its own connection, and no announcement heard here.
 */
async function otherTabSaves(accountId: string, coins: number, market: Market) {
  const opened = await openGameDatabase();
  if (!opened.ok) throw new Error(opened.reason);
  const { db } = opened;
  const stored = await db.get('accounts', accountId);
  if (!stored) throw new Error(`no stored account ${accountId}`);
  const settings = await db.get('settings', 'current');
  const transaction = db.transaction(['accounts', 'markets', 'settings'], 'readwrite');
  await Promise.all([
    transaction.objectStore('accounts').put(wrapRecord('accounts', { ...stored.value, coins }, stored.rev + 1)),
    transaction.objectStore('markets').put(wrapRecord('markets', market, 1)),
    // The admin's settings changed there too: a restored page shows the new daily bonus.
    transaction.objectStore('settings').put(wrapRecord('settings', { ...DEFAULT_SETTINGS, dailyBonus: 80 }, (settings?.rev ?? 0) + 1), 'current'),
    transaction.done,
  ]);
  db.close();
}

/** Renders the hydrator and waits until start-up is done, the first visit's catalogue saved with it. */
async function renderHydrated() {
  render(<StoreHydrator />);
  // hydrateStores is memoised: this is the start-up the hydrator began.
  await act(() => hydrateStores(Date.now()));
}

/** A player logged in here, saved. */
async function loggedInPlayer() {
  const player = logInAs('p@example.com');
  await act(() => savesSettled());
  return player;
}

const otherMarket = makeMarket({ id: 'from-another-tab', question: 'Will another tab add this prediction?' });

describe('StoreHydrator', () => {
  it('starts the game storage: the first visit seeds the catalogue, in memory and in IndexedDB', async () => {
    expect(useHydrationStore.getState().game).toBe(false);
    await renderHydrated();
    expect(useHydrationStore.getState()).toMatchObject({ session: true, game: true });
    const { markets, seededAt } = useGameStore.getState();
    expect(markets.length).toBeGreaterThan(0);
    expect(seededAt).not.toBeNull();
    const stored = await storedGame();
    expect(stored?.markets).toEqual(expect.arrayContaining(markets));
    expect(stored?.markets).toHaveLength(markets.length);
    expect(stored?.seededAt).toBe(seededAt);
  });

  it('re-reads storage when the page comes back from the back/forward cache', async () => {
    await renderHydrated();
    const player = await loggedInPlayer();
    await otherTabSaves(player.id, 4321, otherMarket);
    expect(currentAccount(player.id).coins).toBe(1500);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(currentAccount(player.id).coins).toBe(4321));
    expect(useGameStore.getState().markets).toContainEqual(otherMarket);
    expect(useGameStore.getState().settings.dailyBonus).toBe(80);
  });

  it('leaves a first pageshow alone: the page has just loaded what is stored', async () => {
    await renderHydrated();
    const player = await loggedInPlayer();
    await otherTabSaves(player.id, 4321, otherMarket);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect((await storedGame())?.accounts.find((account) => account.id === player.id)?.coins).toBe(4321);
    // Nothing re-reads: a re-read lands within one waitFor interval (the test above), and the
    // coins stay as they were for six.
    await expect(waitFor(() => expect(currentAccount(player.id).coins).toBe(4321), { timeout: 300 })).rejects.toThrow();
    expect(currentAccount(player.id).coins).toBe(1500);
    expect(useGameStore.getState().markets).not.toContainEqual(otherMarket);
  });

  it('follows a login made in another tab through the storage event of the session key', async () => {
    await renderHydrated();
    const player = await loggedInPlayer();
    const loggedIn = localStorage.getItem(STORAGE_KEYS.session);
    expect(loggedIn).not.toBeNull();
    act(() => useSessionStore.setState({ accountId: null }));
    // Another tab logs the player in again: its write arrives here as a storage event.
    localStorage.setItem(STORAGE_KEYS.session, loggedIn ?? '');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session, newValue: loggedIn, storageArea: localStorage }));
    });
    await waitFor(() => expect(useSessionStore.getState().accountId).toBe(player.id));
  });

  it('takes no game from a storage event: the game is in IndexedDB, and tabs hear of its changes on the channel', async () => {
    await renderHydrated();
    const player = await loggedInPlayer();
    const before = useGameStore.getState();
    // An old tab, still running the localStorage code, writes the old game key.
    const oldGame = JSON.stringify({ version: 8, rev: 99, state: { markets: [], accounts: [] } });
    localStorage.setItem(STORAGE_KEYS.game, oldGame);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.game, newValue: oldGame, storageArea: localStorage }));
    });
    await act(() => savesSettled());
    expect(useGameStore.getState()).toBe(before);
    expect(currentAccount(player.id).coins).toBe(1500);
  });
});

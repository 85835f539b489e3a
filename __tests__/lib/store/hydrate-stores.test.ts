import { STORAGE_KEYS } from '@/lib/storage/keys';
import { GAME_VERSION, useGameStore } from '@/lib/store/game-store';
import { hydrateStores, syncStoresFromStorage } from '@/lib/store/hydrate-stores';
import { useSessionStore } from '@/lib/store/session-store';
import { useNoticeStore } from '@/lib/store/notice-store';
import { useHydrationStore } from '@/lib/store/hydration-store';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const corruptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('predictoplay:corrupt:'));
const messages = () => useNoticeStore.getState().notices.map((notice) => notice.message);

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('hydrateStores', () => {
  it('seeds the nine markets into storage on a first visit', async () => {
    await hydrateStores(NOW);
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.game) ?? 'null');
    expect(saved.version).toBe(GAME_VERSION);
    expect(saved.rev).toBe(1);
    expect(saved.state.markets).toHaveLength(9);
    expect(saved.state.seededAt).toBe(new Date(NOW).toISOString());
    expect(useGameStore.getState().markets).toHaveLength(9);
    expect(useHydrationStore.getState()).toEqual({ game: true, session: true });
  });

  it('reads the stored catalogue on later visits instead of seeding again', async () => {
    await hydrateStores(NOW);
    const firstEnd = useGameStore.getState().markets[0]?.endTime;
    // A reload: memory starts over, storage stays as it was.
    const saved = localStorage.getItem(STORAGE_KEYS.game) ?? '';
    useGameStore.setState(useGameStore.getInitialState(), true);
    useHydrationStore.setState({ game: false });
    localStorage.setItem(STORAGE_KEYS.game, saved);
    await hydrateStores(NOW + 86_400_000);
    expect(useGameStore.getState().markets[0]?.endTime).toBe(firstEnd);
    // Loading is not a change: nothing was written.
    expect(localStorage.getItem(STORAGE_KEYS.game)).toBe(saved);
  });

  it.each([STORAGE_KEYS.game, STORAGE_KEYS.session])('sets a corrupt %s aside, tells the player and starts fresh', async (key) => {
    localStorage.setItem(key, '{"broken":');
    await hydrateStores(NOW);
    const kept = corruptKeys();
    expect(kept).toHaveLength(1);
    expect(localStorage.getItem(kept[0] ?? '')).toBe('{"broken":');
    expect(messages().join(' ')).toContain('could not be read');
    expect(messages().join(' ')).toContain(kept[0]);
    expect(useGameStore.getState().markets).toHaveLength(9);
  });

  it('says once that progress is not saved when storage throws, and plays on in memory', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await hydrateStores(NOW);
    expect(useGameStore.getState().markets).toHaveLength(9);
    expect(() => useGameStore.setState({ seededAt: null })).not.toThrow();
    expect(useNoticeStore.getState().notices).toHaveLength(1);
    expect(messages()[0]).toMatch(/not letting PredictoPlay save/);
  });

  it('keeps what is in memory when a write fails part-way through play', async () => {
    await hydrateStores(NOW);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const markets = useGameStore.getState().markets.slice(0, 3);
    useGameStore.setState({ markets });
    expect(useGameStore.getState().markets).toEqual(markets);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.game) ?? 'null').state.markets).toHaveLength(9);
  });

  it('can be called twice without seeding twice', async () => {
    await hydrateStores(NOW);
    await hydrateStores(NOW + 1000);
    expect(useGameStore.getState().seededAt).toBe(new Date(NOW).toISOString());
  });
});

describe('syncStoresFromStorage', () => {
  it('saves both stores again when another tab clears storage (a null key), as they were', async () => {
    await hydrateStores(NOW);
    useSessionStore.setState({ accountId: 'someone' });
    const game = JSON.parse(localStorage.getItem(STORAGE_KEYS.game) ?? 'null');
    localStorage.clear();

    syncStoresFromStorage(null);

    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.game) ?? 'null').state).toEqual(game.state);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? 'null').state).toEqual({ accountId: 'someone' });
    expect(messages()).toEqual([]);
  });
});

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { commitGame, useGameStore } from '@/lib/store/game-store';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { usePendingCommitsStore } from '@/lib/store/pending-commits-store';
import { resetBrowserData } from '@/lib/store/reset-actions';
import { useSessionStore } from '@/lib/store/session-store';
import { FAKE_HASH, makeCtx } from '../game-fixtures';
import { stored } from './stored-game';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const LATER = NOW + 3_600_000;

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await hydrateStores(NOW);
  const opened = commitGame((data) => signUp(data, { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW)));
  if (!opened.ok) throw new Error(opened.reason);
  useSessionStore.setState({ accountId: opened.account.id });
});

describe('resetBrowserData', () => {
  it('deletes every predictoplay: key but the set-aside copies, and leaves other sites’ keys alone', async () => {
    localStorage.setItem('predictoplay:corrupt:game:123', 'kept aside');
    localStorage.setItem(STORAGE_KEYS.deploy, 'abc');
    localStorage.setItem('someone-else', 'theirs');
    expect(await resetBrowserData(LATER)).toBe(true);
    const keys = Object.keys(localStorage).sort();
    // The game key is back only because the fresh catalogue was seeded and saved.
    expect(keys).toEqual(['predictoplay:corrupt:game:123', STORAGE_KEYS.game, 'someone-else']);
    expect(localStorage.getItem('predictoplay:corrupt:game:123')).toBe('kept aside');
    expect(stored().state.accounts).toEqual([]);
    expect(stored().state.ledger).toEqual([]);
  });

  it('returns the stores to a first visit with the sample catalogue seeded again', async () => {
    await resetBrowserData(LATER);
    const game = useGameStore.getState();
    expect(game.accounts).toEqual([]);
    expect(game.positions).toEqual([]);
    expect(game.markets).toHaveLength(9);
    expect(game.seededAt).toBe(new Date(LATER).toISOString());
    expect(useSessionStore.getState().accountId).toBeNull();
    expect(usePendingCommitsStore.getState().commits).toEqual([]);
  });

  it('says so when storage would not let a key go, and resets memory all the same', async () => {
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(await resetBrowserData(LATER)).toBe(false);
    expect(useGameStore.getState().accounts).toEqual([]);
  });
});

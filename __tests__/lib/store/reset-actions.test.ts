import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { resetBrowserData } from '@/lib/store/reset-actions';
import { useSessionStore } from '@/lib/store/session-store';
import { addCoins } from '@/lib/wallet/free-coins';
import { fixClock } from '../../fixed-clock';
import { FAKE_HASH, makeCtx, ok } from '../game-fixtures';
import { IDBObjectStore } from 'fake-indexeddb';
import { byId, plantRecord, quarantined, refuseWrites, reload, stored, withDatabase } from './stored-game';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const LATER = NOW + 3_600_000;

let annId = '';

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  fixClock(NOW);
  await hydrateStores(NOW);
  const opened = ok(await commitGame((data) => signUp(data, { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW))));
  annId = opened.account.id;
  ok(await commitGame((data, ctx) => placeBet(data, { accountId: annId, marketId: '1', choice: 'YES', amount: 100 }, ctx)));
  useSessionStore.setState({ accountId: annId });
});

describe('resetBrowserData', () => {
  it('deletes every game record and predictoplay: key, but keeps the quarantine and the set-aside copies, and leaves other sites’ keys alone', async () => {
    // Something set aside earlier: a record in the quarantine (a corrupt account found at a start) and an old corrupt copy.
    await plantRecord('accounts', { v: 1, rev: 1, value: { id: 'damaged', coins: 'many' } });
    await reload(NOW);
    const aside = await quarantined();
    expect(aside).toEqual([expect.objectContaining({ from: 'accounts', key: 'damaged' })]);
    localStorage.setItem('predictoplay:corrupt:game:123', 'kept aside');
    localStorage.setItem(STORAGE_KEYS.deploy, 'abc');
    localStorage.setItem('someone-else', 'theirs');

    const poolBefore = (await stored()).markets.find((market) => market.id === '1')?.totalPool ?? 0;

    expect(await resetBrowserData(LATER)).toBe(true);

    // Only the catalogue seeded again is stored: no account, entry, position or old setting.
    const game = await stored();
    expect(game.accounts).toEqual([]);
    expect(game.ledger).toEqual([]);
    expect(game.positions).toEqual([]);
    expect(game.hasSettings).toBe(false);
    expect(game.markets).toHaveLength(9);
    // The catalogue as seeded, without Ann's bet in market 1's pool.
    expect(game.markets).toEqual(byId(useGameStore.getState().markets));
    expect(game.markets.find((market) => market.id === '1')?.totalPool).toBe(poolBefore - 100);
    expect(game.meta).toEqual({ seededAt: new Date(LATER).toISOString(), movedFromLocalStorage: null });
    expect(await quarantined()).toEqual(aside);
    // The boot key is back only because the fresh catalogue was seeded.
    expect(Object.keys(localStorage).sort()).toEqual([STORAGE_KEYS.boot, 'predictoplay:corrupt:game:123', 'someone-else']);
    expect(localStorage.getItem('predictoplay:corrupt:game:123')).toBe('kept aside');
  });

  it('returns the stores to a first visit with the sample catalogue seeded again, and forgets this tab’s unsaved changes', async () => {
    // A top-up the database refused is still waiting to be saved with the next action.
    const allow = refuseWrites();
    expect(ok(await commitGame((data, ctx) => addCoins(data, annId, 500, ctx))).saved).toBe(false);
    allow();

    await resetBrowserData(LATER);

    const memory = useGameStore.getState();
    expect(memory.accounts).toEqual([]);
    expect(memory.positions).toEqual([]);
    expect(memory.ledger).toEqual([]);
    expect(memory.markets).toHaveLength(9);
    expect(memory.seededAt).toBe(new Date(LATER).toISOString());
    expect(useSessionStore.getState().accountId).toBeNull();
    // The next action saves its own records only: nothing from before the reset comes back.
    const fresh = ok(await commitGame((data, ctx) => signUp(data, { username: 'Bo', email: 'bo@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx)));
    expect(fresh.saved).toBe(true);
    const game = await stored();
    expect(game.accounts.map((account) => account.id)).toEqual([fresh.account.id]);
    expect(game.ledger.map((entry) => entry.accountId)).toEqual([fresh.account.id]);
    expect(game.positions).toEqual([]);
  });

  it('says so when storage would not let a key go, and resets memory all the same', async () => {
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(await resetBrowserData(LATER)).toBe(false);
    expect(useGameStore.getState().accounts).toEqual([]);
  });

  it('says so when the database would not clear the records, and resets memory all the same', async () => {
    jest.spyOn(IDBObjectStore.prototype, 'clear').mockImplementation(() => {
      throw new DOMException('denied', 'UnknownError');
    });
    expect(await resetBrowserData(LATER)).toBe(false);
    expect(useGameStore.getState().accounts).toEqual([]);
    expect(useGameStore.getState().markets).toHaveLength(9);
    // Nothing was half-cleared: Ann's records are all still stored.
    const game = await withDatabase(async (db) => ({ accounts: await db.getAll('accounts'), positions: await db.getAll('positions') }));
    expect(game.accounts.map((record) => record.value.id)).toEqual([annId]);
    expect(game.positions).toHaveLength(1);
  });
});

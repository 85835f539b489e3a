import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import type { Account } from '@/lib/model/account';
import type { GameData } from '@/lib/model/game';
import type { MarketDraft } from '@/lib/market/market-draft';
import { settleMarket } from '@/lib/settlement/settlement';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { deleteAccountForSession, setNotificationsForSession } from '@/lib/store/account-actions';
import { createMarketAsAdmin, exportPackAsAdmin, importPackAsAdmin, saveSettingsAsAdmin, settleMarketAsAdmin } from '@/lib/store/admin-actions';
import { commitGame, useGameStore } from '@/lib/store/game-store';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { useSessionStore } from '@/lib/store/session-store';
import { DAY_MS } from '@/lib/display/time';
import { FAKE_HASH, makeCtx, makeMarket, openLegacyLoginAccount } from '../game-fixtures';
import { packEntry, parsed } from '../question-pack-fixtures';
import { otherTabWrites, storageSnapshot, stored } from './stored-game';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const MARKET = '1';

const storedSession = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? 'null');

function succeeded<R extends { ok: boolean }>(result: R): Extract<R, { ok: true }> {
  if (!result.ok) throw new Error(`operation refused: ${JSON.stringify(result)}`);
  return result as Extract<R, { ok: true }>;
}

const logInAs = (accountId: string | null) => useSessionStore.setState({ accountId });

function openAdmin(): Account {
  return succeeded(commitGame((data) => openLegacyLoginAccount(data, { email: ADMIN_EMAIL, password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW, 'admin')))).account;
}

function openPlayer(email = 'alice@example.com', prefix = 'alice'): Account {
  const details = { username: prefix, email, phone: null, password: FAKE_HASH };
  return succeeded(commitGame((data) => signUp(data, details, ADMIN_EMAIL, makeCtx(NOW, prefix)))).account;
}

function bet(accountId: string, choice: 'YES' | 'NO', amount: number, prefix: string) {
  succeeded(commitGame((data) => placeBet(data, { accountId, marketId: MARKET, choice, amount }, makeCtx(NOW, prefix))));
}

const DRAFT: MarketDraft = {
  question: 'Will the new bridge open before the end of the year?',
  category: 'News',
  endTime: new Date(NOW + 7 * DAY_MS).toISOString(),
  description: 'Resolves YES if the bridge opens to traffic.',
};
const SETTINGS = { platformName: '  Crystal Ball ', dailyBonus: '75' };

const gameWrites = (setItem: jest.SpyInstance) => setItem.mock.calls.filter(([key]) => key === STORAGE_KEYS.game).length;
const wins = (data: GameData, accountId: string) =>
  data.ledger.filter((entry) => entry.accountId === accountId && entry.description.startsWith('Won prediction'));

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await hydrateStores(NOW);
  // The actions read the clock themselves; pin it so drafts and timestamps are predictable.
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});

describe('admin actions refuse anyone who is not the admin', () => {
  /** Each action, refused, must leave the store and storage exactly as they were. */
  function expectAllRefused() {
    const state = useGameStore.getState();
    const before = storageSnapshot();
    expect(createMarketAsAdmin(DRAFT)).toEqual({ ok: false, reason: 'not-admin' });
    expect(settleMarketAsAdmin(MARKET, 'YES')).toEqual({ ok: false, reason: 'not-admin' });
    expect(saveSettingsAsAdmin(SETTINGS)).toEqual({ ok: false, reason: 'not-admin' });
    expect(importPackAsAdmin(parsed([packEntry()]))).toEqual({ ok: false, reason: 'not-admin' });
    expect(exportPackAsAdmin()).toBeNull();
    expect(useGameStore.getState()).toBe(state);
    expect(storageSnapshot()).toEqual(before);
    expect(state.markets.find((market) => market.id === MARKET)?.isResolved).toBe(false);
    expect(state.settings.platformName).toBe('PredictoPlay');
  }

  it('refuses a visitor who is not logged in', () => {
    openAdmin();
    logInAs(null);
    expectAllRefused();
  });

  it('refuses a player', () => {
    openAdmin();
    const alice = openPlayer();
    logInAs(alice.id);
    expectAllRefused();
  });

  it('refuses a session whose account is flagged admin without the admin address', () => {
    const alice = openPlayer();
    bet(alice.id, 'YES', 100, 'bet');
    // The storage schema refuses such an account, so it is put straight into memory, as a
    // tampered or buggy state would be.
    useGameStore.setState({
      accounts: useGameStore.getState().accounts.map((account) => (account.id === alice.id ? { ...account, isAdmin: true } : account)),
    });
    expect(useGameStore.getState().accounts[0]).toMatchObject({ isAdmin: true, email: 'alice@example.com' });
    logInAs(alice.id);
    expectAllRefused();
  });

  it('refuses the admin address without the admin flag', () => {
    const admin = openAdmin();
    useGameStore.setState({
      accounts: useGameStore.getState().accounts.map((account) => (account.id === admin.id ? { ...account, isAdmin: false } : account)),
    });
    logInAs(admin.id);
    expectAllRefused();
  });

  it('refuses a session whose account no longer exists', () => {
    openAdmin();
    logInAs('ghost');
    expectAllRefused();
  });

  it('refuses an admin session once another tab has removed the admin account', () => {
    const admin = openAdmin();
    logInAs(admin.id);
    otherTabWrites((data) => ({
      ...data,
      accounts: data.accounts.filter((account) => account.id !== admin.id),
      ledger: data.ledger.filter((entry) => entry.accountId !== admin.id),
    }));
    const raw = localStorage.getItem(STORAGE_KEYS.game);
    expect(settleMarketAsAdmin(MARKET, 'NO')).toEqual({ ok: false, reason: 'not-admin' });
    expect(createMarketAsAdmin(DRAFT)).toEqual({ ok: false, reason: 'not-admin' });
    expect(localStorage.getItem(STORAGE_KEYS.game)).toBe(raw);
  });
});

describe('createMarketAsAdmin', () => {
  it('adds the market first, in memory and in storage', () => {
    logInAs(openAdmin().id);
    const count = useGameStore.getState().markets.length;
    const result = succeeded(createMarketAsAdmin(DRAFT));
    expect(result.market).toMatchObject({
      question: DRAFT.question,
      category: 'News',
      endTime: DRAFT.endTime,
      isResolved: false,
      totalPool: 0,
      createdAt: new Date(NOW).toISOString(),
    });
    expect(useGameStore.getState().markets).toHaveLength(count + 1);
    expect(useGameStore.getState().markets[0]).toEqual(result.market);
    expect(stored().state.markets[0]).toEqual(result.market);
  });

  it('refuses an invalid draft with its errors and saves nothing', () => {
    logInAs(openAdmin().id);
    const before = storageSnapshot();
    const state = useGameStore.getState();
    const result = createMarketAsAdmin({ ...DRAFT, question: 'x'.repeat(10_000), endTime: new Date(NOW - 1).toISOString() });
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      errors: {
        question: 'The question can have at most 200 characters; this one has 10000.',
        endTime: 'The end time must be in the future.',
      },
    });
    expect(useGameStore.getState()).toBe(state);
    expect(storageSnapshot()).toEqual(before);
  });
});

describe('importPackAsAdmin', () => {
  it('adds the pack’s new questions in memory and in storage, and says what it skipped', () => {
    logInAs(openAdmin().id);
    const before = useGameStore.getState().markets;
    const result = succeeded(importPackAsAdmin(parsed([packEntry({ id: 'p1' }), packEntry({ id: MARKET, question: 'Will the pack overwrite market one?' })])));
    expect(result.added.map((market) => market.id)).toEqual(['p1']);
    expect(result.skipped).toEqual([expect.objectContaining({ id: MARKET, reason: 'exists' })]);
    expect(useGameStore.getState().markets).toEqual([result.added[0], ...before]);
    expect(stored().state.markets).toEqual(useGameStore.getState().markets);
  });

  it('keeps a market another tab created a moment before, instead of writing over it', () => {
    logInAs(openAdmin().id);
    const theirs = makeMarket({ id: 'tab-b-market', question: 'Will the other tab keep its market?', endTime: DRAFT.endTime, createdAt: new Date(NOW).toISOString() });
    otherTabWrites((data) => ({ ...data, markets: [theirs, ...data.markets] }));
    succeeded(importPackAsAdmin(parsed([packEntry({ id: 'p1' })])));
    expect(stored().state.markets.slice(0, 2).map((market) => market.id)).toEqual(['p1', 'tab-b-market']);
  });
});

describe('exportPackAsAdmin', () => {
  it('exports the catalogue as stored now, or only the selected markets', () => {
    logInAs(openAdmin().id);
    const theirs = makeMarket({ id: 'tab-b-market', question: 'Will the other tab keep its market?' });
    otherTabWrites((data) => ({ ...data, markets: [theirs, ...data.markets] }));
    const all = exportPackAsAdmin();
    expect(all?.markets.map((market) => market.id)).toEqual(['tab-b-market', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(all?.exportedAt).toBe(new Date(NOW).toISOString());
    expect(exportPackAsAdmin(new Set(['3', 'tab-b-market']))?.markets.map((market) => market.id)).toEqual(['tab-b-market', '3']);
  });
});

describe('settleMarketAsAdmin', () => {
  function playedMarket() {
    const admin = openAdmin();
    const alice = openPlayer('alice@example.com', 'alice');
    const bob = openPlayer('bob@example.com', 'bob');
    bet(alice.id, 'YES', 100, 'bet-a');
    bet(bob.id, 'NO', 60, 'bet-b');
    logInAs(admin.id);
    return { admin, alice, bob };
  }

  it('pays the winners and stores the settlement', () => {
    const { alice, bob } = playedMarket();
    const result = succeeded(settleMarketAsAdmin(MARKET, 'YES'));
    expect(result.summary).toEqual({ settled: 2, paidOut: 180, refunded: 0 });
    const game = stored().state;
    expect(game.markets.find((market) => market.id === MARKET)).toMatchObject({
      isResolved: true,
      outcome: 'YES',
      resolvedAt: new Date(NOW).toISOString(),
    });
    expect(game.accounts.find((account) => account.id === alice.id)?.coins).toBe(1000 - 100 + 180);
    expect(game.accounts.find((account) => account.id === bob.id)?.coins).toBe(1000 - 60);
    expect(game.positions.map((position) => position.status)).toEqual(['won', 'lost']);
    expect(useGameStore.getState().ledger).toEqual(game.ledger);
  });

  it('stores the whole settlement in one write', () => {
    playedMarket();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const rev = stored().rev;
    succeeded(settleMarketAsAdmin(MARKET, 'NO'));
    expect(gameWrites(setItem)).toBe(1);
    expect(stored().rev).toBe(rev + 1);
  });

  it('pays once when settled twice', () => {
    const { alice } = playedMarket();
    succeeded(settleMarketAsAdmin(MARKET, 'YES'));
    const ledger = useGameStore.getState().ledger;
    const raw = localStorage.getItem(STORAGE_KEYS.game);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    expect(settleMarketAsAdmin(MARKET, 'YES')).toEqual({ ok: false, reason: 'already-settled' });
    expect(settleMarketAsAdmin(MARKET, 'VOID')).toEqual({ ok: false, reason: 'already-settled' });
    expect(useGameStore.getState().ledger).toBe(ledger);
    expect(localStorage.getItem(STORAGE_KEYS.game)).toBe(raw);
    expect(gameWrites(setItem)).toBe(0);
    expect(wins(stored().state, alice.id)).toHaveLength(1);
  });

  it('refuses a market another tab already settled, so the winner is paid once', () => {
    const { alice, bob } = playedMarket();
    const theirs = otherTabWrites((data) => succeeded(settleMarket(data, MARKET, 'YES', makeCtx(NOW, 'tab-b'))).data);
    // This tab still holds the market open.
    expect(useGameStore.getState().markets.find((market) => market.id === MARKET)?.isResolved).toBe(false);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');

    expect(settleMarketAsAdmin(MARKET, 'YES')).toEqual({ ok: false, reason: 'already-settled' });

    expect(gameWrites(setItem)).toBe(0);
    expect(stored()).toEqual(theirs);
    const game = stored().state;
    expect(wins(game, alice.id)).toHaveLength(1);
    expect(game.accounts.find((account) => account.id === alice.id)?.coins).toBe(1000 - 100 + 180);
    expect(game.accounts.find((account) => account.id === bob.id)?.coins).toBe(1000 - 60);
    // This tab adopted the other tab's settlement.
    expect(useGameStore.getState().markets.find((market) => market.id === MARKET)?.isResolved).toBe(true);
    expect(wins(useGameStore.getState() as GameData, alice.id)).toHaveLength(1);
  });

  it('refuses an unknown market', () => {
    playedMarket();
    const raw = localStorage.getItem(STORAGE_KEYS.game);
    expect(settleMarketAsAdmin('no-such-market', 'YES')).toEqual({ ok: false, reason: 'unknown-market' });
    expect(localStorage.getItem(STORAGE_KEYS.game)).toBe(raw);
  });
});

describe('saveSettingsAsAdmin', () => {
  it('saves trimmed settings in memory and in storage', () => {
    logInAs(openAdmin().id);
    const result = succeeded(saveSettingsAsAdmin(SETTINGS));
    expect(result.settings).toEqual({ platformName: 'Crystal Ball', dailyBonus: 75 });
    expect(useGameStore.getState().settings).toEqual({ platformName: 'Crystal Ball', dailyBonus: 75 });
    expect(stored().state.settings).toEqual({ platformName: 'Crystal Ball', dailyBonus: 75 });
  });

  it('refuses invalid settings and saves nothing', () => {
    logInAs(openAdmin().id);
    const before = storageSnapshot();
    expect(saveSettingsAsAdmin({ platformName: '', dailyBonus: '1e3' })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { platformName: 'Enter a platform name.', dailyBonus: 'Enter a whole number of coins from 1 to 10,000.' },
    });
    expect(storageSnapshot()).toEqual(before);
    expect(useGameStore.getState().settings.platformName).toBe('PredictoPlay');
  });
});

describe('account actions', () => {
  it('deleteAccountForSession removes the account, its ledger and positions, and logs out', () => {
    const alice = openPlayer('alice@example.com', 'alice');
    const bob = openPlayer('bob@example.com', 'bob');
    bet(alice.id, 'YES', 100, 'bet-a');
    bet(bob.id, 'NO', 60, 'bet-b');
    logInAs(alice.id);
    const pools = useGameStore.getState().markets.map((market) => market.totalPool);

    const result = deleteAccountForSession();

    expect(result).toEqual(expect.objectContaining({ ok: true, saved: true }));
    expect(useSessionStore.getState().accountId).toBeNull();
    expect(storedSession().state).toEqual({ accountId: null });
    const game = stored().state;
    expect(game.accounts.map((account) => account.id)).toEqual([bob.id]);
    expect(game.ledger.every((entry) => entry.accountId === bob.id)).toBe(true);
    expect(game.positions.map((position) => position.accountId)).toEqual([bob.id]);
    expect(game.markets.map((market) => market.totalPool)).toEqual(pools);
    expect(useGameStore.getState().accounts.map((account) => account.id)).toEqual([bob.id]);
  });

  it('deleteAccountForSession reports unsaved when storage refuses the write', () => {
    logInAs(openPlayer('gone@example.com', 'gone').id);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const result = deleteAccountForSession();
    setItem.mockRestore();
    expect(result).toEqual(expect.objectContaining({ ok: true, saved: false }));
    expect(useSessionStore.getState().accountId).toBeNull();
  });

  it('deleteAccountForSession refuses without a session and changes nothing', () => {
    openPlayer();
    logInAs(null);
    const before = storageSnapshot();
    expect(deleteAccountForSession()).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(storageSnapshot()).toEqual(before);
    expect(useGameStore.getState().accounts).toHaveLength(1);
  });

  it('setNotificationsForSession stores the preferences', () => {
    const alice = openPlayer();
    logInAs(alice.id);
    expect(setNotificationsForSession({ email: false, sms: true }).ok).toBe(true);
    expect(stored().state.accounts[0]).toMatchObject({ id: alice.id, notifications: { email: false, sms: true } });
    expect(useGameStore.getState().accounts[0]?.notifications).toEqual({ email: false, sms: true });
  });

  it('setNotificationsForSession refuses without a session and saves nothing', () => {
    openPlayer();
    logInAs(null);
    const before = storageSnapshot();
    expect(setNotificationsForSession({ email: false, sms: true })).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(storageSnapshot()).toEqual(before);
  });
});

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
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { useSessionStore } from '@/lib/store/session-store';
import { DAY_MS } from '@/lib/display/time';
import { FAKE_HASH, makeCtx, makeMarket, openLegacyLoginAccount } from '../game-fixtures';
import { packEntry, parsed } from '../question-pack-fixtures';
import { countWriteTransactions, eventually, gameOf, memoryInStoredOrder, noticeMessages, otherTabWrites, refuseWrites, storageSnapshot, stored } from './stored-game';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const MARKET = '1';

const storedSession = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? 'null');

function succeeded<R extends { ok: boolean }>(result: R): Extract<R, { ok: true }> {
  if (!result.ok) throw new Error(`operation refused: ${JSON.stringify(result)}`);
  return result as Extract<R, { ok: true }>;
}

const logInAs = (accountId: string | null) => useSessionStore.setState({ accountId });

async function openAdmin(): Promise<Account> {
  return succeeded(await commitGame((data) => openLegacyLoginAccount(data, { email: ADMIN_EMAIL, password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW, 'admin')))).account;
}

async function openPlayer(email = 'alice@example.com', prefix = 'alice'): Promise<Account> {
  const details = { username: prefix, email, phone: null, password: FAKE_HASH };
  return succeeded(await commitGame((data) => signUp(data, details, ADMIN_EMAIL, makeCtx(NOW, prefix)))).account;
}

async function bet(accountId: string, choice: 'YES' | 'NO', amount: number, prefix: string) {
  succeeded(await commitGame((data) => placeBet(data, { accountId, marketId: MARKET, choice, amount }, makeCtx(NOW, prefix))));
}

const DRAFT: MarketDraft = {
  question: 'Will the new bridge open before the end of the year?',
  category: 'News',
  endTime: new Date(NOW + 7 * DAY_MS).toISOString(),
  description: 'Resolves YES if the bridge opens to traffic.',
};
const SETTINGS = { platformName: '  Crystal Ball ', dailyBonus: '75' };

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
  async function expectAllRefused() {
    const state = useGameStore.getState();
    const before = await storageSnapshot();
    expect(await createMarketAsAdmin(DRAFT)).toEqual({ ok: false, reason: 'not-admin' });
    expect(await settleMarketAsAdmin(MARKET, 'YES')).toEqual({ ok: false, reason: 'not-admin' });
    expect(await saveSettingsAsAdmin(SETTINGS)).toEqual({ ok: false, reason: 'not-admin' });
    expect(await importPackAsAdmin(parsed([packEntry()]))).toEqual({ ok: false, reason: 'not-admin' });
    expect(exportPackAsAdmin()).toBeNull();
    expect(useGameStore.getState()).toBe(state);
    expect(await storageSnapshot()).toEqual(before);
    expect(state.markets.find((market) => market.id === MARKET)?.isResolved).toBe(false);
    expect(state.settings.platformName).toBe('PredictoPlay');
  }

  it('refuses a visitor who is not logged in', async () => {
    await openAdmin();
    logInAs(null);
    await expectAllRefused();
  });

  it('refuses a player', async () => {
    await openAdmin();
    const alice = await openPlayer();
    logInAs(alice.id);
    await expectAllRefused();
  });

  it('refuses a session whose account is flagged admin without the admin address', async () => {
    const alice = await openPlayer();
    await bet(alice.id, 'YES', 100, 'bet');
    // The storage schema refuses such an account, so it is put straight into memory, as a
    // tampered or buggy state would be.
    useGameStore.setState({
      accounts: useGameStore.getState().accounts.map((account) => (account.id === alice.id ? { ...account, isAdmin: true } : account)),
    });
    expect(useGameStore.getState().accounts[0]).toMatchObject({ isAdmin: true, email: 'alice@example.com' });
    logInAs(alice.id);
    await expectAllRefused();
  });

  it('refuses the admin address without the admin flag', async () => {
    const admin = await openAdmin();
    useGameStore.setState({
      accounts: useGameStore.getState().accounts.map((account) => (account.id === admin.id ? { ...account, isAdmin: false } : account)),
    });
    logInAs(admin.id);
    await expectAllRefused();
  });

  it('refuses a session whose account no longer exists', async () => {
    await openAdmin();
    logInAs('ghost');
    await expectAllRefused();
  });

  it('refuses an admin session once another tab has removed the admin account', async () => {
    const admin = await openAdmin();
    logInAs(admin.id);
    await otherTabWrites((data) => ({
      ...data,
      accounts: data.accounts.filter((account) => account.id !== admin.id),
      ledger: data.ledger.filter((entry) => entry.accountId !== admin.id),
    }));
    await eventually(() => expect(useGameStore.getState().accounts).toEqual([]));
    const before = await storageSnapshot();
    expect(await settleMarketAsAdmin(MARKET, 'NO')).toEqual({ ok: false, reason: 'not-admin' });
    expect(await createMarketAsAdmin(DRAFT)).toEqual({ ok: false, reason: 'not-admin' });
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('createMarketAsAdmin', () => {
  it('adds the market first, in memory and in storage', async () => {
    logInAs((await openAdmin()).id);
    const count = useGameStore.getState().markets.length;
    const result = succeeded(await createMarketAsAdmin(DRAFT));
    expect(result.saved).toBe(true);
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
    expect((await stored()).markets.find((market) => market.id === result.market.id)).toEqual(result.market);
  });

  it('refuses an invalid draft with its errors and saves nothing', async () => {
    logInAs((await openAdmin()).id);
    const before = await storageSnapshot();
    const state = useGameStore.getState();
    const result = await createMarketAsAdmin({ ...DRAFT, question: 'x'.repeat(10_000), endTime: new Date(NOW - 1).toISOString() });
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      errors: {
        question: { reason: 'question-too-long', max: 200, length: 10_000 },
        endTime: { reason: 'end-time-past' },
      },
    });
    expect(useGameStore.getState()).toBe(state);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('importPackAsAdmin', () => {
  it('adds the pack’s new questions in memory and in storage, and says what it skipped', async () => {
    logInAs((await openAdmin()).id);
    const before = useGameStore.getState().markets;
    const result = succeeded(await importPackAsAdmin(parsed([packEntry({ id: 'p1' }), packEntry({ id: MARKET, question: 'Will the pack overwrite market one?' })])));
    expect(result.added.map((market) => market.id)).toEqual(['p1']);
    expect(result.skipped).toEqual([expect.objectContaining({ id: MARKET, reason: 'exists' })]);
    expect(useGameStore.getState().markets).toEqual([result.added[0], ...before]);
    expect((await stored()).markets).toEqual(memoryInStoredOrder().markets);
  });

  it('keeps a market another tab created a moment before, instead of writing over it', async () => {
    logInAs((await openAdmin()).id);
    const theirs = makeMarket({ id: 'tab-b-market', question: 'Will the other tab keep its market?', endTime: DRAFT.endTime, createdAt: new Date(NOW).toISOString() });
    // Its announcement is on its way, not yet heard, when the pack is imported here.
    await otherTabWrites((data) => ({ ...data, markets: [theirs, ...data.markets] }));
    const result = succeeded(await importPackAsAdmin(parsed([packEntry({ id: 'p1' })])));
    expect(result.saved).toBe(true);
    const ids = (await stored()).markets.map((market) => market.id);
    expect(ids).toEqual(expect.arrayContaining(['p1', 'tab-b-market']));
    expect(ids).toHaveLength(11);
    expect((await stored()).markets.find((market) => market.id === 'tab-b-market')).toEqual(theirs);
    await eventually(() => expect(useGameStore.getState().markets.map((market) => market.id)).toEqual(expect.arrayContaining(['p1', 'tab-b-market'])));
    expect(memoryInStoredOrder().markets).toEqual((await stored()).markets);
  });
});

describe('exportPackAsAdmin', () => {
  it('exports the catalogue as stored now, another tab’s new market included, or only the selected markets', async () => {
    logInAs((await openAdmin()).id);
    const theirs = makeMarket({ id: 'tab-b-market', question: 'Will the other tab keep its market?' });
    await otherTabWrites((data) => ({ ...data, markets: [theirs, ...data.markets] }));
    await eventually(() => expect(exportPackAsAdmin()?.markets).toHaveLength(10));
    const all = exportPackAsAdmin();
    // In the order memory holds them: the catalogue as first read, then what other tabs added since.
    expect(all?.markets.map((market) => market.id).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'tab-b-market']);
    expect(all?.markets.find((market) => market.id === 'tab-b-market')?.question).toBe(theirs.question);
    expect(all?.exportedAt).toBe(new Date(NOW).toISOString());
    expect(exportPackAsAdmin(new Set(['3', 'tab-b-market']))?.markets.map((market) => market.id).sort()).toEqual(['3', 'tab-b-market']);
  });
});

describe('settleMarketAsAdmin', () => {
  async function playedMarket() {
    const admin = await openAdmin();
    const alice = await openPlayer('alice@example.com', 'alice');
    const bob = await openPlayer('bob@example.com', 'bob');
    await bet(alice.id, 'YES', 100, 'bet-a');
    await bet(bob.id, 'NO', 60, 'bet-b');
    logInAs(admin.id);
    return { admin, alice, bob };
  }

  it('pays the winners and stores the settlement', async () => {
    const { alice, bob } = await playedMarket();
    const result = succeeded(await settleMarketAsAdmin(MARKET, 'YES'));
    expect(result.summary).toEqual({ settled: 2, paidOut: 180, refunded: 0 });
    expect(result.saved).toBe(true);
    const game = await stored();
    expect(game.markets.find((market) => market.id === MARKET)).toMatchObject({
      isResolved: true,
      outcome: 'YES',
      resolvedAt: new Date(NOW).toISOString(),
    });
    expect(game.accounts.find((account) => account.id === alice.id)?.coins).toBe(1000 - 100 + 180);
    expect(game.accounts.find((account) => account.id === bob.id)?.coins).toBe(1000 - 60);
    expect(game.positions.map((position) => position.status)).toEqual(['won', 'lost']);
    expect(memoryInStoredOrder().ledger).toEqual(game.ledger);
  });

  it('stores the whole settlement in one transaction', async () => {
    const { alice, bob } = await playedMarket();
    const revs = (await stored()).revs;
    const writes = countWriteTransactions();
    succeeded(await settleMarketAsAdmin(MARKET, 'NO'));
    expect(writes()).toBe(1);
    // Every record it changed is written once, at its next rev.
    const after = (await stored()).revs;
    expect(after.markets?.[MARKET]).toBe((revs.markets?.[MARKET] ?? 0) + 1);
    expect(after.accounts?.[bob.id]).toBe((revs.accounts?.[bob.id] ?? 0) + 1);
    expect(after.accounts?.[alice.id]).toBe(revs.accounts?.[alice.id]);
    expect(Object.values(after.positions ?? {})).toEqual([2, 2]);
  });

  it('pays once when settled twice', async () => {
    const { alice } = await playedMarket();
    succeeded(await settleMarketAsAdmin(MARKET, 'YES'));
    const ledger = useGameStore.getState().ledger;
    const before = await storageSnapshot();
    const writes = countWriteTransactions();
    expect(await settleMarketAsAdmin(MARKET, 'YES')).toEqual({ ok: false, reason: 'already-settled' });
    expect(await settleMarketAsAdmin(MARKET, 'VOID')).toEqual({ ok: false, reason: 'already-settled' });
    expect(useGameStore.getState().ledger).toBe(ledger);
    expect(await storageSnapshot()).toEqual(before);
    expect(writes()).toBe(0);
    expect(wins(await stored(), alice.id)).toHaveLength(1);
  });

  it('refuses a market another tab already settled, so the winner is paid once', async () => {
    const { alice, bob } = await playedMarket();
    const { game: theirs } = await otherTabWrites((data) => succeeded(settleMarket(data, MARKET, 'YES', makeCtx(NOW, 'tab-b'))).data);
    await eventually(() => expect(useGameStore.getState().markets.find((market) => market.id === MARKET)?.isResolved).toBe(true));
    const before = await storageSnapshot();
    const writes = countWriteTransactions();

    expect(await settleMarketAsAdmin(MARKET, 'YES')).toEqual({ ok: false, reason: 'already-settled' });

    expect(writes()).toBe(0);
    expect(await storageSnapshot()).toEqual(before);
    const game = await stored();
    expect(memoryInStoredOrder()).toEqual(gameOf(game));
    expect(game.positions).toEqual(theirs.positions);
    expect(wins(game, alice.id)).toHaveLength(1);
    expect(game.accounts.find((account) => account.id === alice.id)?.coins).toBe(1000 - 100 + 180);
    expect(game.accounts.find((account) => account.id === bob.id)?.coins).toBe(1000 - 60);
    // This tab adopted the other tab's settlement.
    expect(wins(useGameStore.getState() as GameData, alice.id)).toHaveLength(1);
  });

  it('pays the winner once when another tab settles the market just before, before this tab has heard', async () => {
    const { alice, bob } = await playedMarket();
    // The other tab's announcement is on its way when the admin settles here.
    await otherTabWrites((data) => succeeded(settleMarket(data, MARKET, 'YES', makeCtx(NOW, 'tab-b'))).data);
    await settleMarketAsAdmin(MARKET, 'YES');

    const game = await stored();
    expect(wins(game, alice.id)).toHaveLength(1);
    expect(game.ledger.filter((entry) => entry.kind === 'win')).toHaveLength(1);
    expect(game.accounts.find((account) => account.id === alice.id)?.coins).toBe(1000 - 100 + 180);
    expect(game.accounts.find((account) => account.id === bob.id)?.coins).toBe(1000 - 60);
    await eventually(() => {
      expect(memoryInStoredOrder().accounts).toEqual(game.accounts);
      expect(memoryInStoredOrder().ledger).toEqual(game.ledger);
    });
    expect(memoryInStoredOrder().markets).toEqual(game.markets);
    expect(memoryInStoredOrder().positions).toEqual(game.positions);
  });

  it('refuses an unknown market', async () => {
    await playedMarket();
    const before = await storageSnapshot();
    expect(await settleMarketAsAdmin('no-such-market', 'YES')).toEqual({ ok: false, reason: 'unknown-market' });
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('saveSettingsAsAdmin', () => {
  it('saves trimmed settings in memory and in storage', async () => {
    logInAs((await openAdmin()).id);
    const result = succeeded(await saveSettingsAsAdmin(SETTINGS));
    expect(result.settings).toEqual({ platformName: 'Crystal Ball', dailyBonus: 75 });
    expect(result.saved).toBe(true);
    expect(useGameStore.getState().settings).toEqual({ platformName: 'Crystal Ball', dailyBonus: 75 });
    expect((await stored()).settings).toEqual({ platformName: 'Crystal Ball', dailyBonus: 75 });
  });

  it('refuses invalid settings and saves nothing', async () => {
    logInAs((await openAdmin()).id);
    const before = await storageSnapshot();
    expect(await saveSettingsAsAdmin({ platformName: '', dailyBonus: '1e3' })).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { platformName: { reason: 'platform-name-missing' }, dailyBonus: { reason: 'daily-bonus-out-of-range', min: 1, max: 10_000 } },
    });
    expect(await storageSnapshot()).toEqual(before);
    expect(useGameStore.getState().settings.platformName).toBe('PredictoPlay');
  });
});

describe('account actions', () => {
  it('deleteAccountForSession removes the account, its ledger and positions, and logs out', async () => {
    const alice = await openPlayer('alice@example.com', 'alice');
    const bob = await openPlayer('bob@example.com', 'bob');
    await bet(alice.id, 'YES', 100, 'bet-a');
    await bet(bob.id, 'NO', 60, 'bet-b');
    logInAs(alice.id);
    const pools = memoryInStoredOrder().markets.map((market) => market.totalPool);

    const result = await deleteAccountForSession();

    expect(result).toEqual(expect.objectContaining({ ok: true, saved: true }));
    expect(useSessionStore.getState().accountId).toBeNull();
    expect(storedSession().state).toEqual({ accountId: null });
    const game = await stored();
    expect(game.accounts.map((account) => account.id)).toEqual([bob.id]);
    expect(game.ledger.every((entry) => entry.accountId === bob.id)).toBe(true);
    expect(game.positions.map((position) => position.accountId)).toEqual([bob.id]);
    expect(game.markets.map((market) => market.totalPool)).toEqual(pools);
    expect(useGameStore.getState().accounts.map((account) => account.id)).toEqual([bob.id]);
  });

  it('deleteAccountForSession reports unsaved when storage refuses the write', async () => {
    const gone = await openPlayer('gone@example.com', 'gone');
    logInAs(gone.id);
    const before = await storageSnapshot();
    const allow = refuseWrites();
    const result = await deleteAccountForSession();
    allow();
    expect(result).toEqual(expect.objectContaining({ ok: true, saved: false }));
    expect(useSessionStore.getState().accountId).toBeNull();
    expect(useGameStore.getState().accounts).toEqual([]);
    expect((await storageSnapshot()).records).toEqual(before.records);
    expect(noticeMessages()).toEqual([expect.stringContaining('progress will not be kept')]);
  });

  it('deleteAccountForSession refuses without a session and changes nothing', async () => {
    await openPlayer();
    logInAs(null);
    const before = await storageSnapshot();
    expect(await deleteAccountForSession()).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(await storageSnapshot()).toEqual(before);
    expect(useGameStore.getState().accounts).toHaveLength(1);
  });

  it('setNotificationsForSession stores the preferences', async () => {
    const alice = await openPlayer();
    logInAs(alice.id);
    const result = await setNotificationsForSession({ email: false, sms: true });
    expect(result).toEqual(expect.objectContaining({ ok: true, saved: true }));
    expect((await stored()).accounts[0]).toMatchObject({ id: alice.id, notifications: { email: false, sms: true } });
    expect(useGameStore.getState().accounts[0]?.notifications).toEqual({ email: false, sms: true });
  });

  it('setNotificationsForSession refuses without a session and saves nothing', async () => {
    await openPlayer();
    logInAs(null);
    const before = await storageSnapshot();
    expect(await setNotificationsForSession({ email: false, sms: true })).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(await storageSnapshot()).toEqual(before);
  });
});

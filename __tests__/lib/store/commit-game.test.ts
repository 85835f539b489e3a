import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import type { GameData } from '@/lib/model/game';
import { encodeState } from '@/lib/storage/envelope';
import { GAME_SPEC } from '../storage/v8-reference/game-spec';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { commitGame, gameDataOf, syncGameFromStorage, useGameStore } from '@/lib/store/game-store';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { REBASE_WINDOW_MS } from '@/lib/storage/rebase';
import { useNoticeStore } from '@/lib/store/notice-store';
import { addCoins, claimDailyBonus } from '@/lib/wallet/free-coins';
import { FAKE_HASH, makeCtx, openLegacyLoginAccount } from '../game-fixtures';
import { otherTabWrites, stored, type StoredGame } from './stored-game';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const ALICE = { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH };

function succeeded<R extends { ok: true; data: GameData } | { ok: false }>(result: R): Extract<R, { ok: true }> {
  if (!result.ok) throw new Error(`operation refused: ${JSON.stringify(result)}`);
  return result as Extract<R, { ok: true }>;
}

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await hydrateStores(NOW);
});

describe('commitGame', () => {
  it('applies an operation, keeps its result in memory and stores it at the next rev', () => {
    const before = stored();
    const opened = succeeded(commitGame((data) => signUp(data, ALICE, ADMIN_EMAIL, makeCtx(NOW))));
    expect(useGameStore.getState().accounts).toEqual([opened.account]);
    const after = stored();
    expect(after.rev).toBe(before.rev + 1);
    expect(after.state.accounts).toEqual([opened.account]);
    expect(after.state.ledger).toEqual(opened.data.ledger);
  });

  it('reports saved when the write reached storage', () => {
    const opened = succeeded(commitGame((data) => signUp(data, ALICE, ADMIN_EMAIL, makeCtx(NOW))));
    expect(opened.saved).toBe(true);
  });

  it('reports saved false when storage throws on the write, and keeps the change in memory', () => {
    const before = localStorage.getItem(STORAGE_KEYS.game);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const opened = succeeded(commitGame((data) => signUp(data, ALICE, ADMIN_EMAIL, makeCtx(NOW))));
    expect(opened.saved).toBe(false);
    expect(useGameStore.getState().accounts).toEqual([opened.account]);
    expect(localStorage.getItem(STORAGE_KEYS.game)).toBe(before);

    // Once storage works again, the next write is saved, and carries the earlier change with it.
    jest.restoreAllMocks();
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const topUp = succeeded(commitGame((data) => addCoins(data, opened.account.id, 500, makeCtx(NOW))));
    expect(topUp.saved).toBe(true);
    expect(stored().state.accounts).toEqual([expect.objectContaining({ id: opened.account.id, coins: 1500 })]);
  });

  it('adopts what another tab stored before applying the operation, so both changes are kept', () => {
    const bob = otherTabWrites((data) => succeeded(openLegacyLoginAccount(data, { email: 'bob@example.com', password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW, 'tab-b'))).data);
    // This tab has not heard of Bob yet.
    expect(useGameStore.getState().accounts).toEqual([]);

    let seen: GameData | undefined;
    succeeded(
      commitGame((data) => {
        seen = data;
        return signUp(data, ALICE, ADMIN_EMAIL, makeCtx(NOW, 'tab-a'));
      }),
    );

    expect(seen?.accounts.map((account) => account.email)).toEqual(['bob@example.com']);
    const emails = ['bob@example.com', 'alice@example.com'];
    expect(useGameStore.getState().accounts.map((account) => account.email)).toEqual(emails);
    const after = stored();
    expect(after.state.accounts.map((account) => account.email)).toEqual(emails);
    expect(after.state.ledger.map((entry) => entry.description)).toEqual(['Starting balance', 'Welcome bonus']);
    expect(after.rev).toBeGreaterThan(bob.rev);
    expect(after.rev).toBe(bob.rev + 1);
  });

  it('bets on top of a top-up made in another tab instead of the balance this tab last saw', () => {
    const alice = succeeded(commitGame((data) => signUp(data, ALICE, ADMIN_EMAIL, makeCtx(NOW)))).account;
    otherTabWrites((data) => succeeded(addCoins(data, alice.id, 5000, makeCtx(NOW, 'tab-b'))).data);
    // 3000 is more than the 1000 this tab holds in memory, but not more than the 6000 stored.
    const bet = succeeded(
      commitGame((data) => placeBet(data, { accountId: alice.id, marketId: '1', choice: 'YES', amount: 3000 }, makeCtx(NOW, 'tab-a'))),
    );
    expect(bet.data.accounts[0]?.coins).toBe(3000);
    const after = stored();
    expect(after.state.accounts[0]?.coins).toBe(3000);
    expect(after.state.ledger.map((entry) => entry.amount)).toEqual([1000, 5000, -3000]);
    expect(after.state.positions).toHaveLength(1);
  });

  it('changes nothing and writes nothing when the operation is refused', () => {
    const alice = succeeded(commitGame((data) => signUp(data, ALICE, ADMIN_EMAIL, makeCtx(NOW)))).account;
    const raw = localStorage.getItem(STORAGE_KEYS.game);
    const state = useGameStore.getState();
    const result = commitGame((data) =>
      placeBet(data, { accountId: alice.id, marketId: '1', choice: 'NO', amount: 1001 }, makeCtx(NOW)),
    );
    expect(result).toEqual({ ok: false, reason: 'insufficient-funds' });
    expect(useGameStore.getState()).toBe(state);
    expect(localStorage.getItem(STORAGE_KEYS.game)).toBe(raw);
  });

  it('still adopts another tab’s state when the operation is refused, without writing', () => {
    otherTabWrites((data) => succeeded(signUp(data, ALICE, ADMIN_EMAIL, makeCtx(NOW, 'tab-b'))).data);
    const raw = localStorage.getItem(STORAGE_KEYS.game);
    const result = commitGame((data) => signUp(data, { ...ALICE, username: 'Copycat' }, ADMIN_EMAIL, makeCtx(NOW, 'tab-a')));
    expect(result).toEqual({ ok: false, reason: 'email-taken' });
    expect(useGameStore.getState().accounts.map((account) => account.username)).toEqual(['Alice']);
    expect(localStorage.getItem(STORAGE_KEYS.game)).toBe(raw);
  });

  it('keeps what it holds when another tab’s stored state is older than its own', () => {
    succeeded(commitGame((data) => signUp(data, ALICE, ADMIN_EMAIL, makeCtx(NOW))));
    const mine = stored();
    localStorage.setItem(STORAGE_KEYS.game, encodeState(GAME_SPEC, mine.rev - 1, { ...mine.state, accounts: [], ledger: [] }));
    succeeded(commitGame((data) => openLegacyLoginAccount(data, { email: 'bob@example.com', password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW, 'b'))));
    expect(stored().state.accounts.map((account) => account.email)).toEqual(['alice@example.com', 'bob@example.com']);
  });
});

describe('a write another tab made without this tab’s latest change', () => {
  /** What a tab that had not yet heard of this tab's last write stores: the same rev, its own change. */
  function staleTabWrites(base: StoredGame, change: (data: GameData) => GameData): StoredGame {
    const envelope = { version: GAME_SPEC.version, rev: stored().rev, state: change(base.state) };
    localStorage.setItem(STORAGE_KEYS.game, encodeState(GAME_SPEC, envelope.rev, envelope.state));
    return envelope;
  }

  function signedUpAlice() {
    return succeeded(commitGame((data, ctx) => signUp(data, ALICE, ADMIN_EMAIL, ctx))).account;
  }

  it('is adopted, and this tab’s bet is replayed on top of it, so both changes are stored', () => {
    const alice = signedUpAlice();
    const base = stored();
    succeeded(commitGame((data, ctx) => placeBet(data, { accountId: alice.id, marketId: '1', choice: 'YES', amount: 100 }, ctx)));
    staleTabWrites(base, (data) => succeeded(addCoins(data, alice.id, 500, makeCtx(NOW, 'tab-b'))).data);

    syncGameFromStorage();

    const after = stored();
    expect(after.state.accounts[0]?.coins).toBe(1000 + 500 - 100);
    expect(after.state.ledger.map((entry) => entry.amount)).toEqual([1000, 500, -100]);
    expect(after.state.positions).toHaveLength(1);
    expect(gameDataOf(useGameStore.getState())).toEqual(after.state);
    expect(useNoticeStore.getState().notices).toEqual([]);
  });

  it('is built on by the next change made here, which keeps both', () => {
    const alice = signedUpAlice();
    const base = stored();
    succeeded(commitGame((data, ctx) => addCoins(data, alice.id, 100, ctx)));
    staleTabWrites(base, (data) => succeeded(addCoins(data, alice.id, 500, makeCtx(NOW, 'tab-b'))).data);
    succeeded(commitGame((data, ctx) => addCoins(data, alice.id, 1000, ctx)));
    expect(stored().state.accounts[0]?.coins).toBe(1000 + 100 + 500 + 1000);
  });

  it('that already holds this tab’s change gets nothing replayed', () => {
    const alice = signedUpAlice();
    succeeded(commitGame((data, ctx) => addCoins(data, alice.id, 100, ctx)));
    otherTabWrites((data) => succeeded(addCoins(data, alice.id, 500, makeCtx(NOW, 'tab-b'))).data, 1);
    syncGameFromStorage();
    expect(stored().state.accounts[0]?.coins).toBe(1600);
  });

  it('pays the daily bonus once when both tabs claimed it, and says the claim here was undone', () => {
    const alice = signedUpAlice();
    const base = stored();
    succeeded(commitGame((data, ctx) => claimDailyBonus(data, alice.id, ctx)));
    staleTabWrites(base, (data) => succeeded(claimDailyBonus(data, alice.id, makeCtx(Date.now(), 'tab-b'))).data);

    syncGameFromStorage();

    expect(stored().state.accounts[0]?.coins).toBe(1050);
    expect(useGameStore.getState().accounts[0]?.coins).toBe(1050);
    expect(useNoticeStore.getState().notices.map((notice) => notice.message)).toEqual([
      expect.stringContaining('today’s bonus had already been claimed there'),
    ]);
  });

  it('leaves alone what this tab did longer ago than a write takes to reach another tab', () => {
    const alice = signedUpAlice();
    const base = stored();
    const now = jest.spyOn(Date, 'now');
    succeeded(commitGame((data, ctx) => addCoins(data, alice.id, 100, ctx)));
    staleTabWrites(base, (data) => data);
    now.mockReturnValue(Date.now() + REBASE_WINDOW_MS + 1000);
    syncGameFromStorage();
    expect(stored().state.accounts[0]?.coins).toBe(1000);
  });
});

describe('syncGameFromStorage', () => {
  it('adopts a newer stored state without writing', () => {
    const theirs = otherTabWrites((data) => ({ ...data, settings: { ...data.settings, dailyBonus: 80 } }));
    const raw = localStorage.getItem(STORAGE_KEYS.game);
    syncGameFromStorage();
    expect(useGameStore.getState().settings.dailyBonus).toBe(80);
    expect(gameDataOf(useGameStore.getState())).toEqual(theirs.state);
    expect(localStorage.getItem(STORAGE_KEYS.game)).toBe(raw);
  });

  it('does nothing when nothing newer is stored', () => {
    const state = useGameStore.getState();
    syncGameFromStorage();
    expect(useGameStore.getState()).toBe(state);
  });
});

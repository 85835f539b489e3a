import { openLoginAccount, signUp } from '@/lib/accounts';
import { ADMIN_EMAIL } from '@/lib/admin';
import { placeBet } from '@/lib/betting';
import type { GameData } from '@/lib/game-data';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { commitGame, gameDataOf, syncGameFromStorage, useGameStore } from '@/lib/store/game-store';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { addCoins } from '@/lib/wallet';
import { FAKE_HASH, makeCtx } from '../game-fixtures';
import { otherTabWrites, stored } from './stored-game';

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

  it('adopts what another tab stored before applying the operation, so both changes are kept', () => {
    const bob = otherTabWrites((data) => succeeded(openLoginAccount(data, { email: 'bob@example.com', password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW, 'tab-b'))).data);
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
    localStorage.setItem(STORAGE_KEYS.game, JSON.stringify({ ...mine, rev: mine.rev - 1, state: { ...mine.state, accounts: [], ledger: [] } }));
    succeeded(commitGame((data) => openLoginAccount(data, { email: 'bob@example.com', password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW, 'b'))));
    expect(stored().state.accounts.map((account) => account.email)).toEqual(['alice@example.com', 'bob@example.com']);
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

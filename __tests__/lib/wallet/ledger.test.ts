import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import type { LedgerEntry } from '@/lib/model/game';
import { applyMovement, applyMovements, balanceOf, balancesByAccount, historyOf } from '@/lib/wallet/ledger';
import { copyOf, FAKE_HASH, gameWith, makeCtx, NOW, openLegacyLoginAccount } from '../game-fixtures';

function entry(id: string, accountId: string, amount: number): LedgerEntry {
  return { id, accountId, amount, description: 'Test', createdAt: new Date(NOW).toISOString(), positionId: null };
}

const LEDGER = [entry('e1', 'a', 1000), entry('e2', 'b', 1500), entry('e3', 'a', -250), entry('e4', 'a', 50)];

function oneAccount() {
  const ctx = makeCtx();
  const opened = signUp(gameWith(), { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx);
  if (!opened.ok) throw new Error('sign-up failed');
  return { data: opened.data, account: opened.account, ctx };
}

describe('balanceOf', () => {
  it('sums only the entries of the account asked for', () => {
    expect(balanceOf(LEDGER, 'a')).toBe(800);
    expect(balanceOf(LEDGER, 'b')).toBe(1500);
  });

  it('is zero for an account with no entries and for an empty ledger', () => {
    expect(balanceOf(LEDGER, 'nobody')).toBe(0);
    expect(balanceOf([], 'a')).toBe(0);
  });
});

describe('balancesByAccount', () => {
  it('gives every account its ledger sum in one map', () => {
    expect(balancesByAccount(LEDGER)).toEqual(
      new Map([
        ['a', 800],
        ['b', 1500],
      ]),
    );
  });

  it('agrees with balanceOf for each account', () => {
    for (const [accountId, sum] of balancesByAccount(LEDGER)) expect(sum).toBe(balanceOf(LEDGER, accountId));
  });

  it('is empty for an empty ledger', () => {
    expect(balancesByAccount([]).size).toBe(0);
  });
});

describe('applyMovement', () => {
  it('appends one entry and moves the account coins by the same amount', () => {
    const { data, account, ctx } = oneAccount();
    const moved = applyMovement(data, { accountId: account.id, amount: -300, description: 'Bet placed: X', positionId: 'p1' }, ctx);
    expect(moved.ledger).toHaveLength(data.ledger.length + 1);
    expect(moved.ledger.at(-1)).toEqual({
      id: 'id-3',
      accountId: account.id,
      amount: -300,
      description: 'Bet placed: X',
      createdAt: new Date(NOW).toISOString(),
      positionId: 'p1',
    });
    expect(moved.accounts[0]?.coins).toBe(700);
    expect(balanceOf(moved.ledger, account.id)).toBe(700);
  });

  it('records a missing positionId as null', () => {
    const { data, account, ctx } = oneAccount();
    const moved = applyMovement(data, { accountId: account.id, amount: 5, description: 'Added coins' }, ctx);
    expect(moved.ledger.at(-1)?.positionId).toBeNull();
  });

  it('leaves the data it was given untouched', () => {
    const { data, account, ctx } = oneAccount();
    const before = copyOf(data);
    applyMovement(data, { accountId: account.id, amount: -10, description: 'Bet' }, ctx);
    expect(data).toEqual(before);
  });

  it('allows a debit that takes the balance to exactly zero', () => {
    const { data, account, ctx } = oneAccount();
    expect(applyMovement(data, { accountId: account.id, amount: -1000, description: 'All in' }, ctx).accounts[0]?.coins).toBe(0);
  });

  it('refuses to overdraw an account', () => {
    const { data, account, ctx } = oneAccount();
    expect(() => applyMovement(data, { accountId: account.id, amount: -1001, description: 'Too much' }, ctx)).toThrow(/-1 coins/);
  });

  it.each([0, 1.5, Number.NaN, Infinity, -Infinity, 2 ** 53])('refuses a movement of %p coins', (amount) => {
    const { data, account, ctx } = oneAccount();
    expect(() => applyMovement(data, { accountId: account.id, amount, description: 'Odd' }, ctx)).toThrow(/whole coin/);
  });

  it('refuses a credit that would take the balance past a safe integer', () => {
    const { data, account, ctx } = oneAccount();
    expect(() =>
      applyMovement(data, { accountId: account.id, amount: Number.MAX_SAFE_INTEGER - 500, description: 'Huge' }, ctx),
    ).toThrow(/coins/);
  });

  it('refuses a movement for an unknown account', () => {
    const { data, ctx } = oneAccount();
    expect(() => applyMovement(data, { accountId: 'ghost', amount: 10, description: 'Nope' }, ctx)).toThrow(/No account ghost/);
  });

  it('moves only the account named, leaving the others as the same objects', () => {
    const { data, ctx } = oneAccount();
    const second = openLegacyLoginAccount(data, { email: 'bob@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx);
    if (!second.ok) throw new Error('login account failed');
    const moved = applyMovement(second.data, { accountId: second.account.id, amount: -100, description: 'Bet' }, ctx);
    expect(moved.accounts[0]).toBe(second.data.accounts[0]);
    expect(moved.accounts[1]?.coins).toBe(1400);
  });
});

describe('historyOf', () => {
  it('lists one account entries newest first', () => {
    expect(historyOf(LEDGER, 'a').map((item) => item.id)).toEqual(['e4', 'e3', 'e1']);
  });

  it('does not reorder the ledger it reads', () => {
    const ledger = [...LEDGER];
    historyOf(ledger, 'a');
    expect(ledger).toEqual(LEDGER);
  });

  it('is empty for an account without entries', () => {
    expect(historyOf(LEDGER, 'nobody')).toEqual([]);
  });
});

describe('applyMovements', () => {
  it('appends every movement in order and moves each balance once per entry', () => {
    const { data, account, ctx } = oneAccount();
    const moved = applyMovements(data, [
      { accountId: account.id, amount: -300, description: 'Bet placed: one' },
      { accountId: account.id, amount: 540, description: 'Won prediction: one', positionId: 'p1' },
      { accountId: account.id, amount: -40, description: 'Bet placed: two' },
    ], ctx);
    expect(moved.ledger.slice(-3).map((item) => [item.amount, item.positionId])).toEqual([[-300, null], [540, 'p1'], [-40, null]]);
    expect(moved.accounts[0]?.coins).toBe(1000 - 300 + 540 - 40);
    expect(balanceOf(moved.ledger, account.id)).toBe(moved.accounts[0]?.coins);
  });

  it('applies a batch whole or not at all: an overdraft at any step throws and the input is untouched', () => {
    const { data, account, ctx } = oneAccount();
    const before = copyOf(data);
    expect(() =>
      applyMovements(data, [
        { accountId: account.id, amount: 500, description: 'Credit' },
        { accountId: account.id, amount: -2000, description: 'Too much' },
      ], ctx),
    ).toThrow(/would leave -500 coins/);
    expect(data).toEqual(before);
  });

  it('returns the same arrays when there is nothing to move', () => {
    const { data, ctx } = oneAccount();
    const moved = applyMovements(data, [], ctx);
    expect(moved.ledger).toBe(data.ledger);
    expect(moved.accounts).toBe(data.accounts);
  });
});

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import type { LedgerEntry } from '@/lib/model/ledger-entry';
import { PRACTICE_WALLET } from '@/lib/model/practice-wallet';
import { applyMovement, applyMovements, hasWalletWronglyBelowZero, historyOf, walletBalance, walletBalances } from '@/lib/wallet/ledger';
import { copyOf, FAKE_HASH, gameWith, makeCtx, NOW, openLegacyLoginAccount, practiceBalance } from '../game-fixtures';

function entry(id: string, accountId: string, amount: number, wallet = PRACTICE_WALLET): LedgerEntry {
  return { id, accountId, amount, description: 'Added coins', createdAt: new Date(NOW).toISOString(), positionId: null, kind: 'top-up', wallet };
}

const LEDGER = [entry('e1', 'a', 1000), entry('e2', 'b', 1500), entry('e3', 'a', -250), entry('e4', 'a', 50)];
/** Account a in a league as well: its practice balance stays what it was. */
const TWO_WALLETS = [...LEDGER, entry('e5', 'a', 300, 'league-1'), entry('e6', 'a', -100, 'league-1')];

function oneAccount() {
  const ctx = makeCtx();
  const opened = signUp(gameWith(), { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx);
  if (!opened.ok) throw new Error('sign-up failed');
  return { data: opened.data, account: opened.account, ctx };
}

describe('walletBalances', () => {
  it('gives every account each wallet’s ledger sum in one map', () => {
    expect(walletBalances(TWO_WALLETS)).toEqual(
      new Map([
        ['a', new Map([[PRACTICE_WALLET, 800], ['league-1', 200]])],
        ['b', new Map([[PRACTICE_WALLET, 1500]])],
      ]),
    );
  });

  it('reads one wallet, and 0 for a wallet or an account with no entries', () => {
    const balances = walletBalances(TWO_WALLETS);
    expect(walletBalance(balances, 'a', PRACTICE_WALLET)).toBe(800);
    expect(walletBalance(balances, 'a', 'league-1')).toBe(200);
    expect(walletBalance(balances, 'b', 'league-1')).toBe(0);
    expect(walletBalance(balances, 'nobody', PRACTICE_WALLET)).toBe(0);
    expect(walletBalances([]).size).toBe(0);
  });
});

describe('applyMovement', () => {
  it('appends one entry and moves the account coins by the same amount', () => {
    const { data, account, ctx } = oneAccount();
    const moved = applyMovement(data, { accountId: account.id, amount: -300, kind: 'bet', question: 'X', positionId: 'p1' }, ctx);
    expect(moved.ledger).toHaveLength(data.ledger.length + 1);
    expect(moved.ledger.at(-1)).toEqual({
      id: 'id-3',
      accountId: account.id,
      amount: -300,
      description: 'Bet placed: X',
      createdAt: new Date(NOW).toISOString(),
      positionId: 'p1',
      kind: 'bet',
      wallet: PRACTICE_WALLET,
    });
    expect(moved.accounts[0]?.coins).toBe(700);
    expect(practiceBalance(moved.ledger, account.id)).toBe(700);
  });

  it('records a missing positionId as null', () => {
    const { data, account, ctx } = oneAccount();
    const moved = applyMovement(data, { accountId: account.id, amount: 5, kind: 'top-up' }, ctx);
    expect(moved.ledger.at(-1)?.positionId).toBeNull();
  });

  it('leaves the data it was given untouched', () => {
    const { data, account, ctx } = oneAccount();
    const before = copyOf(data);
    applyMovement(data, { accountId: account.id, amount: -10, kind: 'top-up' }, ctx);
    expect(data).toEqual(before);
  });

  it('allows a debit that takes the balance to exactly zero', () => {
    const { data, account, ctx } = oneAccount();
    expect(applyMovement(data, { accountId: account.id, amount: -1000, kind: 'top-up' }, ctx).accounts[0]?.coins).toBe(0);
  });

  it('refuses to overdraw an account', () => {
    const { data, account, ctx } = oneAccount();
    expect(() => applyMovement(data, { accountId: account.id, amount: -1001, kind: 'top-up' }, ctx)).toThrow(/-1 coins/);
  });

  it.each([0, 1.5, Number.NaN, Infinity, -Infinity, 2 ** 53])('refuses a movement of %p coins', (amount) => {
    const { data, account, ctx } = oneAccount();
    expect(() => applyMovement(data, { accountId: account.id, amount, kind: 'top-up' }, ctx)).toThrow(/whole coin/);
  });

  it('refuses a credit that would take the balance past a safe integer', () => {
    const { data, account, ctx } = oneAccount();
    expect(() =>
      applyMovement(data, { accountId: account.id, amount: Number.MAX_SAFE_INTEGER - 500, kind: 'top-up' }, ctx),
    ).toThrow(/coins/);
  });

  it('refuses a movement for an unknown account', () => {
    const { data, ctx } = oneAccount();
    expect(() => applyMovement(data, { accountId: 'ghost', amount: 10, kind: 'top-up' }, ctx)).toThrow(/No account ghost/);
  });

  it('moves only the account named, leaving the others as the same objects', () => {
    const { data, ctx } = oneAccount();
    const second = openLegacyLoginAccount(data, { email: 'bob@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx);
    if (!second.ok) throw new Error('login account failed');
    const moved = applyMovement(second.data, { accountId: second.account.id, amount: -100, kind: 'top-up' }, ctx);
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
      { accountId: account.id, amount: -300, kind: 'bet', question: 'one' },
      { accountId: account.id, amount: 540, kind: 'win', question: 'one', positionId: 'p1' },
      { accountId: account.id, amount: -40, kind: 'bet', question: 'two' },
    ], ctx);
    expect(moved.ledger.slice(-3).map((item) => [item.amount, item.positionId])).toEqual([[-300, null], [540, 'p1'], [-40, null]]);
    expect(moved.accounts[0]?.coins).toBe(1000 - 300 + 540 - 40);
    expect(practiceBalance(moved.ledger, account.id)).toBe(moved.accounts[0]?.coins);
  });

  it('applies a batch whole or not at all: an overdraft at any step throws and the input is untouched', () => {
    const { data, account, ctx } = oneAccount();
    const before = copyOf(data);
    expect(() =>
      applyMovements(data, [
        { accountId: account.id, amount: 500, kind: 'top-up' },
        { accountId: account.id, amount: -2000, kind: 'top-up' },
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

describe('applyMovements in a wallet other than practice', () => {
  it('moves that wallet alone: the account coins (its practice wallet) stay, and an overdraft there is refused', () => {
    const { data, account, ctx } = oneAccount();
    const credited = applyMovement(data, { accountId: account.id, amount: 300, kind: 'top-up', wallet: 'league-1' }, ctx);
    expect(credited.accounts[0]?.coins).toBe(1000);
    expect(credited.ledger.at(-1)?.wallet).toBe('league-1');
    const debited = applyMovement(credited, { accountId: account.id, amount: -300, kind: 'bet', question: 'Q?', wallet: 'league-1' }, ctx);
    expect(walletBalance(walletBalances(debited.ledger), account.id, 'league-1')).toBe(0);
    expect(() => applyMovement(debited, { accountId: account.id, amount: -1, kind: 'bet', question: 'Q?', wallet: 'league-1' }, ctx)).toThrow(/-1 coins/);
  });
});

describe('a league wallet below zero', () => {
  const line = (id: string, amount: number, kind: LedgerEntry['kind'], wallet = 'aaaabbbbccccdddd'): LedgerEntry => ({
    id, accountId: 'ann', amount, description: 'x', createdAt: '2026-11-20T10:00:00.000Z', positionId: null, kind, wallet,
  });

  it('is damage unless cash-outs taken back explain it, and then only as far as the coins taken back', () => {
    expect(hasWalletWronglyBelowZero([line('s', 100, 'league start'), line('b', -100, 'bet')])).toBe(false);
    expect(hasWalletWronglyBelowZero([line('b', -100, 'bet')])).toBe(true);
    const spent = [line('s', 100, 'league start'), line('c', 90, 'cash-out'), line('b', -190, 'bet')];
    expect(hasWalletWronglyBelowZero([...spent, line('t', -90, 'cash-out')])).toBe(false);
    expect(hasWalletWronglyBelowZero([...spent, line('t', -90, 'cash-out'), line('b2', -1, 'bet')])).toBe(true);
    // A practice cash-out taken back would excuse nothing: only a league's may overdraw.
    expect(hasWalletWronglyBelowZero([line('t', -90, 'cash-out', 'practice')])).toBe(true);
  });
});

import * as v from 'valibot';
import {
  ADMIN_USERNAME,
  isAdminAccount,
  openAdminAccount,
  signUp,
  STARTING_BALANCE,
  WELCOME_BONUS,
  type NewAccount,
} from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { findAccount, findAccountByEmail, normaliseEmail } from '@/lib/account/find-account';
import { gameStateSchema } from '@/lib/storage/schema';
import { copyOf, FAKE_HASH, gameWith, makeCtx, NOW, practiceBalance } from '../game-fixtures';

const ALICE: NewAccount = { username: '  Alice  ', email: '  Alice@Example.COM ', phone: ' 5550100 ', password: FAKE_HASH };

describe('normaliseEmail and the finders', () => {
  it('trims and lower-cases an address', () => {
    expect(normaliseEmail('  Bob@Example.COM\n')).toBe('bob@example.com');
  });

  it('finds an account by id, and nothing for null or an unknown id', () => {
    const opened = signUp(gameWith(), ALICE, ADMIN_EMAIL, makeCtx());
    if (!opened.ok) throw new Error(opened.reason);
    expect(findAccount(opened.data, opened.account.id)).toBe(opened.account);
    expect(findAccount(opened.data, null)).toBeUndefined();
    expect(findAccount(opened.data, 'ghost')).toBeUndefined();
  });

  it('finds an account by address whatever its case and spacing', () => {
    const opened = signUp(gameWith(), ALICE, ADMIN_EMAIL, makeCtx());
    if (!opened.ok) throw new Error(opened.reason);
    expect(findAccountByEmail(opened.data, 'ALICE@example.com  ')).toBe(opened.account);
    expect(findAccountByEmail(opened.data, 'bob@example.com')).toBeUndefined();
  });
});

describe('signUp', () => {
  it('opens a player account credited with the 1000-coin welcome bonus', () => {
    const data = gameWith();
    const result = signUp(data, ALICE, ADMIN_EMAIL, makeCtx());
    if (!result.ok) throw new Error(result.reason);
    expect(WELCOME_BONUS).toBe(1000);
    expect(result.account).toEqual({
      id: 'id-1',
      username: 'Alice',
      email: 'alice@example.com',
      phone: '5550100',
      createdAt: new Date(NOW).toISOString(),
      isAdmin: false,
      coins: 1000,
      password: FAKE_HASH,
      lastBonusDay: null,
      notifications: { email: true, sms: false },
    });
    expect(result.data.accounts).toEqual([result.account]);
    expect(result.data.ledger).toEqual([
      { id: 'id-2', accountId: 'id-1', amount: 1000, description: 'Welcome bonus', createdAt: new Date(NOW).toISOString(), positionId: null, kind: 'welcome', wallet: 'practice' },
    ]);
    expect(result.data.markets).toBe(data.markets);
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it('keeps a missing phone as null', () => {
    const result = signUp(gameWith(), { ...ALICE, phone: null }, ADMIN_EMAIL, makeCtx());
    expect(result.ok && result.account.phone).toBeNull();
  });

  it('refuses an address already in this browser, in any case, and changes nothing', () => {
    const first = signUp(gameWith(), ALICE, ADMIN_EMAIL, makeCtx());
    if (!first.ok) throw new Error(first.reason);
    const before = copyOf(first.data);
    expect(signUp(first.data, { ...ALICE, username: 'Other', email: 'ALICE@example.com' }, ADMIN_EMAIL, makeCtx())).toEqual({
      ok: false,
      reason: 'email-taken',
    });
    expect(first.data).toEqual(before);
  });

  it('reserves the admin address, whatever its case', () => {
    const result = signUp(gameWith(), { ...ALICE, email: ` ${ADMIN_EMAIL.toUpperCase()}` }, ADMIN_EMAIL, makeCtx());
    expect(result).toEqual({ ok: false, reason: 'email-reserved' });
  });
});

describe('openAdminAccount', () => {
  it('opens the admin address as Admin with the admin flag and the 1500-coin starting balance', () => {
    const result = openAdminAccount(gameWith(), FAKE_HASH, ADMIN_EMAIL, makeCtx());
    if (!result.ok) throw new Error(result.reason);
    expect(STARTING_BALANCE).toBe(1500);
    expect(result.account).toMatchObject({ username: ADMIN_USERNAME, email: ADMIN_EMAIL, phone: null, isAdmin: true, coins: 1500 });
    expect(ADMIN_USERNAME).toBe('Admin');
    expect(result.data.ledger).toEqual([expect.objectContaining({ amount: 1500, description: 'Starting balance', accountId: result.account.id })]);
    expect(practiceBalance(result.data.ledger, result.account.id)).toBe(1500);
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it('refuses to open the admin a second time', () => {
    const first = openAdminAccount(gameWith(), FAKE_HASH, ADMIN_EMAIL, makeCtx());
    if (!first.ok) throw new Error(first.reason);
    expect(openAdminAccount(first.data, FAKE_HASH, ADMIN_EMAIL, makeCtx())).toEqual({ ok: false, reason: 'email-taken' });
  });

  it('gives every account exactly one opening credit', () => {
    const ctx = makeCtx();
    let data = gameWith();
    for (const email of ['a@example.com', 'b@example.com']) {
      const result = signUp(data, { ...ALICE, email }, ADMIN_EMAIL, ctx);
      if (!result.ok) throw new Error(result.reason);
      data = result.data;
    }
    const admin = openAdminAccount(data, FAKE_HASH, ADMIN_EMAIL, ctx);
    if (!admin.ok) throw new Error(admin.reason);
    data = admin.data;
    for (const account of data.accounts) {
      expect(data.ledger.filter((entry) => entry.accountId === account.id)).toHaveLength(1);
    }
  });
});

describe('isAdminAccount', () => {
  it('needs both the admin flag and the admin address', () => {
    expect(isAdminAccount({ isAdmin: true, email: ADMIN_EMAIL }, ADMIN_EMAIL)).toBe(true);
    expect(isAdminAccount({ isAdmin: false, email: ADMIN_EMAIL }, ADMIN_EMAIL)).toBe(false);
    expect(isAdminAccount({ isAdmin: true, email: 'tamper@example.com' }, ADMIN_EMAIL)).toBe(false);
    expect(isAdminAccount(undefined, ADMIN_EMAIL)).toBe(false);
  });

  it('compares with the admin address normalised', () => {
    expect(isAdminAccount({ isAdmin: true, email: 'boss@example.com' }, '  BOSS@example.com ')).toBe(true);
  });
});

import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { logIn, signUpWith } from '@/lib/store/auth-actions';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { logOut, useSessionStore } from '@/lib/store/session-store';
import type { SignUpForm } from '@/lib/account/validation';
import { addCoins } from '@/lib/wallet/free-coins';
import { refuseWrites, reload, storageSnapshot, stored } from './stored-game';

// These run the real 600,000-iteration PBKDF2, as the app does.
jest.setTimeout(20_000);

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const PASSWORD = 'correct horse battery';
const SIGN_UP: SignUpForm = {
  username: 'Alice',
  email: 'Alice@Example.com',
  phone: '5550100',
  password: PASSWORD,
  confirmPassword: PASSWORD,
};

const storedSession = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? 'null');
const sessionAccountId = () => useSessionStore.getState().accountId;

function withoutWebCrypto(run: () => Promise<void>): () => Promise<void> {
  return async () => {
    const subtle = globalThis.crypto.subtle;
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      await run();
    } finally {
      Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
    }
  };
}

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await hydrateStores(NOW);
});

describe('signUpWith', () => {
  it('opens an account with the welcome bonus, stores only a hash and starts a session', async () => {
    const result = await signUpWith(SIGN_UP);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.account).toMatchObject({ username: 'Alice', email: 'alice@example.com', isAdmin: false, coins: 1000 });
    expect(result.account.password.iterations).toBe(600_000);

    const game = await stored();
    expect(game.accounts).toEqual([result.account]);
    expect(game.ledger).toEqual([
      expect.objectContaining({ accountId: result.account.id, amount: 1000, description: 'Welcome bonus' }),
    ]);
    expect(JSON.stringify(await storageSnapshot())).not.toContain(PASSWORD);

    expect(sessionAccountId()).toBe(result.account.id);
    expect(storedSession().state).toEqual({ accountId: result.account.id });
    expect(result.saved).toBe(true);
  });

  it('says the account is kept in this tab only when the database refuses the write', async () => {
    const before = await storageSnapshot();
    refuseWrites();
    const result = await signUpWith(SIGN_UP);
    jest.restoreAllMocks();
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.saved).toBe(false);
    expect(useGameStore.getState().accounts).toEqual([result.account]);
    expect(sessionAccountId()).toBe(result.account.id);
    expect((await storageSnapshot()).records).toEqual(before.records);
  });

  it('says the account is kept in this tab only when localStorage refuses the session', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const result = await signUpWith(SIGN_UP);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.saved).toBe(false);
    expect(useGameStore.getState().accounts).toEqual([result.account]);
    expect(sessionAccountId()).toBe(result.account.id);
    // The account itself reached the database.
    expect((await stored()).accounts).toEqual([result.account]);
  });

  it('refuses an address already registered, at the email field, and saves nothing', async () => {
    const first = await signUpWith(SIGN_UP);
    if (!first.ok) throw new Error(JSON.stringify(first));
    logOut();
    const before = await storageSnapshot();
    const again = await signUpWith({ ...SIGN_UP, username: 'Impostor', email: ' ALICE@example.COM ' });
    expect(again).toEqual({
      ok: false,
      errors: { email: { reason: 'email-taken' } },
    });
    expect(await storageSnapshot()).toEqual(before);
    expect(useGameStore.getState().accounts).toHaveLength(1);
    expect(sessionAccountId()).toBeNull();
  });

  it('refuses the admin address as reserved', async () => {
    const before = await storageSnapshot();
    const result = await signUpWith({ ...SIGN_UP, email: ADMIN_EMAIL });
    expect(result).toEqual({ ok: false, errors: { email: { reason: 'email-reserved' } } });
    expect(await storageSnapshot()).toEqual(before);
    expect(sessionAccountId()).toBeNull();
  });

  it('returns every field problem without hashing or saving anything', async () => {
    const before = await storageSnapshot();
    const result = await signUpWith({ username: '', email: 'nope', phone: '', password: 'short', confirmPassword: 'other' });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['confirmPassword', 'email', 'password', 'username']);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('opens an account without a phone number, stored as none', async () => {
    const result = await signUpWith({ ...SIGN_UP, phone: '  ' });
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.account.phone).toBeNull();
    expect((await stored()).accounts).toEqual([expect.objectContaining({ id: result.account.id, phone: null })]);
  });

  it(
    'says Web Crypto is needed when the browser does not offer it',
    withoutWebCrypto(async () => {
      const before = await storageSnapshot();
      expect(await signUpWith(SIGN_UP)).toEqual({ ok: false, errors: {}, formError: 'no-web-crypto' });
      expect(await storageSnapshot()).toEqual(before);
    }),
  );
});

describe('logIn', () => {
  it('refuses an address with no account in this browser at the email field, and saves nothing', async () => {
    const before = await storageSnapshot();
    const result = await logIn({ email: 'new@example.com', password: 'whatever1' });
    expect(result).toEqual({ ok: false, errors: { email: { reason: 'no-account' } }, noAccount: true });
    expect(await storageSnapshot()).toEqual(before);
    expect(useGameStore.getState().accounts).toEqual([]);
    expect(sessionAccountId()).toBeNull();
  });

  it('logs a known address in with its password', async () => {
    const signedUp = await signUpWith(SIGN_UP);
    if (!signedUp.ok) throw new Error(JSON.stringify(signedUp));
    logOut();
    const result = await logIn({ email: ' alice@EXAMPLE.com', password: PASSWORD });
    expect(result).toEqual({ ok: true, account: signedUp.account, created: false, saved: true });
    expect(sessionAccountId()).toBe(signedUp.account.id);
  });

  it('refuses a wrong password for a known address and changes nothing', async () => {
    const signedUp = await signUpWith(SIGN_UP);
    if (!signedUp.ok) throw new Error(JSON.stringify(signedUp));
    logOut();
    const before = await storageSnapshot();
    const result = await logIn({ email: 'alice@example.com', password: `${PASSWORD}!` });
    expect(result).toEqual({ ok: false, errors: {}, formError: 'wrong-credentials' });
    expect(await storageSnapshot()).toEqual(before);
    expect(sessionAccountId()).toBeNull();
    expect(useGameStore.getState().accounts).toHaveLength(1);
  });

  it('lets the admin address in with any password, as an admin', async () => {
    const first = await logIn({ email: ADMIN_EMAIL, password: 'first-password' });
    if (!first.ok) throw new Error(JSON.stringify(first));
    expect(first.account).toMatchObject({ username: 'Admin', email: ADMIN_EMAIL, isAdmin: true, coins: 1500 });
    logOut();
    const second = await logIn({ email: ADMIN_EMAIL.toUpperCase(), password: 'a different one' });
    expect(second).toEqual({ ok: true, account: first.account, created: false, saved: true });
    expect(useGameStore.getState().accounts).toHaveLength(1);
  });

  it('keeps the account through a logout and restores the same coins at the next login', async () => {
    const signedUp = await signUpWith(SIGN_UP);
    if (!signedUp.ok) throw new Error(JSON.stringify(signedUp));
    const toppedUp = await commitGame((data, ctx) => addCoins(data, signedUp.account.id, 2500, ctx));
    expect(toppedUp).toEqual(expect.objectContaining({ ok: true, saved: true }));

    logOut();
    expect(sessionAccountId()).toBeNull();
    expect(storedSession().state).toEqual({ accountId: null });
    expect((await stored()).accounts).toEqual([expect.objectContaining({ id: signedUp.account.id, coins: 3500 })]);

    // A reload while logged out reads no player's entries; the login reads Alice's.
    await reload(NOW);
    expect(useGameStore.getState().ledger).toEqual([]);

    const again = await logIn({ email: 'alice@example.com', password: PASSWORD });
    if (!again.ok) throw new Error(JSON.stringify(again));
    expect(again.account.id).toBe(signedUp.account.id);
    expect(again.account.coins).toBe(3500);
    expect(sessionAccountId()).toBe(signedUp.account.id);
    expect(useGameStore.getState().ledger.map((entry) => entry.amount)).toEqual([1000, 2500]);
  });

  it('checks the form before anything else', async () => {
    const before = await storageSnapshot();
    expect(await logIn({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: { reason: 'email-missing' }, password: { reason: 'password-not-entered' } },
    });
    expect(await storageSnapshot()).toEqual(before);
  });

  it(
    'says Web Crypto is needed when the browser does not offer it, and saves nothing',
    withoutWebCrypto(async () => {
      const before = await storageSnapshot();
      expect(await logIn({ email: 'new@example.com', password: 'whatever1' })).toEqual({
        ok: false,
        errors: {},
        formError: 'no-web-crypto',
      });
      expect(await storageSnapshot()).toEqual(before);
      expect(sessionAccountId()).toBeNull();
    }),
  );
});

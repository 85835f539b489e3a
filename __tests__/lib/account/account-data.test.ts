import * as v from 'valibot';
import { deleteAccount, setNotifications } from '@/lib/account/account-data';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import type { GameData } from '@/lib/model/game';
import { settleMarket } from '@/lib/settlement/settlement';
import { gameStateSchema } from '@/lib/storage/schema';
import { addCoins } from '@/lib/wallet/free-coins';
import { copyOf, FAKE_HASH, gameWith, makeCtx, ok, openLegacyLoginAccount } from '../game-fixtures';


/** Alice and Bob, both with bets on m1 (settled YES) and m2 (open), and a top-up for Alice. */
function twoPlayers() {
  const ctx = makeCtx();
  let data: GameData = gameWith();
  const alice = ok(signUp(data, { username: 'Alice', email: 'alice@example.com', phone: '5550100', password: FAKE_HASH }, ADMIN_EMAIL, ctx));
  data = alice.data;
  const bob = ok(openLegacyLoginAccount(data, { email: 'bob@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx));
  data = bob.data;
  const a = alice.account.id;
  const b = bob.account.id;
  data = ok(addCoins(data, a, 500, ctx)).data;
  data = ok(placeBet(data, { accountId: a, marketId: 'm1', choice: 'YES', amount: 100 }, ctx)).data;
  data = ok(placeBet(data, { accountId: b, marketId: 'm1', choice: 'NO', amount: 60 }, ctx)).data;
  data = ok(placeBet(data, { accountId: a, marketId: 'm2', choice: 'NO', amount: 40 }, ctx)).data;
  data = ok(placeBet(data, { accountId: b, marketId: 'm2', choice: 'YES', amount: 25 }, ctx)).data;
  data = ok(settleMarket(data, 'm1', 'YES', ctx)).data;
  return { data, ctx, a, b };
}

function expectValid(data: GameData) {
  const parsed = v.safeParse(gameStateSchema, data);
  expect(parsed.issues?.map((issue) => issue.message)).toBeUndefined();
  expect(parsed.success).toBe(true);
}

describe('setNotifications', () => {
  it('sets the account’s preferences and nobody else’s', () => {
    const { data, a, b } = twoPlayers();
    expect(data.accounts.map((account) => account.notifications)).toEqual([
      { email: true, sms: false },
      { email: true, sms: false },
    ]);
    const result = ok(setNotifications(data, a, { email: false, sms: true }));
    expect(result.data.accounts.find((account) => account.id === a)?.notifications).toEqual({ email: false, sms: true });
    expect(result.data.accounts.find((account) => account.id === b)).toBe(data.accounts.find((account) => account.id === b));
    expect(result.data.ledger).toBe(data.ledger);
    expect(result.data.positions).toBe(data.positions);
    expectValid(result.data);
  });

  it('keeps its own copy of the preferences it was given', () => {
    const { data, a } = twoPlayers();
    const preferences = { email: false, sms: false };
    const result = ok(setNotifications(data, a, preferences));
    preferences.sms = true;
    expect(result.data.accounts.find((account) => account.id === a)?.notifications).toEqual({ email: false, sms: false });
  });

  it('does not change the data it was given', () => {
    const { data, a } = twoPlayers();
    const before = copyOf(data);
    setNotifications(data, a, { email: false, sms: true });
    expect(data).toEqual(before);
  });

  it.each([null, 'ghost', ''])('refuses account %p as not logged in and changes nothing', (accountId) => {
    const { data } = twoPlayers();
    const before = copyOf(data);
    expect(setNotifications(data, accountId, { email: false, sms: true })).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(data).toEqual(before);
  });
});

describe('deleteAccount', () => {
  it('removes the account with its ledger and positions, and nothing of anyone else', () => {
    const { data, a, b } = twoPlayers();
    const result = ok(deleteAccount(data, a));
    expect(result.data.accounts.map((account) => account.id)).toEqual([b]);
    expect(result.data.ledger).toEqual(data.ledger.filter((entry) => entry.accountId === b));
    expect(result.data.positions).toEqual(data.positions.filter((position) => position.accountId === b));
    expect(result.data.ledger.some((entry) => entry.accountId === a)).toBe(false);
    expect(result.data.positions.some((position) => position.accountId === a)).toBe(false);
    expect(result.data.accounts[0]).toBe(data.accounts.find((account) => account.id === b));
  });

  it('removes the account’s memberships and the leagues it operates, keys included, and no one else’s', () => {
    const { data, a, b } = twoPlayers();
    const at = '2026-11-22T12:00:00.000Z';
    const membership = (accountId: string) => ({ id: `aaaabbbbccccdddd:${accountId}`, leagueId: 'aaaabbbbccccdddd', accountId, status: 'following' as const, changedAt: at });
    const operated = (id: string, accountId: string) => ({
      id, accountId, privateJwk: { kty: 'EC' as const, crv: 'P-256' as const, d: 'A'.repeat(43), x: 'A'.repeat(43), y: 'A'.repeat(43) },
      publicKey: 'A'.repeat(87), events: [], hashes: [], sharedUpTo: 0, createdAt: at,
    });
    const withLeagues: GameData = { ...data, memberships: [membership(a), membership(b)], operatedLeagues: [operated('aaaabbbbccccdddd', a), operated('bbbbccccddddeeee', b)] };
    const result = ok(deleteAccount(withLeagues, a)).data;
    expect(result.memberships).toEqual([membership(b)]);
    expect(result.operatedLeagues).toEqual([operated('bbbbccccddddeeee', b)]);
  });

  it('leaves markets, pools, settings and seededAt as they were', () => {
    const { data, a } = twoPlayers();
    const result = ok(deleteAccount(data, a));
    expect(result.data.markets).toBe(data.markets);
    expect(result.data.markets.map((market) => market.totalPool)).toEqual([160, 65, 0]);
    expect(result.data.settings).toBe(data.settings);
    expect(result.data.seededAt).toBe(data.seededAt);
  });

  it('leaves data the storage schema accepts, down to no accounts at all', () => {
    const { data, a, b } = twoPlayers();
    expectValid(data);
    const once = ok(deleteAccount(data, a)).data;
    expectValid(once);
    const twice = ok(deleteAccount(once, b)).data;
    expectValid(twice);
    expect(twice).toMatchObject({ accounts: [], ledger: [], positions: [] });
  });

  it('lets the same address open a fresh account afterwards', () => {
    const { data, a, ctx } = twoPlayers();
    const gone = ok(deleteAccount(data, a)).data;
    const again = ok(signUp(gone, { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
    expect(again.account.id).not.toBe(a);
    expect(again.account.coins).toBe(1000);
    expectValid(again.data);
  });

  it('does not change the data it was given', () => {
    const { data, a } = twoPlayers();
    const before = copyOf(data);
    deleteAccount(data, a);
    expect(data).toEqual(before);
  });

  it.each([null, 'ghost'])('refuses account %p as not logged in and changes nothing', (accountId) => {
    const { data } = twoPlayers();
    const before = copyOf(data);
    expect(deleteAccount(data, accountId)).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(data).toEqual(before);
  });

  it('refuses an account that is already deleted', () => {
    const { data, a } = twoPlayers();
    const gone = ok(deleteAccount(data, a)).data;
    expect(deleteAccount(gone, a)).toEqual({ ok: false, reason: 'not-logged-in' });
  });
});

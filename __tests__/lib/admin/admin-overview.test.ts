import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { adminTiles, practiceMarkets, userRows } from '@/lib/admin/admin-overview';
import { placeBet } from '@/lib/betting/place-bet';
import type { GameData } from '@/lib/model/game';
import { marketStatus } from '@/lib/market/market-words';
import { settleMarket } from '@/lib/settlement/settlement';
import { FAKE_HASH, gameWith, makeCtx, makeMarket, ok, openLegacyLoginAccount, playedGame } from '../game-fixtures';

// Local times, so the day boundaries hold in any time zone the tests run in.
const NOV_22_NOON = new Date(2026, 10, 22, 12, 0).getTime();
const NOV_22_FIRST_MS = new Date(2026, 10, 22, 0, 0).getTime();
const NOV_22_LAST_MS = new Date(2026, 10, 23, 0, 0).getTime() - 1;
const iso = (ms: number) => new Date(ms).toISOString();


describe('adminTiles', () => {
  it('is all zeros for an empty platform', () => {
    expect(adminTiles({ markets: [], accounts: [] }, NOV_22_NOON)).toEqual({
      activePredictions: 0,
      totalUsers: 0,
      resolvedToday: 0,
      totalPool: 0,
    });
  });

  it('counts open markets, accounts, today’s settlements and every pool', () => {
    const markets = [
      makeMarket({ id: 'open-1', totalPool: 100 }),
      makeMarket({ id: 'open-2', totalPool: 250 }),
      makeMarket({ id: 'today-first', isResolved: true, outcome: 'YES', resolvedAt: iso(NOV_22_FIRST_MS), totalPool: 40 }),
      makeMarket({ id: 'today-last', isResolved: true, outcome: 'VOID', resolvedAt: iso(NOV_22_LAST_MS), totalPool: 5 }),
      makeMarket({ id: 'yesterday', isResolved: true, outcome: 'NO', resolvedAt: iso(NOV_22_FIRST_MS - 1), totalPool: 1000 }),
      makeMarket({ id: 'tomorrow', isResolved: true, outcome: 'NO', resolvedAt: iso(NOV_22_LAST_MS + 1), totalPool: 3 }),
      makeMarket({ id: 'year-ago', isResolved: true, outcome: 'NO', resolvedAt: iso(new Date(2025, 10, 22, 12).getTime()), totalPool: 7 }),
      // Resolved before resolution times were recorded.
      makeMarket({ id: 'undated', isResolved: true, totalPool: 11 }),
    ];
    const { accounts } = threeAccounts();
    expect(adminTiles({ markets, accounts }, NOV_22_NOON)).toEqual({
      activePredictions: 2,
      totalUsers: 3,
      resolvedToday: 2,
      totalPool: 100 + 250 + 40 + 5 + 1000 + 3 + 7 + 11,
    });
  });

  it('does not count an open market as resolved today, even with a resolvedAt', () => {
    const markets = [makeMarket({ isResolved: false, resolvedAt: iso(NOV_22_NOON) })];
    expect(adminTiles({ markets, accounts: [] }, NOV_22_NOON)).toMatchObject({ activePredictions: 1, resolvedToday: 0 });
  });

  it('moves with a settlement: one fewer active, one more resolved today, same pool', () => {
    const { data, ctx } = playedGame(NOV_22_NOON);
    const before = adminTiles(data, ctx.nowMs);
    expect(before).toEqual({ activePredictions: 3, totalUsers: 2, resolvedToday: 0, totalPool: 180 });
    const settled = ok(settleMarket(data, 'm1', 'YES', ctx));
    expect(adminTiles(settled.data, ctx.nowMs)).toEqual({ ...before, activePredictions: 2, resolvedToday: 1 });
    const voided = ok(settleMarket(settled.data, 'm2', 'VOID', ctx));
    expect(adminTiles(voided.data, ctx.nowMs)).toEqual({ ...before, activePredictions: 1, resolvedToday: 2 });
    // The next local day, nothing was resolved "today" any more.
    expect(adminTiles(voided.data, NOV_22_LAST_MS + 1)).toEqual({ ...before, activePredictions: 1, resolvedToday: 0 });
  });
});

describe('marketStatus', () => {
  it.each<[string, Parameters<typeof marketStatus>[0], string]>([
    ['an open market', { isResolved: false }, 'Active'],
    ['an open market with a stray outcome', { isResolved: false, outcome: 'YES' }, 'Active'],
    ['a market resolved YES', { isResolved: true, outcome: 'YES' }, 'Resolved YES'],
    ['a market resolved NO', { isResolved: true, outcome: 'NO' }, 'Resolved NO'],
    ['a voided market', { isResolved: true, outcome: 'VOID' }, 'Void · stakes refunded'],
    ['a resolved market without an outcome', { isResolved: true }, 'Resolved'],
  ])('shows %s as %p', (_label, market, status) => {
    expect(marketStatus(market)).toBe(status);
  });
});

describe('userRows', () => {
  it('lists accounts newest first with the number of bets each placed', () => {
    const { data, ids } = threeAccounts();
    const rows = userRows(data);
    expect(rows.map((row) => row.email)).toEqual(['carol@example.com', 'bob@example.com', 'alice@example.com']);
    expect(rows.map((row) => row.bets)).toEqual([0, 1, 2]);
    expect(rows[2]).toEqual({
      id: ids.alice,
      username: 'Player',
      email: 'alice@example.com',
      coins: 1500 - 100 - 50,
      createdAt: iso(NOV_22_NOON - 2000),
      bets: 2,
    });
  });

  it('shows no password or other private field', () => {
    const { data } = threeAccounts();
    for (const row of userRows(data)) {
      expect(Object.keys(row).sort()).toEqual(['bets', 'coins', 'createdAt', 'email', 'id', 'username']);
    }
    expect(JSON.stringify(userRows(data))).not.toContain(FAKE_HASH.salt);
  });

  it('does not reorder the accounts it was given', () => {
    const { data } = threeAccounts();
    const order = data.accounts.map((account) => account.id);
    userRows(data);
    expect(data.accounts.map((account) => account.id)).toEqual(order);
  });

  it('is empty without accounts', () => {
    expect(userRows({ accounts: [], positions: [] })).toEqual([]);
  });
});

/** Alice (oldest, two bets), Bob (one bet) and Carol (newest, none), a second apart. */
function threeAccounts() {
  const ctx = makeCtx(NOV_22_NOON - 2000);
  let data: GameData = gameWith();
  const ids: Record<'alice' | 'bob' | 'carol', string> = { alice: '', bob: '', carol: '' };
  for (const name of ['alice', 'bob', 'carol'] as const) {
    const opened = ok(openLegacyLoginAccount(data, { email: `${name}@example.com`, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
    data = opened.data;
    ids[name] = opened.account.id;
    ctx.setNow(ctx.nowMs + 1000);
  }
  data = ok(placeBet(data, { accountId: ids.alice, marketId: 'm1', choice: 'YES', amount: 100 }, ctx)).data;
  data = ok(placeBet(data, { accountId: ids.bob, marketId: 'm1', choice: 'NO', amount: 20 }, ctx)).data;
  data = ok(placeBet(data, { accountId: ids.alice, marketId: 'm2', choice: 'NO', amount: 50 }, ctx)).data;
  return { data, ids, accounts: data.accounts };
}


describe('practice only', () => {
  const LEAGUE = 'k7dq3mzpa2xw4rbt';
  const leagueMarkets = [
    makeMarket({ id: `${LEAGUE}.1`, leagueId: LEAGUE, totalPool: 500 }),
    makeMarket({ id: `${LEAGUE}.2`, leagueId: LEAGUE, isResolved: true, outcome: 'YES', resolvedAt: iso(NOV_22_NOON), totalPool: 70 }),
  ];

  it('lists only practice questions for the predictions table', () => {
    const practice = makeMarket({ id: 'p1' });
    expect(practiceMarkets([practice, ...leagueMarkets])).toEqual([practice]);
  });

  it('leaves a league question out of every tile', () => {
    const markets = [makeMarket({ id: 'p1', totalPool: 100 })];
    const { accounts } = threeAccounts();
    expect(adminTiles({ markets: [...markets, ...leagueMarkets], accounts }, NOV_22_NOON)).toEqual(adminTiles({ markets, accounts }, NOV_22_NOON));
  });

  it('counts only practice bets in the users table', () => {
    const { data } = threeAccounts();
    const [first] = data.positions;
    const leagueBet = { ...first!, id: 'league-bet', marketId: `${LEAGUE}.1`, wallet: LEAGUE };
    expect(userRows({ ...data, positions: [...data.positions, leagueBet] })).toEqual(userRows(data));
  });
});

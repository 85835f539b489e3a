import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet, type BetInput, type BetRefusal } from '@/lib/betting/place-bet';
import { BET_REFUSAL_MESSAGES } from '@/lib/betting/bet-words';
import type { GameData } from '@/lib/model/game';
import { followLeague, leagueBalance } from '@/lib/league/follow-league';
import { pickIdSchema } from '@/lib/model/picks';
import * as v from 'valibot';
import { followWithKey, testPlayerId } from '../league/counted-snapshot';
import { copyOf, FAKE_HASH, gameWith, makeCtx, makeMarket, NOW, OPEN_MARKETS, openLegacyLoginAccount, practiceBalance } from '../game-fixtures';

/** One 'Player' with the 1500-coin starting balance, and the open markets. */
function withPlayer(data: GameData = gameWith()) {
  const ctx = makeCtx();
  const opened = openLegacyLoginAccount(data, { email: 'player@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx);
  if (!opened.ok) throw new Error('login account failed');
  return { data: opened.data, accountId: opened.account.id, ctx };
}

function bet(overrides: Partial<BetInput> & { accountId: string | null }): BetInput {
  return { marketId: 'm1', choice: 'YES', amount: 100, ...overrides };
}

describe('placeBet', () => {
  it('debits the stake, records an open position and grows the pool in one result', () => {
    const { data, accountId, ctx } = withPlayer();
    const result = placeBet(data, bet({ accountId, amount: 250 }), ctx);
    if (!result.ok) throw new Error(result.reason);
    expect(result.position).toEqual({
      id: 'id-3',
      accountId,
      marketId: 'm1',
      question: 'Will it rain tomorrow?',
      choice: 'YES',
      amount: 250,
      potentialWin: 450,
      createdAt: new Date(NOW).toISOString(),
      status: 'open',
      settledAt: null,
      yesShareAfter: 100,
      wallet: 'practice',
    });
    expect(result.data.positions).toEqual([result.position]);
    expect(result.data.accounts[0]?.coins).toBe(1250);
    expect(result.data.ledger.at(-1)).toMatchObject({
      accountId,
      amount: -250,
      description: 'Bet placed: Will it rain tomorrow?',
      positionId: 'id-3',
    });
    expect(practiceBalance(result.data.ledger, accountId)).toBe(1250);
    expect(result.data.markets[0]).toMatchObject({ totalPool: 250, yesCoins: 250, noCoins: 0, totalYes: 1, totalNo: 0 });
    expect(result.data.markets.slice(1)).toEqual(OPEN_MARKETS.slice(1));
  });

  it('leaves the data it was given untouched', () => {
    const { data, accountId, ctx } = withPlayer();
    const before = copyOf(data);
    placeBet(data, bet({ accountId }), ctx);
    expect(data).toEqual(before);
  });

  it('allows a stake of the whole balance and of exactly the minimum', () => {
    const { data, accountId, ctx } = withPlayer();
    const minimum = placeBet(data, bet({ accountId, amount: 10 }), ctx);
    if (!minimum.ok) throw new Error(minimum.reason);
    const allIn = placeBet(minimum.data, bet({ accountId, amount: 1490 }), ctx);
    if (!allIn.ok) throw new Error(allIn.reason);
    expect(allIn.data.accounts[0]?.coins).toBe(0);
  });

  it('counts a player once per side however many bets they place on it', () => {
    const { data, accountId, ctx } = withPlayer();
    let current = data;
    for (const choice of ['YES', 'YES', 'NO', 'NO', 'YES'] as const) {
      const result = placeBet(current, bet({ accountId, choice, amount: 10 }), ctx);
      if (!result.ok) throw new Error(result.reason);
      current = result.data;
    }
    expect(current.markets[0]).toMatchObject({ totalYes: 1, totalNo: 1, totalPool: 50 });
    expect(current.positions).toHaveLength(5);
  });

  it("adds the stake to its side's coins and records the market's YES share of coins just after the bet", () => {
    const { data, accountId, ctx } = withPlayer();
    // 3 YES players to 1 NO, holding 300 and 100 of the 400 coins.
    const leaning = { ...data, markets: [makeMarket({ totalYes: 3, totalNo: 1, totalPool: 400, yesCoins: 300, noCoins: 100 })] };
    // 300 of 500 coins on YES: 60%.
    const first = placeBet(leaning, bet({ accountId, choice: 'NO' }), ctx);
    if (!first.ok) throw new Error(first.reason);
    expect(first.data.markets[0]).toMatchObject({ totalPool: 500, yesCoins: 300, noCoins: 200, totalYes: 3, totalNo: 2 });
    expect(first.position.yesShareAfter).toBe(60);
    // The same player on the same side again counts no one new, but the coins still move the share.
    const again = placeBet(first.data, bet({ accountId, choice: 'NO' }), ctx);
    if (!again.ok) throw new Error(again.reason);
    expect(again.data.markets[0]).toMatchObject({ totalPool: 600, yesCoins: 300, noCoins: 300, totalNo: 2 });
    expect(again.position.yesShareAfter).toBe(50);
    // Then on YES: 400 of 700 coins, rounded to a whole 57%.
    const yes = placeBet(again.data, bet({ accountId, choice: 'YES' }), ctx);
    if (!yes.ok) throw new Error(yes.reason);
    expect(yes.data.markets[0]).toMatchObject({ totalPool: 700, yesCoins: 400, noCoins: 300, totalYes: 4 });
    expect(yes.position.yesShareAfter).toBe(57);
    expect(yes.data.positions.map((position) => position.yesShareAfter)).toEqual([60, 50, 57]);
  });

  it('counts each player on a side once each', () => {
    const { data, accountId, ctx } = withPlayer();
    const second = openLegacyLoginAccount(data, { email: 'other@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx);
    if (!second.ok) throw new Error(second.reason);
    const first = placeBet(second.data, bet({ accountId, choice: 'NO' }), ctx);
    if (!first.ok) throw new Error(first.reason);
    const other = placeBet(first.data, bet({ accountId: second.account.id, choice: 'NO' }), ctx);
    if (!other.ok) throw new Error(other.reason);
    expect(other.data.markets[0]).toMatchObject({ totalNo: 2, totalYes: 0, totalPool: 200 });
  });

  it.each<[string, (setup: ReturnType<typeof withPlayer>) => [GameData, BetInput], BetRefusal]>([
    ['nobody is logged in', ({ data }) => [data, bet({ accountId: null })], 'not-logged-in'],
    ['the account no longer exists', ({ data }) => [data, bet({ accountId: 'ghost' })], 'not-logged-in'],
    ['the market does not exist', ({ data, accountId }) => [data, bet({ accountId, marketId: 'nope' })], 'unknown-market'],
    [
      "the question is another account's tutorial",
      ({ data, accountId }) => [{ ...data, markets: [makeMarket({ tutorialFor: 'someone-else' })] }, bet({ accountId })],
      'unknown-market',
    ],
    [
      'the market is resolved',
      ({ data, accountId }) => [{ ...data, markets: [makeMarket({ isResolved: true })] }, bet({ accountId })],
      'market-resolved',
    ],
    [
      'the market ended at this very moment',
      ({ data, accountId }) => [{ ...data, markets: [makeMarket({ endTime: new Date(NOW).toISOString() })] }, bet({ accountId })],
      'market-ended',
    ],
    [
      'the market end time cannot be read',
      ({ data, accountId }) => [{ ...data, markets: [makeMarket({ endTime: 'soon' })] }, bet({ accountId })],
      'market-ended',
    ],
    ['the stake is fractional', ({ data, accountId }) => [data, bet({ accountId, amount: 10.5 })], 'not-whole'],
    ['the stake is not a number', ({ data, accountId }) => [data, bet({ accountId, amount: Number.NaN })], 'not-whole'],
    ['the stake is infinite', ({ data, accountId }) => [data, bet({ accountId, amount: Infinity })], 'not-whole'],
    ['the stake is past a safe integer', ({ data, accountId }) => [data, bet({ accountId, amount: 2 ** 53 })], 'not-whole'],
    ['the stake is below the minimum', ({ data, accountId }) => [data, bet({ accountId, amount: 9 })], 'below-minimum'],
    ['the stake is zero', ({ data, accountId }) => [data, bet({ accountId, amount: 0 })], 'below-minimum'],
    ['the stake is negative', ({ data, accountId }) => [data, bet({ accountId, amount: -100 })], 'below-minimum'],
    ['the stake is larger than the balance', ({ data, accountId }) => [data, bet({ accountId, amount: 1501 })], 'insufficient-funds'],
  ])('refuses a bet when %s and changes nothing', (_, arrange, reason) => {
    const setup = withPlayer();
    const [data, input] = arrange(setup);
    const before = copyOf(data);
    expect(placeBet(data, input, setup.ctx)).toEqual({ ok: false, reason });
    expect(data).toEqual(before);
  });

  it('checks the market before the stake, so a closed market says so whatever the amount', () => {
    const { data, accountId, ctx } = withPlayer();
    const closed = { ...data, markets: [makeMarket({ isResolved: true })] };
    expect(placeBet(closed, bet({ accountId, amount: -1 }), ctx)).toEqual({ ok: false, reason: 'market-resolved' });
  });

  it('has a message for every refusal', () => {
    const reasons: BetRefusal[] = [
      'not-logged-in',
      'unknown-market',
      'market-resolved',
      'market-ended',
      'not-in-league',
      'no-player-key',
      'not-whole',
      'below-minimum',
      'insufficient-funds',
    ];
    expect(Object.keys(BET_REFUSAL_MESSAGES).sort()).toEqual([...reasons].sort());
    for (const reason of reasons) expect(BET_REFUSAL_MESSAGES[reason]()).toMatch(/\.$/);
    expect(BET_REFUSAL_MESSAGES['below-minimum']()).toBe('The minimum bet is 10 coins.');
  });

  describe('on a league question', () => {
    const LEAGUE = 'aaaabbbbccccdddd';
    const leagueMarket = makeMarket({ id: `${LEAGUE}.1`, leagueId: LEAGUE, question: 'Will the league final go to penalties?' });
    const league = {
      id: LEAGUE,
      name: 'Site League',
      publicKey: 'A'.repeat(87),
      startingCoins: 300,
      seq: 2,
      hashes: ['A'.repeat(43), 'B'.repeat(43)],
      updatedAt: new Date(NOW).toISOString(),
      source: 'site' as const,
    };

    function following() {
      const { data, accountId, ctx } = withPlayer(gameWith({ markets: [leagueMarket, ...OPEN_MARKETS], leagues: [league] }));
      return { data: followWithKey(data, accountId, LEAGUE, ctx), accountId, ctx };
    }

    it("names a league bet with a pick id of the account's player key, a fresh random part each time", () => {
      const { data, accountId, ctx } = following();
      const first = placeBet(data, bet({ accountId, marketId: leagueMarket.id, amount: 100 }), ctx);
      if (!first.ok) throw new Error(first.reason);
      const second = placeBet(first.data, bet({ accountId, marketId: leagueMarket.id, amount: 100 }), ctx);
      if (!second.ok) throw new Error(second.reason);
      for (const { position } of [first, second]) {
        expect(v.is(pickIdSchema, position.id)).toBe(true);
        expect(position.id.startsWith(`${testPlayerId(accountId, LEAGUE)}.`)).toBe(true);
      }
      expect(second.position.id).not.toBe(first.position.id);
    });

    it('makes the same pick id when the operation is replayed with the same ids', () => {
      const { data, accountId } = following();
      const ids = [makeCtx(NOW, 'x'), makeCtx(NOW, 'x')].map((replay) => placeBet(data, bet({ accountId, marketId: leagueMarket.id }), replay));
      expect(ids[0]?.ok && ids[1]?.ok && ids[0].position.id === ids[1].position.id).toBe(true);
    });

    it('refuses a league bet from an account whose membership has no player key yet', () => {
      const { data, accountId, ctx } = withPlayer(gameWith({ markets: [leagueMarket, ...OPEN_MARKETS], leagues: [league] }));
      const followed = followLeague(data, accountId, LEAGUE, ctx);
      if (!followed.ok) throw new Error(followed.reason);
      const before = copyOf(followed.data);
      expect(placeBet(followed.data, bet({ accountId, marketId: leagueMarket.id }), ctx)).toEqual({ ok: false, reason: 'no-player-key' });
      expect(followed.data).toEqual(before);
    });

    it('draws the stake from the league wallet and leaves the practice coins alone', () => {
      const { data, accountId, ctx } = following();
      const result = placeBet(data, bet({ accountId, marketId: leagueMarket.id, amount: 200 }), ctx);
      if (!result.ok) throw new Error(result.reason);
      expect(result.position).toMatchObject({ wallet: LEAGUE, amount: 200, potentialWin: 360 });
      expect(result.data.ledger.at(-1)).toMatchObject({ id: `${result.position.id}:stake`, wallet: LEAGUE, amount: -200, kind: 'bet' });
      expect(result.data.accounts[0]?.coins).toBe(1500);
      expect(leagueBalance(result.data.ledger, accountId, LEAGUE)).toBe(100);
      expect(practiceBalance(result.data.ledger, accountId)).toBe(1500);
    });

    it('checks the stake against the league balance, not the practice coins', () => {
      const { data, accountId, ctx } = following();
      expect(placeBet(data, bet({ accountId, marketId: leagueMarket.id, amount: 301 }), ctx)).toEqual({ ok: false, reason: 'insufficient-funds' });
      expect(placeBet(data, bet({ accountId, marketId: leagueMarket.id, amount: 300 }), ctx).ok).toBe(true);
    });

    it('refuses a player who does not follow the league', () => {
      const { data, accountId, ctx } = withPlayer(gameWith({ markets: [leagueMarket], leagues: [league] }));
      const before = copyOf(data);
      expect(placeBet(data, bet({ accountId, marketId: leagueMarket.id }), ctx)).toEqual({ ok: false, reason: 'not-in-league' });
      expect(data).toEqual(before);
      expect(BET_REFUSAL_MESSAGES['not-in-league']()).toBe("You're not playing in this league, so you can't predict on its questions.");
    });

    describe('when the league has signed an update after the question ended', () => {
      const END = NOW + 60 * 60_000;
      const endingMarket = { ...leagueMarket, endTime: new Date(END).toISOString() };
      const practiceMarket = makeMarket({ id: 'p1', endTime: new Date(END).toISOString() });

      function signedAfterEnd(signedAt: number) {
        const { data, accountId, ctx } = following();
        const markets = [endingMarket, practiceMarket];
        const leagues = data.leagues.map((each) => ({ ...each, signedAt: new Date(signedAt).toISOString() }));
        return { data: { ...data, markets, leagues }, accountId, ctx };
      }

      it("refuses a bet as ended while the device clock is still before the question's end", () => {
        const { data, accountId, ctx } = signedAfterEnd(END + 1);
        const before = copyOf(data);
        expect(ctx.nowMs).toBeLessThan(END);
        expect(placeBet(data, bet({ accountId, marketId: endingMarket.id }), ctx)).toEqual({ ok: false, reason: 'market-ended' });
        expect(data).toEqual(before);
      });

      it('takes the bet while both the clock and the signed time are before the end', () => {
        const { data, accountId, ctx } = signedAfterEnd(END - 1);
        expect(placeBet(data, bet({ accountId, marketId: endingMarket.id }), ctx).ok).toBe(true);
      });

      it("keeps the plain clock for a practice question, whatever a league's signed time", () => {
        const { data, accountId, ctx } = signedAfterEnd(END + 1);
        expect(placeBet(data, bet({ accountId, marketId: practiceMarket.id }), ctx).ok).toBe(true);
      });
    });

    it('never spends league coins on a practice question', () => {
      const { data, accountId, ctx } = following();
      const poor = { ...data, accounts: data.accounts.map((account) => ({ ...account, coins: 0 })) };
      const practiceOnly = { ...poor, ledger: poor.ledger.filter((entry) => entry.wallet === LEAGUE) };
      expect(placeBet(practiceOnly, bet({ accountId, amount: 100 }), ctx)).toEqual({ ok: false, reason: 'insufficient-funds' });
    });
  });
});

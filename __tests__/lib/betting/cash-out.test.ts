import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { summarisePosition } from '@/lib/betting/position-summary';
import { describePosition } from '@/lib/betting/position-words';
import { cashOutPosition, cashOutQuoteFor } from '@/lib/betting/cash-out';
import { CASH_OUT_REFUSAL_MESSAGES } from '@/lib/betting/cash-out-words';
import { placeBet } from '@/lib/betting/place-bet';
import { leagueBalance } from '@/lib/league/follow-league';
import type { GameData } from '@/lib/model/game';
import type { League } from '@/lib/model/league';
import { pickIdSchema } from '@/lib/model/picks';
import { gameStateSchema } from '@/lib/storage/schema';
import { cashOutEntryId } from '@/lib/wallet/entry-text';
import * as v from 'valibot';
import { followWithKey, holdCounted } from '../league/counted-snapshot';
import { copyOf, FAKE_HASH, gameWith, makeCtx, makeMarket, NOW, ok, OPEN_MARKETS, openLegacyLoginAccount, practiceBalance } from '../game-fixtures';

/** Ann 100 on YES and Bob 100 on NO of m1: a crowd at 50%. */
function evenCrowd() {
  const ctx = makeCtx();
  let data = gameWith();
  const ann = ok(openLegacyLoginAccount(data, { email: 'ann@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx));
  const bob = ok(openLegacyLoginAccount(ann.data, { email: 'bob@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx));
  data = bob.data;
  const annBet = ok(placeBet(data, { accountId: ann.account.id, marketId: 'm1', choice: 'YES', amount: 100 }, ctx));
  data = ok(placeBet(annBet.data, { accountId: bob.account.id, marketId: 'm1', choice: 'NO', amount: 100 }, ctx)).data;
  return { data, ctx, ann: ann.account.id, bob: bob.account.id, positionId: annBet.position.id };
}

describe('cashOutPosition in practice', () => {
  it('returns 90 of a 100-coin stake at a 50% crowd and takes the whole stake out of the question', () => {
    const { data, ctx, ann, positionId } = evenCrowd();
    const result = ok(cashOutPosition(data, { accountId: ann, positionId, part: 100 }, ctx));
    expect(result.cashOut).toEqual({ id: expect.any(String), amount: 100, value: 90, at: new Date(NOW).toISOString() });
    expect(result.position).toMatchObject({ status: 'cashed-out', potentialWin: 0, amount: 100 });
    expect(practiceBalance(result.data.ledger, ann)).toBe(1500 - 100 + 90);
    expect(result.data.accounts.find((account) => account.id === ann)?.coins).toBe(1490);
    expect(result.data.ledger.at(-1)).toMatchObject({
      id: cashOutEntryId(result.cashOut.id, 'paid'),
      kind: 'cash-out',
      amount: 90,
      positionId,
      wallet: 'practice',
      description: 'Cashed out: Will it rain tomorrow?',
    });
    expect(result.data.markets[0]).toMatchObject({ yesCoins: 0, noCoins: 100, totalPool: 100, totalYes: 0, totalNo: 1 });
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it('cashes out a part, leaving the rest open with the win of what still stands', () => {
    const { data, ctx, ann, positionId } = evenCrowd();
    const result = ok(cashOutPosition(data, { accountId: ann, positionId, part: 40 }, ctx));
    expect(result.cashOut).toMatchObject({ amount: 40, value: 36 });
    expect(result.position).toMatchObject({ status: 'open', potentialWin: 108 });
    // The player still stakes 60 on YES: they still count as one head there.
    expect(result.data.markets[0]).toMatchObject({ yesCoins: 60, totalPool: 160, totalYes: 1 });
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it('keeps the head on a side while another bet of the account still stands there', () => {
    const { data, ctx, ann, positionId } = evenCrowd();
    const second = ok(placeBet(data, { accountId: ann, marketId: 'm1', choice: 'YES', amount: 50 }, ctx));
    const result = ok(cashOutPosition(second.data, { accountId: ann, positionId, part: 100 }, ctx));
    expect(result.data.markets[0]).toMatchObject({ yesCoins: 50, totalYes: 1 });
  });

  it('quotes exactly what the operation then pays', () => {
    const { data, ctx, ann, positionId } = evenCrowd();
    const quote = ok(cashOutQuoteFor(data, ann, positionId, 30, NOW)).quote;
    expect(quote).toEqual({ part: 30, value: 27, rest: 70, winGivenUp: 54 });
    expect(ok(cashOutPosition(data, { accountId: ann, positionId, part: 30 }, ctx)).cashOut.value).toBe(quote.value);
  });

  it.each([
    ['a part below 10', 9, 'part-below-minimum'],
    ['a part leaving less than 10', 95, 'rest-below-minimum'],
    ['more than the stake', 101, 'over-stake'],
    ['a fraction', 20.5, 'not-whole'],
  ] as const)('refuses %s and changes nothing', (_, part, reason) => {
    const { data, ctx, ann, positionId } = evenCrowd();
    const before = copyOf(data);
    expect(cashOutPosition(data, { accountId: ann, positionId, part }, ctx)).toEqual({ ok: false, reason });
    expect(data).toEqual(before);
  });

  it('refuses once the question has ended, and a position cashed out already', () => {
    const { data, ctx, ann, positionId } = evenCrowd();
    const ended = { ...data, markets: data.markets.map((market) => ({ ...market, endTime: new Date(NOW - 1).toISOString() })) };
    expect(cashOutPosition(ended, { accountId: ann, positionId, part: 100 }, ctx)).toEqual({ ok: false, reason: 'question-ended' });
    const done = ok(cashOutPosition(data, { accountId: ann, positionId, part: 100 }, ctx)).data;
    expect(cashOutPosition(done, { accountId: ann, positionId, part: 100 }, ctx)).toEqual({ ok: false, reason: 'not-open' });
  });

  it("refuses somebody else's position and a visitor", () => {
    const { data, ctx, bob, positionId } = evenCrowd();
    expect(cashOutPosition(data, { accountId: bob, positionId, part: 100 }, ctx)).toEqual({ ok: false, reason: 'unknown-position' });
    expect(cashOutPosition(data, { accountId: null, positionId, part: 100 }, ctx)).toEqual({ ok: false, reason: 'not-logged-in' });
  });

  it('has words for every refusal', () => {
    for (const message of Object.values(CASH_OUT_REFUSAL_MESSAGES)) expect(message()).toMatch(/^[A-Z].*\.$/);
  });
});

describe('cashOutPosition in a league', () => {
  const LEAGUE = 'aaaabbbbccccdddd';
  const leagueMarket = makeMarket({ id: `${LEAGUE}.1`, leagueId: LEAGUE, question: 'Will the league final go to penalties?' });
  const SNAPSHOT_AT = '2026-11-22T11:00:00.000Z';
  const league: League = {
    id: LEAGUE,
    name: 'Site League',
    publicKey: 'A'.repeat(87),
    startingCoins: 300,
    seq: 2,
    hashes: ['A'.repeat(43), 'B'.repeat(43)],
    updatedAt: new Date(NOW).toISOString(),
    source: 'site',
  };

  function leagueBet(payout?: League['payout']) {
    const ctx = makeCtx();
    const opened = ok(openLegacyLoginAccount(gameWith({ markets: [leagueMarket, ...OPEN_MARKETS], leagues: [{ ...league, payout }] }), { email: 'p@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx));
    const accountId = opened.account.id;
    const data = followWithKey(opened.data, accountId, LEAGUE, ctx);
    const placed = ok(placeBet(data, { accountId, marketId: leagueMarket.id, choice: 'YES', amount: 100 }, ctx));
    return { data: placed.data, ctx, accountId, positionId: placed.position.id };
  }

  /** The held snapshot counts the bet, its crowd row replaced by `crowd`. */
  function counted(data: GameData, crowd: { yesCoins: number; noCoins: number; keptCoins?: number }): GameData {
    const held = holdCounted(data, LEAGUE, { snapshotAt: SNAPSHOT_AT });
    return {
      ...held,
      leagues: held.leagues.map((each) =>
        each.snapshot ? { ...each, snapshot: { ...each.snapshot, crowd: [{ questionId: leagueMarket.id, yesPlayers: 1, noPlayers: 1, ...crowd }] } } : each,
      ),
    };
  }

  it('refuses a position the organiser has not counted yet', () => {
    const { data, ctx, accountId, positionId } = leagueBet();
    expect(cashOutPosition(data, { accountId, positionId, part: 100 }, ctx)).toEqual({ ok: false, reason: 'not-counted-yet' });
  });

  it("prices a counted position on the held snapshot's crowd and names a pick of the same player", () => {
    const { data, ctx, accountId, positionId } = leagueBet();
    // 100 of 400 counted on YES: 1.8 × 0.25 = 0.45, so 45 back.
    const held = counted(data, { yesCoins: 100, noCoins: 300 });
    const result = ok(cashOutPosition(held, { accountId, positionId, part: 100 }, ctx));
    expect(result.cashOut).toMatchObject({ amount: 100, value: 45, pricedAt: SNAPSHOT_AT });
    expect(v.is(pickIdSchema, result.cashOut.id)).toBe(true);
    expect(result.cashOut.id.split('.')[0]).toBe(positionId.split('.')[0]);
    expect(leagueBalance(result.data.ledger, accountId, LEAGUE)).toBe(300 - 100 + 45);
    expect(result.data.ledger.at(-1)).toMatchObject({ kind: 'cash-out', wallet: LEAGUE, positionId, id: cashOutEntryId(result.cashOut.id, 'paid') });
    // The counted crowd is the organiser's: this browser leaves the question's figures alone.
    expect(result.data.markets).toEqual(held.markets);
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it('returns 90% in a league that shares the pool, whatever the crowd', () => {
    const { data, ctx, accountId, positionId } = leagueBet('pool');
    const held = counted(data, { yesCoins: 100, noCoins: 300, keptCoins: 5 });
    expect(ok(cashOutQuoteFor(held, accountId, positionId, 50, NOW)).quote).toEqual({ part: 50, value: 45, rest: 50, winGivenUp: null });
    expect(ok(cashOutPosition(held, { accountId, positionId, part: 50 }, ctx)).cashOut.value).toBe(45);
  });

  it('refuses once the league has signed a time past the question’s end', () => {
    const { data, ctx, accountId, positionId } = leagueBet();
    const held = counted(data, { yesCoins: 100, noCoins: 100 });
    const ending = {
      ...held,
      markets: held.markets.map((market) => (market.id === leagueMarket.id ? { ...market, endTime: new Date(NOW + 60_000).toISOString() } : market)),
      leagues: held.leagues.map((each) => ({ ...each, signedAt: new Date(NOW + 120_000).toISOString() })),
    };
    expect(cashOutPosition(ending, { accountId, positionId, part: 100 }, ctx)).toEqual({ ok: false, reason: 'question-ended' });
  });
});

describe('a bet after a cash-out', () => {
  it('counts the player on the side again once their cashed-out bet no longer stands there', () => {
    const { data, ctx, ann, positionId } = evenCrowd();
    const out = ok(cashOutPosition(data, { accountId: ann, positionId, part: 100 }, ctx));
    const again = ok(placeBet(out.data, { accountId: ann, marketId: 'm1', choice: 'YES', amount: 20 }, ctx));
    expect(again.data.markets[0]).toMatchObject({ yesCoins: 20, totalYes: 1 });
  });
});

describe('the position line after a cash-out', () => {
  it('shows what still stands and what came back, never a cash-out as a refund', () => {
    const { data, ctx, ann, positionId } = evenCrowd();
    const partly = ok(cashOutPosition(data, { accountId: ann, positionId, part: 40 }, ctx)).data;
    expect(describePosition(summarisePosition(partly.positions, ann, 'm1')!, String)).toEqual(['You: 60 on YES · pays 108', 'Cashed out 36']);
    const whole = ok(cashOutPosition(data, { accountId: ann, positionId, part: 100 }, ctx)).data;
    expect(describePosition(summarisePosition(whole.positions, ann, 'm1')!, String)).toEqual(['Cashed out 90']);
  });
});

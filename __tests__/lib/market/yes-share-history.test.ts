import fc from 'fast-check';
import type { Position } from '@/lib/model/position';
import { yesShareSeries } from '@/lib/market/yes-share-history';
import { describeYesShareSeries } from '@/lib/market/market-words';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import { coinShares } from '@/lib/market/markets';
import { FAKE_HASH, gameWith, makeCtx, makeMarket, NOW, ok, openLegacyLoginAccount } from '../game-fixtures';

type Row = Pick<Position, 'marketId' | 'createdAt' | 'yesShareAfter' | 'choice' | 'amount'>;
const at = (minute: number) => new Date(NOW + minute * 60_000).toISOString();
const CREATED = '2026-11-01T00:00:00.000Z';
const market = (yesCoins: number, noCoins: number) => makeMarket({ id: 'm1', yesCoins, noCoins, totalPool: yesCoins + noCoins, createdAt: CREATED });

describe('yesShareSeries', () => {
  it("starts from the share before the recorded bets, then keeps the market's recorded shares only, oldest bet first", () => {
    const rows: Row[] = [
      { marketId: 'm1', createdAt: at(3), yesShareAfter: 40, choice: 'NO', amount: 100 },
      { marketId: 'm2', createdAt: at(1), yesShareAfter: 90, choice: 'YES', amount: 500 },
      { marketId: 'm1', createdAt: at(1), yesShareAfter: 100, choice: 'YES', amount: 100 },
      { marketId: 'm1', createdAt: at(0), yesShareAfter: null, choice: 'YES', amount: 50 },
      { marketId: 'm1', createdAt: at(2), yesShareAfter: 50, choice: 'NO', amount: 100 },
    ];
    // 300 YES and 400 NO coins now; the recorded bets brought 100 YES and 200 NO, so 200 to 200 before them.
    expect(yesShareSeries(market(300, 400), rows)).toEqual([
      { at: CREATED, yes: 50 },
      { at: at(1), yes: 100 },
      { at: at(2), yes: 50 },
      { at: at(3), yes: 40 },
    ]);
  });

  it('keeps the stored order of bets placed at the same moment', () => {
    const rows: Row[] = [100, 50, 67].map((yesShareAfter) => ({ marketId: 'm1', createdAt: at(5), yesShareAfter, choice: 'YES', amount: 10 }));
    expect(yesShareSeries(market(30, 0), rows).map((point) => point.yes)).toEqual([50, 100, 50, 67]);
  });

  it("is the market's own share when no bet on it has a recorded share, so sample data never charts empty", () => {
    expect(yesShareSeries(market(600, 400), [{ marketId: 'm1', createdAt: at(0), yesShareAfter: null, choice: 'NO', amount: 100 }])).toEqual([{ at: CREATED, yes: 60 }]);
    expect(yesShareSeries(market(600, 400), [])).toEqual([{ at: CREATED, yes: 60 }]);
    expect(yesShareSeries(market(0, 0), [])).toEqual([{ at: CREATED, yes: 50 }]);
  });

  it('never takes a side below nothing, for bets that never entered this pool (restored onto a market this browser had)', () => {
    const rows: Row[] = [{ marketId: 'm1', createdAt: at(0), yesShareAfter: 90, choice: 'YES', amount: 500 }];
    expect(yesShareSeries(market(100, 100), rows)).toEqual([
      { at: CREATED, yes: 0 },
      { at: at(0), yes: 90 },
    ]);
  });

  it('charts what the bets themselves recorded: the first share is the sample one and each next is what the market showed', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ player: fc.nat({ max: 2 }), yes: fc.boolean(), minute: fc.nat({ max: 600 }), amount: fc.integer({ min: 10, max: 300 }) }), { maxLength: 25 }), (bets) => {
        const ctx = makeCtx(NOW);
        const sample = makeMarket({ id: 'm1', totalYes: 30, totalNo: 12, totalPool: 4_321 });
        let data = gameWith({ markets: [sample] });
        const ids: string[] = [];
        for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
          const opened = ok(openLegacyLoginAccount(data, { email, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
          data = opened.data;
          ids.push(opened.account.id);
        }
        // Bets in time order, as a clock only moves on.
        const inOrder = [...bets].sort((a, b) => a.minute - b.minute);
        const shown: number[] = [coinShares(sample).yes];
        for (const bet of inOrder) {
          ctx.setNow(NOW + bet.minute * 60_000);
          const placed = placeBet(data, { accountId: ids[bet.player] ?? null, marketId: 'm1', choice: bet.yes ? 'YES' : 'NO', amount: bet.amount }, ctx);
          if (!placed.ok) continue;
          data = placed.data;
          const now = data.markets.find((candidate) => candidate.id === 'm1');
          shown.push(now ? Math.round((now.yesCoins / now.totalPool) * 100) : -1);
        }
        const [current] = data.markets;
        if (!current) throw new Error('market gone');
        const series = yesShareSeries(current, data.positions);
        expect(series.map((point) => point.yes)).toEqual(shown);
        expect(series.every((point) => Number.isInteger(point.yes) && point.yes >= 0 && point.yes <= 100)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('describeYesShareSeries', () => {
  it('states the first and latest values and how many bets lie between', () => {
    const series = [62, 55, 70, 48].map((yes, index) => ({ at: at(index), yes }));
    expect(describeYesShareSeries(series)).toBe('YES share of the coins went from 62% before the bets recorded here to 48% after the latest, over 3 bets.');
  });

  it('says so when only one bet is recorded', () => {
    expect(describeYesShareSeries([{ at: at(0), yes: 50 }, { at: at(1), yes: 100 }])).toBe('YES share of the coins went from 50% to 100% after the only bet recorded here.');
  });

  it('states the share plainly when no bet here has been recorded', () => {
    expect(describeYesShareSeries([{ at: at(0), yes: 64 }])).toBe('YES share is 64% of the coins. No bet on this prediction has been recorded in this browser yet.');
  });
});

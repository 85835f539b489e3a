import fc from 'fast-check';
import type { Position } from '@/lib/game-data';
import { describeYesShareSeries, NO_SHARES_RECORDED, yesShareSeries } from '@/lib/yes-share-history';
import { ADMIN_EMAIL } from '@/lib/admin';
import { placeBet } from '@/lib/betting';
import { FAKE_HASH, gameWith, makeCtx, NOW, ok, openLegacyLoginAccount } from './game-fixtures';

type Row = Pick<Position, 'marketId' | 'createdAt' | 'yesShareAfter'>;
const at = (minute: number) => new Date(NOW + minute * 60_000).toISOString();

describe('yesShareSeries', () => {
  it("keeps the market's recorded shares only, oldest bet first", () => {
    const rows: Row[] = [
      { marketId: 'm1', createdAt: at(3), yesShareAfter: 40 },
      { marketId: 'm2', createdAt: at(1), yesShareAfter: 90 },
      { marketId: 'm1', createdAt: at(1), yesShareAfter: 100 },
      { marketId: 'm1', createdAt: at(0), yesShareAfter: null },
      { marketId: 'm1', createdAt: at(2), yesShareAfter: 50 },
    ];
    expect(yesShareSeries(rows, 'm1')).toEqual([
      { at: at(1), yes: 100 },
      { at: at(2), yes: 50 },
      { at: at(3), yes: 40 },
    ]);
  });

  it('keeps the stored order of bets placed at the same moment', () => {
    const rows: Row[] = [
      { marketId: 'm1', createdAt: at(5), yesShareAfter: 100 },
      { marketId: 'm1', createdAt: at(5), yesShareAfter: 50 },
      { marketId: 'm1', createdAt: at(5), yesShareAfter: 67 },
    ];
    expect(yesShareSeries(rows, 'm1').map((point) => point.yes)).toEqual([100, 50, 67]);
  });

  it('is empty when no bet on the market has a recorded share', () => {
    expect(yesShareSeries([{ marketId: 'm1', createdAt: at(0), yesShareAfter: null }], 'm1')).toEqual([]);
    expect(yesShareSeries([], 'm1')).toEqual([]);
  });

  it('charts what the bets themselves recorded: the first and latest shares are those the market showed', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ player: fc.nat({ max: 2 }), yes: fc.boolean(), minute: fc.nat({ max: 600 }) }), { maxLength: 25 }), (bets) => {
        const ctx = makeCtx(NOW);
        let data = gameWith();
        const ids: string[] = [];
        for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
          const opened = ok(openLegacyLoginAccount(data, { email, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
          data = opened.data;
          ids.push(opened.account.id);
        }
        // Bets in time order, as a clock only moves on.
        const inOrder = [...bets].sort((a, b) => a.minute - b.minute);
        const shown: number[] = [];
        for (const bet of inOrder) {
          ctx.setNow(NOW + bet.minute * 60_000);
          const placed = ok(placeBet(data, { accountId: ids[bet.player] ?? null, marketId: 'm1', choice: bet.yes ? 'YES' : 'NO', amount: 10 }, ctx));
          data = placed.data;
          const market = data.markets.find((candidate) => candidate.id === 'm1');
          shown.push(market ? Math.round((market.totalYes / (market.totalYes + market.totalNo)) * 100) : -1);
        }
        const series = yesShareSeries(data.positions, 'm1');
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
    expect(describeYesShareSeries(series)).toBe('YES share went from 62% after the first bet to 48% after the latest, over 4 bets.');
  });

  it('says so when only one bet is recorded', () => {
    expect(describeYesShareSeries([{ at: at(0), yes: 100 }])).toBe('YES share was 100% after the only bet recorded here.');
  });

  it('says plainly when no bet here has been recorded', () => {
    expect(describeYesShareSeries([])).toBe(NO_SHARES_RECORDED);
    expect(NO_SHARES_RECORDED).toMatch(/no bet on this prediction has been recorded in this browser/i);
  });
});

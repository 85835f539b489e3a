import { coinShares, findMarket, predictAction, splitPoolByHeads, totalPlayers } from '@/lib/market/markets';
import type { Market } from '@/lib/model/market';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const market = (overrides: Partial<Market> = {}): Market => ({
  id: '1',
  leagueId: null,
  question: 'Will it rain?',
  category: 'News',
  endTime: '2026-11-23T12:00:00.000Z',
  isResolved: false,
  totalYes: 3,
  totalNo: 1,
  totalPool: 400,
  yesCoins: 100,
  noCoins: 300,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

describe('coinShares', () => {
  it('splits by share of the coins, not of the players, and adds up to 100', () => {
    expect(coinShares(market())).toEqual({ yes: 25, no: 75 });
    expect(coinShares(market({ totalPool: 3, yesCoins: 1, noCoins: 2 }))).toEqual({ yes: 33, no: 67 });
    expect(coinShares(market({ totalPool: 1000, yesCoins: 995, noCoins: 5 }))).toEqual({ yes: 100, no: 0 });
  });

  it('is 50/50 while the pool is empty', () => {
    expect(coinShares(market({ totalPool: 0, yesCoins: 0, noCoins: 0 }))).toEqual({ yes: 50, no: 50 });
  });
});

describe('splitPoolByHeads', () => {
  it('splits the pool by the head share, rounded, with the rest to NO', () => {
    expect(splitPoolByHeads({ totalYes: 3, totalNo: 1, totalPool: 400 })).toEqual({ yesCoins: 300, noCoins: 100 });
    expect(splitPoolByHeads({ totalYes: 1, totalNo: 2, totalPool: 100 })).toEqual({ yesCoins: 33, noCoins: 67 });
    expect(splitPoolByHeads({ totalYes: 2, totalNo: 1, totalPool: 100 })).toEqual({ yesCoins: 67, noCoins: 33 });
  });

  it('splits evenly with no players, the odd coin to YES by rounding', () => {
    expect(splitPoolByHeads({ totalYes: 0, totalNo: 0, totalPool: 0 })).toEqual({ yesCoins: 0, noCoins: 0 });
    expect(splitPoolByHeads({ totalYes: 0, totalNo: 0, totalPool: 7 })).toEqual({ yesCoins: 4, noCoins: 3 });
  });
});

describe('totalPlayers', () => {
  it('counts players on both sides', () => {
    expect(totalPlayers(market({ totalYes: 7, totalNo: 5 }))).toBe(12);
  });
});

describe('predictAction', () => {
  it('asks a visitor to log in while the market is open', () => {
    expect(predictAction(market(), NOW, false)).toBe('login');
  });

  it('lets a logged-in player predict on an open market', () => {
    expect(predictAction(market(), NOW, true)).toBe('open');
  });

  it('says ended once the end time has passed, logged in or not', () => {
    const ended = market({ endTime: '2026-11-22T11:59:59.000Z' });
    expect(predictAction(ended, NOW, false)).toBe('ended');
    expect(predictAction(ended, NOW, true)).toBe('ended');
  });

  it('says resolved for a resolved market', () => {
    expect(predictAction(market({ isResolved: true }), NOW, true)).toBe('resolved');
  });
});

describe('findMarket', () => {
  it('finds by id and finds nothing for a missing or unknown id', () => {
    const markets = [market({ id: '1' }), market({ id: '2' })];
    expect(findMarket(markets, '2')?.id).toBe('2');
    expect(findMarket(markets, null)).toBeUndefined();
    expect(findMarket(markets, '../../x')).toBeUndefined();
  });
});

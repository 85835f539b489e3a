import { findMarket, playerShares, predictAction, totalPlayers, type Market } from '@/lib/markets';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const market = (overrides: Partial<Market> = {}): Market => ({
  id: '1',
  question: 'Will it rain?',
  category: 'News',
  endTime: '2026-11-23T12:00:00.000Z',
  isResolved: false,
  totalYes: 3,
  totalNo: 1,
  totalPool: 400,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

describe('playerShares', () => {
  it('splits by share of players and adds up to 100', () => {
    expect(playerShares(market({ totalYes: 3, totalNo: 1 }))).toEqual({ yes: 75, no: 25 });
    expect(playerShares(market({ totalYes: 1, totalNo: 2 }))).toEqual({ yes: 33, no: 67 });
  });

  it('is 50/50 while nobody has played', () => {
    expect(playerShares(market({ totalYes: 0, totalNo: 0 }))).toEqual({ yes: 50, no: 50 });
  });

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

import { MARKET_SEEDS } from '@/data/markets';
import { homeFiltersToQuery, parseHomeFilters, selectMarkets } from '@/lib/market-filters';
import { totalPlayers } from '@/lib/markets';
import { seedMarkets } from '@/lib/seed-markets';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const markets = seedMarkets(MARKET_SEEDS, NOW);
const params = (query: string) => new URLSearchParams(query);

describe('parseHomeFilters', () => {
  it('reads category and sort from the URL', () => {
    expect(parseHomeFilters(params('category=Sports&sort=ending'))).toEqual({ category: 'Sports', sort: 'ending' });
  });

  it('defaults to All and trending', () => {
    expect(parseHomeFilters(params(''))).toEqual({ category: 'All', sort: 'trending' });
  });

  it('accepts any letter case', () => {
    expect(parseHomeFilters(params('category=finance&sort=POOL'))).toEqual({ category: 'Finance', sort: 'pool' });
  });

  it.each(['category=<script>alert(1)</script>', 'category=Politics', 'sort=x', 'category=&sort=', 'category=All%00'])(
    'falls back to the defaults for %s',
    (query) => {
      expect(parseHomeFilters(params(query))).toEqual({ category: 'All', sort: 'trending' });
    },
  );
});

describe('homeFiltersToQuery', () => {
  it('leaves defaults out of the URL', () => {
    expect(homeFiltersToQuery({ category: 'All', sort: 'trending' })).toBe('');
  });

  it('round-trips through parseHomeFilters', () => {
    const filters = { category: 'Entertainment', sort: 'pool' } as const;
    const query = homeFiltersToQuery(filters);
    expect(query).toBe('?category=Entertainment&sort=pool');
    expect(parseHomeFilters(params(query.slice(1)))).toEqual(filters);
  });
});

describe('selectMarkets', () => {
  it('keeps only the chosen category', () => {
    const sports = selectMarkets(markets, { category: 'Sports', sort: 'trending' }, NOW);
    expect(sports.length).toBeGreaterThanOrEqual(2);
    expect(sports.every((market) => market.category === 'Sports')).toBe(true);
  });

  it('shows every market for All', () => {
    expect(selectMarkets(markets, { category: 'All', sort: 'trending' }, NOW)).toHaveLength(9);
  });

  it('sorts Most Popular by total players, most first', () => {
    const players = selectMarkets(markets, { category: 'All', sort: 'trending' }, NOW).map(totalPlayers);
    expect(players).toEqual([...players].sort((a, b) => b - a));
  });

  it('sorts Highest Pool by pool, largest first', () => {
    const pools = selectMarkets(markets, { category: 'All', sort: 'pool' }, NOW).map((market) => market.totalPool);
    expect(pools).toEqual([...pools].sort((a, b) => b - a));
  });

  it('sorts Ending Soon by earliest end among open markets, with ended ones last', () => {
    const sorted = selectMarkets(markets, { category: 'All', sort: 'ending' }, NOW);
    const ends = sorted.map((market) => Date.parse(market.endTime));
    const open = ends.filter((end) => end > NOW);
    expect(open).toEqual([...open].sort((a, b) => a - b));
    expect(ends.slice(open.length).every((end) => end <= NOW)).toBe(true);
    expect(sorted[0]?.id).toBe('6');
  });

  it('does not reorder the catalogue it was given', () => {
    const before = markets.map((market) => market.id);
    selectMarkets(markets, { category: 'All', sort: 'pool' }, NOW);
    expect(markets.map((market) => market.id)).toEqual(before);
  });
});

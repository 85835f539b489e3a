import { MARKET_SEEDS } from '@/data/markets';
import { homeFiltersToQuery, matchesSearch, parseHomeFilters, SEARCH_MAX_LENGTH, selectMarkets } from '@/lib/market-filters';
import { totalPlayers } from '@/lib/markets';
import { seedMarkets } from '@/lib/seed-markets';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const markets = seedMarkets(MARKET_SEEDS, NOW);
const params = (query: string) => new URLSearchParams(query);

describe('parseHomeFilters', () => {
  it('reads category and sort from the URL', () => {
    expect(parseHomeFilters(params('category=Sports&sort=ending'))).toEqual({ query: '', category: 'Sports', sort: 'ending' });
  });

  it('defaults to All and trending', () => {
    expect(parseHomeFilters(params(''))).toEqual({ query: '', category: 'All', sort: 'trending' });
  });

  it('accepts any letter case', () => {
    expect(parseHomeFilters(params('category=finance&sort=POOL'))).toEqual({ query: '', category: 'Finance', sort: 'pool' });
  });

  it.each(['category=<script>alert(1)</script>', 'category=Politics', 'sort=x', 'category=&sort=', 'category=All%00'])(
    'falls back to the defaults for %s',
    (query) => {
      expect(parseHomeFilters(params(query))).toEqual({ query: '', category: 'All', sort: 'trending' });
    },
  );
});

describe('homeFiltersToQuery', () => {
  it('leaves defaults out of the URL', () => {
    expect(homeFiltersToQuery({ query: '', category: 'All', sort: 'trending' })).toBe('');
  });

  it('round-trips through parseHomeFilters', () => {
    const filters = { query: '', category: 'Entertainment', sort: 'pool' } as const;
    const query = homeFiltersToQuery(filters);
    expect(query).toBe('?category=Entertainment&sort=pool');
    expect(parseHomeFilters(params(query.slice(1)))).toEqual(filters);
  });
});

describe('selectMarkets', () => {
  it('keeps only the chosen category', () => {
    const sports = selectMarkets(markets, { query: '', category: 'Sports', sort: 'trending' }, NOW);
    expect(sports.length).toBeGreaterThanOrEqual(2);
    expect(sports.every((market) => market.category === 'Sports')).toBe(true);
  });

  it('shows every market for All', () => {
    expect(selectMarkets(markets, { query: '', category: 'All', sort: 'trending' }, NOW)).toHaveLength(9);
  });

  it('sorts Most Popular by total players, most first', () => {
    const players = selectMarkets(markets, { query: '', category: 'All', sort: 'trending' }, NOW).map(totalPlayers);
    expect(players).toEqual([...players].sort((a, b) => b - a));
  });

  it('sorts Highest Pool by pool, largest first', () => {
    const pools = selectMarkets(markets, { query: '', category: 'All', sort: 'pool' }, NOW).map((market) => market.totalPool);
    expect(pools).toEqual([...pools].sort((a, b) => b - a));
  });

  it('sorts Ending Soon by earliest end among open markets, with ended ones last', () => {
    const sorted = selectMarkets(markets, { query: '', category: 'All', sort: 'ending' }, NOW);
    const ends = sorted.map((market) => Date.parse(market.endTime));
    const open = ends.filter((end) => end > NOW);
    expect(open).toEqual([...open].sort((a, b) => a - b));
    expect(ends.slice(open.length).every((end) => end <= NOW)).toBe(true);
    expect(sorted[0]?.id).toBe('6');
  });

  it('does not reorder the catalogue it was given', () => {
    const before = markets.map((market) => market.id);
    selectMarkets(markets, { query: '', category: 'All', sort: 'pool' }, NOW);
    expect(markets.map((market) => market.id)).toEqual(before);
  });
});

describe('search', () => {
  it('finds every word of the search in the question, in any order, case and accent', () => {
    expect(matchesSearch('Will India win the next T20 international?', 'india T20')).toBe(true);
    expect(matchesSearch('Will India win the next T20 international?', 't20   INDIA')).toBe(true);
    expect(matchesSearch('Will the Équipe de France win?', 'equipe')).toBe(true);
    expect(matchesSearch('Will the cafe open?', 'CAFÉ')).toBe(true);
    expect(matchesSearch('Will India win?', 'india australia')).toBe(false);
  });

  it('matches everything when the search is empty or blank', () => {
    expect(matchesSearch('Anything?', '')).toBe(true);
    expect(matchesSearch('Anything?', '   ')).toBe(true);
  });

  it('reads ?q= trimmed and capped, keeps markup as plain text, and writes it back', () => {
    expect(parseHomeFilters(params('q=%20bitcoin%20')).query).toBe('bitcoin');
    expect(parseHomeFilters(params(`q=${'x'.repeat(500)}`)).query).toHaveLength(SEARCH_MAX_LENGTH);
    expect(parseHomeFilters(params('q=%3Cscript%3E')).query).toBe('<script>');
    expect(homeFiltersToQuery({ query: 'sensex close', category: 'Finance', sort: 'trending' })).toBe('?q=sensex+close&category=Finance');
    expect(homeFiltersToQuery({ query: '   ', category: 'All', sort: 'trending' })).toBe('');
  });

  it('combines with the category and the sort order', () => {
    const found = selectMarkets(markets, { query: 'will', category: 'Finance', sort: 'pool' }, NOW);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((market) => market.category === 'Finance' && /will/i.test(market.question))).toBe(true);
    expect(found.map((market) => market.totalPool)).toEqual(found.map((market) => market.totalPool).sort((a, b) => b - a));
    expect(selectMarkets(markets, { query: 'bitcoin', category: 'Sports', sort: 'trending' }, NOW)).toEqual([]);
    expect(selectMarkets(markets, { query: 'BITCOIN', category: 'All', sort: 'trending' }, NOW).map((market) => market.question)).toEqual([
      'Will Bitcoin close the week above $100,000?',
    ]);
  });
});

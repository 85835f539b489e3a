import { MARKET_SEEDS } from '@/data/markets';
import {
  homeFiltersToQuery,
  knownLeagueFilter,
  leagueFilterOptions,
  marketGroup,
  matchesLeague,
  matchesSearch,
  parseHomeFilters,
  SEARCH_MAX_LENGTH,
  selectMarkets,
  type SortOrder,
} from '@/lib/market/market-filters';
import { totalPlayers } from '@/lib/market/markets';
import { seedMarkets } from '@/lib/market/seed-markets';
import { makeMarket } from '../game-fixtures';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const markets = seedMarkets(MARKET_SEEDS, NOW);
const params = (query: string) => new URLSearchParams(query);

describe('parseHomeFilters', () => {
  it('reads category and sort from the URL', () => {
    expect(parseHomeFilters(params('category=Sports&sort=ending'))).toEqual({ query: '', category: 'Sports', sort: 'ending', league: 'all' });
  });

  it('defaults to All and trending', () => {
    expect(parseHomeFilters(params(''))).toEqual({ query: '', category: 'All', sort: 'trending', league: 'all' });
  });

  it('accepts any letter case', () => {
    expect(parseHomeFilters(params('category=finance&sort=POOL'))).toEqual({ query: '', category: 'Finance', sort: 'pool', league: 'all' });
  });

  it.each(['category=<script>alert(1)</script>', 'category=Politics', 'sort=x', 'category=&sort=', 'category=All%00'])(
    'falls back to the defaults for %s',
    (query) => {
      expect(parseHomeFilters(params(query))).toEqual({ query: '', category: 'All', sort: 'trending', league: 'all' });
    },
  );
});

describe('homeFiltersToQuery', () => {
  it('leaves defaults out of the URL', () => {
    expect(homeFiltersToQuery({ query: '', category: 'All', sort: 'trending', league: 'all' })).toBe('');
  });

  it('round-trips through parseHomeFilters', () => {
    const filters = { query: '', category: 'Entertainment', sort: 'pool', league: 'all' } as const;
    const query = homeFiltersToQuery(filters);
    expect(query).toBe('?category=Entertainment&sort=pool');
    expect(parseHomeFilters(params(query.slice(1)))).toEqual(filters);
  });
});

describe('selectMarkets', () => {
  it('keeps only the chosen category', () => {
    const sports = selectMarkets(markets, { query: '', category: 'Sports', sort: 'trending', league: 'all' }, NOW);
    expect(sports.length).toBeGreaterThanOrEqual(2);
    expect(sports.every((market) => market.category === 'Sports')).toBe(true);
  });

  it('shows every market for All', () => {
    expect(selectMarkets(markets, { query: '', category: 'All', sort: 'trending', league: 'all' }, NOW)).toHaveLength(9);
  });

  it('sorts Most Popular by total players, most first, among the open markets, with the ended one after them', () => {
    const sorted = selectMarkets(markets, { query: '', category: 'All', sort: 'trending', league: 'all' }, NOW);
    const open = sorted.slice(0, -1).map(totalPlayers);
    expect(open).toEqual([...open].sort((a, b) => b - a));
    // The rain question (615 players) has ended: it follows every open one, even those with no players.
    expect(sorted.at(-1)?.id).toBe('7');
    expect(sorted[0]?.id).toBe('4');
  });

  it('sorts Highest Pool by pool, largest first, among the open markets', () => {
    const sorted = selectMarkets(markets, { query: '', category: 'All', sort: 'pool', league: 'all' }, NOW);
    const pools = sorted.slice(0, -1).map((market) => market.totalPool);
    expect(pools).toEqual([...pools].sort((a, b) => b - a));
    expect(sorted.at(-1)?.id).toBe('7');
  });

  it('sorts Ending Soon by earliest end among open markets, with ended ones last', () => {
    const sorted = selectMarkets(markets, { query: '', category: 'All', sort: 'ending', league: 'all' }, NOW);
    const ends = sorted.map((market) => Date.parse(market.endTime));
    const open = ends.filter((end) => end > NOW);
    expect(open).toEqual([...open].sort((a, b) => a - b));
    expect(ends.slice(open.length).every((end) => end <= NOW)).toBe(true);
    expect(sorted[0]?.id).toBe('6');
  });

  describe('open questions first', () => {
    const HOUR = 3_600_000;
    const at = (ms: number) => new Date(NOW + ms).toISOString();
    const mixed = [
      makeMarket({ id: 'resolved-big', isResolved: true, outcome: 'YES', endTime: at(-5 * HOUR), totalYes: 900, totalNo: 900, totalPool: 900_000 }),
      makeMarket({ id: 'void-early', isResolved: true, outcome: 'VOID', endTime: at(48 * HOUR), totalYes: 700, totalNo: 10, totalPool: 500_000 }),
      makeMarket({ id: 'waiting-big', endTime: at(-HOUR), totalYes: 500, totalNo: 500, totalPool: 800_000 }),
      makeMarket({ id: 'waiting-small', endTime: at(-3 * HOUR), totalYes: 1, totalNo: 0, totalPool: 10 }),
      makeMarket({ id: 'open-small', endTime: at(2 * HOUR), totalYes: 1, totalNo: 1, totalPool: 20 }),
      makeMarket({ id: 'open-big', endTime: at(9 * HOUR), totalYes: 40, totalNo: 30, totalPool: 7_000 }),
      makeMarket({ id: 'open-empty', endTime: at(HOUR) }),
    ];
    const order = (sort: SortOrder) => selectMarkets(mixed, { query: '', category: 'All', sort, league: 'all' }, NOW).map((market) => market.id);

    it('groups each market as open, ended awaiting a result, or settled (resolved or void)', () => {
      expect(mixed.map((market) => marketGroup(market, NOW))).toEqual(['settled', 'settled', 'awaiting-result', 'awaiting-result', 'open', 'open', 'open']);
    });

    it('shows open questions most popular first by default, then those awaiting a result, then settled ones', () => {
      expect(order('trending')).toEqual(['open-big', 'open-small', 'open-empty', 'waiting-big', 'waiting-small', 'resolved-big', 'void-early']);
    });

    it('keeps the grouping for Highest Pool and Ending Soon, sorting within each group', () => {
      expect(order('pool')).toEqual(['open-big', 'open-small', 'open-empty', 'waiting-big', 'waiting-small', 'resolved-big', 'void-early']);
      expect(order('ending')).toEqual(['open-empty', 'open-small', 'open-big', 'waiting-big', 'waiting-small', 'void-early', 'resolved-big']);
    });
  });

  describe("with a league whose signed time is past its question's end", () => {
    const HOUR = 3_600_000;
    const at = (ms: number) => new Date(NOW + ms).toISOString();
    const LEAGUE = 'k7dq3mzpa2xw4rbt';
    const signed = [{ id: LEAGUE, signedAt: at(2 * HOUR) }];
    const list = [
      makeMarket({ id: `${LEAGUE}.1`, leagueId: LEAGUE, endTime: at(HOUR), totalYes: 50, totalNo: 50 }),
      makeMarket({ id: 'practice', endTime: at(HOUR), totalYes: 1, totalNo: 0 }),
      makeMarket({ id: 'waiting', endTime: at(-HOUR), totalYes: 900, totalNo: 900 }),
    ];
    const order = (sort: SortOrder) => selectMarkets(list, { query: '', category: 'All', sort, league: 'all' }, NOW, signed).map((market) => market.id);

    it('lists the league question among those awaiting a result though the device clock is before its end', () => {
      expect(order('trending')).toEqual(['practice', 'waiting', `${LEAGUE}.1`]);
      expect(order('ending')).toEqual(['practice', `${LEAGUE}.1`, 'waiting']);
    });
  });

  it('does not reorder the catalogue it was given', () => {
    const before = markets.map((market) => market.id);
    selectMarkets(markets, { query: '', category: 'All', sort: 'pool', league: 'all' }, NOW);
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

  it('ignores punctuation in the search and the question: "T20 india?" finds the India T20 question', () => {
    const [india] = selectMarkets(markets, { query: 'T20 india?', category: 'All', sort: 'trending', league: 'all' }, NOW);
    expect(india?.question).toBe('Will India win the next T20 international against Australia?');
    expect(selectMarkets(markets, { query: 'T20 india?', category: 'All', sort: 'trending', league: 'all' }, NOW)).toHaveLength(1);
    expect(matchesSearch('Will the Sensex close above 80,000 today?', 'sensex 80000')).toBe(true);
    expect(matchesSearch('Will the Sensex close above 80,000 today?', '80,000 SENSEX!')).toBe(true);
    expect(matchesSearch('Will the home side score in tonight’s derby?', "tonight's derby")).toBe(true);
    expect(matchesSearch('Will the home side score in tonight’s derby?', '?!')).toBe(true);
  });

  it('matches everything when the search is empty or blank', () => {
    expect(matchesSearch('Anything?', '')).toBe(true);
    expect(matchesSearch('Anything?', '   ')).toBe(true);
  });

  it('reads ?q= trimmed and capped, keeps markup as plain text, and writes it back', () => {
    expect(parseHomeFilters(params('q=%20bitcoin%20')).query).toBe('bitcoin');
    expect(parseHomeFilters(params(`q=${'x'.repeat(500)}`)).query).toHaveLength(SEARCH_MAX_LENGTH);
    expect(parseHomeFilters(params('q=%3Cscript%3E')).query).toBe('<script>');
    expect(homeFiltersToQuery({ query: 'sensex close', category: 'Finance', sort: 'trending', league: 'all' })).toBe('?q=sensex+close&category=Finance');
    expect(homeFiltersToQuery({ query: '   ', category: 'All', sort: 'trending', league: 'all' })).toBe('');
  });

  it('combines with the category and the sort order', () => {
    const found = selectMarkets(markets, { query: 'will', category: 'Finance', sort: 'pool', league: 'all' }, NOW);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((market) => market.category === 'Finance' && /will/i.test(market.question))).toBe(true);
    expect(found.map((market) => market.totalPool)).toEqual(found.map((market) => market.totalPool).sort((a, b) => b - a));
    expect(selectMarkets(markets, { query: 'bitcoin', category: 'Sports', sort: 'trending', league: 'all' }, NOW)).toEqual([]);
    expect(selectMarkets(markets, { query: 'BITCOIN', category: 'All', sort: 'trending', league: 'all' }, NOW).map((market) => market.question)).toEqual([
      'Will Bitcoin close the week above 1 lakh US dollars?',
    ]);
  });
});

describe('the league filter', () => {
  const SITE = 'k7dq3mzpa2xw4rbt';
  const OTHER = 'abcdefghijklmnop';
  const leagueMarkets = [
    makeMarket({ id: 'p1', question: 'Will practice stay practice?' }),
    makeMarket({ id: `${SITE}.1`, question: 'Will the league question show?', leagueId: SITE }),
    makeMarket({ id: `${OTHER}.1`, question: 'Will the other league show?', leagueId: OTHER }),
  ];
  const ids = (filters: Parameters<typeof selectMarkets>[1]) => selectMarkets(leagueMarkets, filters, NOW).map((market) => market.id).sort();
  const base = { query: '', category: 'All', sort: 'trending' } as const;

  it('reads practice or a league id from the URL, in any case', () => {
    expect(parseHomeFilters(params('league=practice')).league).toBe('practice');
    expect(parseHomeFilters(params(`league=${SITE.toUpperCase()}`)).league).toBe(SITE);
  });

  it.each(['league=', 'league=Site%20League', 'league=short', 'league=k7dq3mzpa2xw4rbt1', 'league=<b>', 'league=all'])('falls back to every question for %s', (query) => {
    expect(parseHomeFilters(params(query)).league).toBe('all');
  });

  it('writes the league into the URL and round-trips it', () => {
    const filters = { ...base, league: SITE };
    expect(homeFiltersToQuery(filters)).toBe(`?league=${SITE}`);
    expect(parseHomeFilters(params(homeFiltersToQuery(filters).slice(1)))).toEqual({ ...filters, query: '' });
  });

  it('shows every question, practice questions only, or one league’s', () => {
    expect(ids({ ...base, league: 'all' })).toEqual(['abcdefghijklmnop.1', 'k7dq3mzpa2xw4rbt.1', 'p1']);
    expect(ids({ ...base, league: 'practice' })).toEqual(['p1']);
    expect(ids({ ...base, league: SITE })).toEqual([`${SITE}.1`]);
  });

  it('matches a market by its league id', () => {
    expect(matchesLeague({ leagueId: null }, SITE)).toBe(false);
    expect(matchesLeague({ leagueId: SITE }, 'practice')).toBe(false);
  });

  it('offers no choice at all while no league is followed', () => {
    expect(leagueFilterOptions([])).toEqual([]);
  });

  it('offers every question and practice from the first paint when the deploy carries a league, so nothing moves when it arrives', () => {
    expect(leagueFilterOptions([], true)).toEqual([
      { value: 'all', label: 'All questions' },
      { value: 'practice', label: 'Practice' },
    ]);
  });

  it('offers every question, practice and each followed league by name', () => {
    expect(leagueFilterOptions([{ id: SITE, name: 'Site League' }])).toEqual([
      { value: 'all', label: 'All questions' },
      { value: 'practice', label: 'Practice' },
      { value: SITE, label: 'Site League' },
    ]);
  });

  it('shows every question, and says so, for a league this browser does not follow', () => {
    expect(knownLeagueFilter(OTHER, [{ id: SITE }])).toEqual({ league: 'all', unknown: true });
    expect(knownLeagueFilter(SITE, [{ id: SITE }])).toEqual({ league: SITE, unknown: false });
    expect(knownLeagueFilter('practice', [])).toEqual({ league: 'practice', unknown: false });
  });
});

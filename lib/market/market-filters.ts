// Home's search, category and league filters and sort order: parsed from the URL, applied to the
// catalogue, and written back. Anything unrecognised in the URL falls back to its default; nothing
// is echoed. Every order shows the player's own tutorial first until its coin lands, then open
// questions, then ended ones awaiting a result, then settled ones; another account's tutorial never.

import { CATEGORIES, type Category } from './categories';
import { categoryName } from './category-words';
import type { League } from '../model/league';
import { hasEnded, totalPlayers } from './markets';
import type { Market } from '../model/market';
import { questionKey, questionWords } from './question-text';
import { shownQuestion } from './shown-text';
import { home_category_all, home_league_all, home_league_practice, home_sort_ending, home_sort_pool, home_sort_trending } from '../i18n/paraglide/messages';
import { questionNowMs } from '../league/signed-time';
import { isPendingTutorialOf, isShownTo } from '../tutorial/tutorial-market';
import { SEARCH_MAX_LENGTH } from './search-words';

/** What the lists know of each followed league: its signed time judges its questions' ends. */
type SignedLeagues = readonly Pick<League, 'id' | 'signedAt'>[];

export type CategoryFilter = 'All' | Category;
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['All', ...CATEGORIES];

export type SortOrder = 'trending' | 'ending' | 'pool';
export const SORT_ORDERS: readonly SortOrder[] = ['trending', 'ending', 'pool'];

const SORT_LABELS: Record<SortOrder, () => string> = {
  trending: () => home_sort_trending(),
  ending: () => home_sort_ending(),
  pool: () => home_sort_pool(),
};

/** A sort order's name in the Sort by select. */
export function sortLabel(sort: SortOrder): string {
  return SORT_LABELS[sort]();
}

/** A category filter's name: 'All' or the category's own. */
export function categoryFilterLabel(category: CategoryFilter): string {
  return category === 'All' ? home_category_all() : categoryName(category);
}

/** Every question, the practice catalogue only, or one followed league's questions (by its id). */
export type LeagueFilter = 'all' | 'practice' | (string & {});
export const ALL_QUESTIONS: LeagueFilter = 'all';
export const PRACTICE_ONLY: LeagueFilter = 'practice';

// The shape of a league id (lib/model/league's leagueIdSchema), checked without loading the schemas on Home.
const LEAGUE_ID_SHAPE = /^[a-z2-7]{16}$/;

export interface HomeFilters {
  /** Words the question must hold, as typed; '' for no search. */
  query: string;
  category: CategoryFilter;
  sort: SortOrder;
  league: LeagueFilter;
}

export const DEFAULT_FILTERS: HomeFilters = { query: '', category: 'All', sort: 'trending', league: ALL_QUESTIONS };

export { SEARCH_MAX_LENGTH };

/** Whether every word of the search appears in the question, in any order, case, accent or punctuation. */
export function matchesSearch(question: string, query: string): boolean {
  const words = questionWords(query);
  if (words.length === 0) return true;
  const key = questionKey(question);
  return words.every((word) => key.includes(word));
}

/** A sample question is found by the words on the screen (its translation) as well as by its English. */
function matchesShownQuestion(market: Market, query: string): boolean {
  const shown = shownQuestion(market);
  return matchesSearch(shown, query) || (shown !== market.question && matchesSearch(market.question, query));
}

interface ParamReader {
  get(name: string): string | null;
}

function pick<T extends string>(raw: string | null, allowed: readonly T[], fallback: T): T {
  if (raw === null) return fallback;
  const wanted = raw.trim().toLowerCase();
  return allowed.find((value) => value.toLowerCase() === wanted) ?? fallback;
}

/** A league id of the right shape is kept even when this browser doesn't follow it: see `knownLeagueFilter`. */
function parseLeague(raw: string | null): LeagueFilter {
  const wanted = (raw ?? '').trim().toLowerCase();
  if (wanted === PRACTICE_ONLY || LEAGUE_ID_SHAPE.test(wanted)) return wanted;
  return DEFAULT_FILTERS.league;
}

export function parseHomeFilters(params: ParamReader): HomeFilters {
  return {
    query: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    category: pick(params.get('category'), CATEGORY_FILTERS, DEFAULT_FILTERS.category),
    sort: pick(params.get('sort'), SORT_ORDERS, DEFAULT_FILTERS.sort),
    league: parseLeague(params.get('league')),
  };
}

/**
 * The league filter as this browser can apply it: a league it doesn't follow (a shared link from
 * elsewhere, a league since reset) shows every question; `unknown` says so, so the page can tell.
 */
export function knownLeagueFilter(filter: LeagueFilter, leagues: readonly Pick<League, 'id'>[]): { league: LeagueFilter; unknown: boolean } {
  if (filter === ALL_QUESTIONS || filter === PRACTICE_ONLY || leagues.some((league) => league.id === filter)) {
    return { league: filter, unknown: false };
  }
  return { league: ALL_QUESTIONS, unknown: true };
}

export interface LeagueOption {
  value: LeagueFilter;
  label: string;
}

/**
 * The League select's choices: none while no league is followed, unless this deploy carries a
 * league of its own, whose select then stands from the first paint so that the list below it does
 * not move when the league arrives.
 */
export function leagueFilterOptions(leagues: readonly Pick<League, 'id' | 'name'>[], deployHasLeague = false): LeagueOption[] {
  if (leagues.length === 0 && !deployHasLeague) return [];
  return [
    { value: ALL_QUESTIONS, label: home_league_all() },
    { value: PRACTICE_ONLY, label: home_league_practice() },
    ...leagues.map((league) => ({ value: league.id, label: league.name })),
  ];
}

export function matchesLeague(market: Pick<Market, 'leagueId'>, filter: LeagueFilter): boolean {
  if (filter === ALL_QUESTIONS) return true;
  if (filter === PRACTICE_ONLY) return market.leagueId === null;
  return market.leagueId === filter;
}

/** The query string for these filters, defaults left out so the plain URL stays plain. */
export function homeFiltersToQuery(filters: HomeFilters): string {
  const params = new URLSearchParams();
  const query = filters.query.trim();
  if (query) params.set('q', query);
  if (filters.category !== DEFAULT_FILTERS.category) params.set('category', filters.category);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.league !== DEFAULT_FILTERS.league) params.set('league', filters.league);
  const text = params.toString();
  return text ? `?${text}` : '';
}

type Comparator = (a: Market, b: Market) => number;

const byId: Comparator = (a, b) => a.id.localeCompare(b.id, 'en', { numeric: true });

/** Where a market stands in Home's lists: open first, then ended awaiting a result, then settled (resolved or void). */
export type MarketGroup = 'open' | 'awaiting-result' | 'settled';
const GROUP_ORDER: readonly MarketGroup[] = ['open', 'awaiting-result', 'settled'];

export function marketGroup(market: Pick<Market, 'isResolved' | 'endTime'>, nowMs: number): MarketGroup {
  if (market.isResolved) return 'settled';
  return hasEnded(market, nowMs) ? 'awaiting-result' : 'open';
}

function withinGroup(sort: SortOrder, nowMs: number, leagues: SignedLeagues): Comparator {
  switch (sort) {
    case 'trending':
      return (a, b) => totalPlayers(b) - totalPlayers(a) || byId(a, b);
    case 'pool':
      return (a, b) => b.totalPool - a.totalPool || byId(a, b);
    case 'ending':
      // Markets still running by earliest end; markets already over, most recently ended first.
      return (a, b) => {
        const aEnded = hasEnded(a, questionNowMs(nowMs, a, leagues));
        const bEnded = hasEnded(b, questionNowMs(nowMs, b, leagues));
        if (aEnded !== bEnded) return aEnded ? 1 : -1;
        const diff = Date.parse(a.endTime) - Date.parse(b.endTime);
        return (aEnded ? -diff : diff) || byId(a, b);
      };
  }
}

/**
 * Every sort keeps the groups in order (open, awaiting a result, settled) and sorts within each. A
 * league question has ended by the later of the clock and its league's signed time, as a bet judges it.
 */
export function comparatorFor(sort: SortOrder, nowMs: number, leagues: SignedLeagues = [], viewerId: string | null = null): Comparator {
  const within = withinGroup(sort, nowMs, leagues);
  const group = (market: Market) =>
    isPendingTutorialOf(market, viewerId) ? -1 : GROUP_ORDER.indexOf(marketGroup(market, questionNowMs(nowMs, market, leagues)));
  return (a, b) => group(a) - group(b) || within(a, b);
}

/** The questions Home lists for `viewerId` (null: a visitor), filtered and in order. */
export function selectMarkets(markets: readonly Market[], filters: HomeFilters, nowMs: number, leagues: SignedLeagues = [], viewerId: string | null = null): Market[] {
  return markets
    .filter((market) => isShownTo(market, viewerId))
    .filter((market) => filters.category === 'All' || market.category === filters.category)
    .filter((market) => matchesLeague(market, filters.league))
    .filter((market) => matchesShownQuestion(market, filters.query))
    .sort(comparatorFor(filters.sort, nowMs, leagues, viewerId));
}

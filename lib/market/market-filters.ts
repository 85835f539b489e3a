// Home's search, category filter and sort order: parsed from the URL, applied to the catalogue,
// and written back. Anything unrecognised in the URL falls back to its default; nothing is echoed.
// Every order shows open questions first, then ended ones awaiting a result, then settled ones.

import { CATEGORIES, type Category } from './categories';
import { hasEnded, totalPlayers } from './markets';
import type { Market } from '../model/market';
import { questionKey, questionWords } from './question-text';

export type CategoryFilter = 'All' | Category;
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['All', ...CATEGORIES];

export type SortOrder = 'trending' | 'ending' | 'pool';
export const SORT_OPTIONS: readonly { value: SortOrder; label: string }[] = [
  { value: 'trending', label: 'Most Popular' },
  { value: 'ending', label: 'Ending Soon' },
  { value: 'pool', label: 'Highest Pool' },
];

export interface HomeFilters {
  /** Words the question must hold, as typed; '' for no search. */
  query: string;
  category: CategoryFilter;
  sort: SortOrder;
}

export const DEFAULT_FILTERS: HomeFilters = { query: '', category: 'All', sort: 'trending' };

/** Longer than any question's words need; a longer `?q=` is cut, not trusted. */
export const SEARCH_MAX_LENGTH = 100;

/** Whether every word of the search appears in the question, in any order, case, accent or punctuation. */
export function matchesSearch(question: string, query: string): boolean {
  const words = questionWords(query);
  if (words.length === 0) return true;
  const key = questionKey(question);
  return words.every((word) => key.includes(word));
}

interface ParamReader {
  get(name: string): string | null;
}

function pick<T extends string>(raw: string | null, allowed: readonly T[], fallback: T): T {
  if (raw === null) return fallback;
  const wanted = raw.trim().toLowerCase();
  return allowed.find((value) => value.toLowerCase() === wanted) ?? fallback;
}

export function parseHomeFilters(params: ParamReader): HomeFilters {
  return {
    query: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    category: pick(params.get('category'), CATEGORY_FILTERS, DEFAULT_FILTERS.category),
    sort: pick(
      params.get('sort'),
      SORT_OPTIONS.map((option) => option.value),
      DEFAULT_FILTERS.sort,
    ),
  };
}

/** The query string for these filters, defaults left out so the plain URL stays plain. */
export function homeFiltersToQuery(filters: HomeFilters): string {
  const params = new URLSearchParams();
  const query = filters.query.trim();
  if (query) params.set('q', query);
  if (filters.category !== DEFAULT_FILTERS.category) params.set('category', filters.category);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
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

function withinGroup(sort: SortOrder, nowMs: number): Comparator {
  switch (sort) {
    case 'trending':
      return (a, b) => totalPlayers(b) - totalPlayers(a) || byId(a, b);
    case 'pool':
      return (a, b) => b.totalPool - a.totalPool || byId(a, b);
    case 'ending':
      // Markets still running by earliest end; markets already over, most recently ended first.
      return (a, b) => {
        const aEnded = hasEnded(a, nowMs);
        const bEnded = hasEnded(b, nowMs);
        if (aEnded !== bEnded) return aEnded ? 1 : -1;
        const diff = Date.parse(a.endTime) - Date.parse(b.endTime);
        return (aEnded ? -diff : diff) || byId(a, b);
      };
  }
}

/** Every sort keeps the groups in order (open, awaiting a result, settled) and sorts within each. */
export function comparatorFor(sort: SortOrder, nowMs: number): Comparator {
  const within = withinGroup(sort, nowMs);
  return (a, b) => GROUP_ORDER.indexOf(marketGroup(a, nowMs)) - GROUP_ORDER.indexOf(marketGroup(b, nowMs)) || within(a, b);
}

export function selectMarkets(markets: readonly Market[], filters: HomeFilters, nowMs: number): Market[] {
  return markets
    .filter((market) => filters.category === 'All' || market.category === filters.category)
    .filter((market) => matchesSearch(market.question, filters.query))
    .sort(comparatorFor(filters.sort, nowMs));
}

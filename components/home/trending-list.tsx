'use client';

import { formatCount } from '@/lib/display/format';
import { home_clear_filters, home_loading, home_no_match, home_none_in_category, home_shown } from '@/lib/i18n/paraglide/messages';
import { DEFAULT_FILTERS, type HomeFilters, type LeagueOption } from '@/lib/market/market-filters';
import type { Market } from '@/lib/model/market';
import { CardSkeleton } from '../shared/market-card/card-skeleton';
import { PredictionCard } from '../shared/market-card/prediction-card';
import { CARD_GRID_CLASS, FilterRow } from './filter-row';
import { SearchBox } from './search-box';

const SKELETON_COUNT = 6;

interface TrendingListProps {
  filters: HomeFilters;
  onFiltersChange: (filters: HomeFilters) => void;
  /** null while saved markets are still loading. */
  markets: readonly Market[] | null;
  leagueOptions?: readonly LeagueOption[];
  /** Why the list shows other than the URL asked, e.g. a league this browser doesn't follow. */
  notice?: string;
  /** False where the page draws the search box itself (Home keeps it apart, so words typed while it loads stay). */
  showSearch?: boolean;
}

export function TrendingList({ filters, onFiltersChange, markets, leagueOptions, notice, showSearch = true }: TrendingListProps) {
  return (
    <div className="space-y-3 sm:space-y-6">
      {showSearch && <SearchBox value={filters.query} onChange={(query) => onFiltersChange({ ...filters, query })} />}
      <FilterRow filters={filters} onFiltersChange={onFiltersChange} leagueOptions={leagueOptions} />
      {notice && <p className="rounded-xl border border-gold-400/40 bg-gold-400/10 px-3 py-2 text-sm text-gold-300">{notice}</p>}
      <p className="sr-only" aria-live="polite">
        {markets === null ? home_loading() : home_shown({ count: markets.length, shown: formatCount(markets.length) })}
      </p>
      {markets?.length === 0 ? (
        <div className="space-y-4 rounded-2xl border border-ink-700 bg-ink-900 p-8 text-center text-slate-300">
          <p>
            {filters.query.trim() ? home_no_match({ query: filters.query.trim() }) : home_none_in_category()}
          </p>
          <button
            type="button"
            onClick={() => onFiltersChange(DEFAULT_FILTERS)}
            className="rounded-xl border border-ink-600 px-4 py-2 font-semibold text-white hover:border-brand-400"
          >
            {home_clear_filters()}
          </button>
        </div>
      ) : (
        <ul className={CARD_GRID_CLASS} aria-busy={markets === null}>
          {markets === null
            ? Array.from({ length: SKELETON_COUNT }, (_, index) => (
                // Keys no market id can take: a skeleton keyed '4' would be reused and moved for market '4', a layout shift.
                <li key={`skeleton-${index}`}>
                  <CardSkeleton />
                </li>
              ))
            : markets.map((market) => (
                <li key={market.id}>
                  <PredictionCard market={market} />
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}
